import { decodeCharacters } from '@shared/page-font-characters';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageFontUnavailable } from './page-font-worker-client';
import { createPageFonts, PAGE_FONT_FEATURES, type PageFonts } from './page-fonts';

/** The characters a font file draws, its weight axis and its layout features, read by HarfBuzz. */
async function read(file: Uint8Array) {
  const face = new Face(new Blob(await fontverter.convert(Buffer.from(file), 'sfnt')), 0);
  return {
    characters: String.fromCodePoint(...face.collectUnicodes()),
    weight: face.getAxisInfos().wght,
    features: new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]),
  };
}

const codePointsOf = (text: string) => new Set([...text].map((character) => character.codePointAt(0) ?? 0));
const inOrder = (text: string) => String.fromCodePoint(...[...codePointsOf(text)].sort((a, b) => a - b));
const hrefOf = (preload: string) => /href="([^"]+)"/.exec(preload)?.[1] ?? '';

function keyOf(href: string) {
  const url = new URL(href, 'http://localhost');
  return {
    signature: /([\w-]+)\.woff2$/.exec(url.pathname)?.[1] ?? '',
    characters: url.searchParams.get('c') ?? '',
  };
}

describe("a rendered page's own font file", () => {
  let pageFonts: PageFonts;
  const errors: unknown[] = [];
  afterEach(() => pageFonts.close());
  /** The file once made: a request is answered within a bound, so a slow machine asks again. */
  const madeFile = (key: ReturnType<typeof keyOf>) =>
    vi.waitFor(() => pageFonts.fileFor(key), { timeout: 100_000, interval: 200 });

  it("draws exactly the page's characters, in every weight the app uses", async () => {
    pageFonts = createPageFonts({ secret: 'x'.repeat(32), onError: (error) => errors.push(error) });
    const face = pageFonts.faceFor(codePointsOf('강의 수강\n신청 A1'));
    expect(face?.css).toContain('font-family:"Pretendard Page"');
    expect(face?.css).toContain('font-display:optional');
    const href = hrefOf(face?.preload ?? '');
    // The address names the characters; the control character is left out, the space is drawn (its
    // advance). The face claims no range: a character the file lacks falls through to the next family.
    expect(decodeCharacters(keyOf(href).characters)).toEqual([
      0x20, 0x31, 0x41, 0xac15, 0xc218, 0xc2e0, 0xc758, 0xccad,
    ]);
    expect(face?.css).not.toContain('unicode-range');
    expect(face?.css).toContain(`src:url(${href}) format("woff2-variations")`);
    expect(face?.preload).toBe(`<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`);

    const file = await madeFile(keyOf(href));
    expect(file).not.toBeNull();
    const font = await read(file!);
    expect(font.characters).toBe(inOrder('강의 수강신청 A1'));
    expect(font.weight).toMatchObject({ min: 400, max: 800 });
    expect(face?.css).toContain('font-weight:400 800;');
    // Tabular digits (Mantine's tabular-nums) and kerning stay; Pretendard's stylistic sets and
    // alternates, which no style of the app turns on, went with the glyphs only they reach.
    expect([...font.features].sort()).toEqual(expect.arrayContaining(['kern', 'tnum']));
    expect([...font.features].filter((feature) => !PAGE_FONT_FEATURES.includes(feature))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('makes a file once for requests that ask together, and again after its worker has gone idle', async () => {
    pageFonts = createPageFonts({ secret: 'x'.repeat(32), onError: () => undefined, idleMs: 10 });
    const key = keyOf(hrefOf(pageFonts.faceFor(codePointsOf('공지사항'))?.preload ?? ''));
    const [first, second] = await Promise.all([madeFile(key), madeFile(key)]);
    expect(first).toBe(second);

    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = keyOf(hrefOf(pageFonts.faceFor(codePointsOf('자주 묻는 질문'))?.preload ?? ''));
    expect((await read((await madeFile(other))!)).characters).toBe(inOrder('자주 묻는 질문'));
  });

  it('renders start at most two files ahead; requests make up to eight at a time, a ninth is refused', async () => {
    pageFonts = createPageFonts({ secret: 'x'.repeat(32), onError: (error) => errors.push(error) });
    const keys = [...'가나다라마바사아자차'].map((text) =>
      keyOf(hrefOf(pageFonts.faceFor(codePointsOf(text))?.preload ?? '')),
    );
    // The first two renders' files are under way; six requests fill the eight.
    for (const key of keys.slice(2, 8)) pageFonts.fileFor(key).catch(() => undefined);
    await expect(pageFonts.fileFor(keys[8]!)).rejects.toBeInstanceOf(PageFontUnavailable);
    await Promise.all(keys.slice(0, 8).map(madeFile));
    expect((await read((await madeFile(keys[8]!))!)).characters).toBe('자');
    expect(errors).toEqual([]);
  });

  it('a request behind a long line is answered within 3 s, and its file is made for the next reader', async () => {
    pageFonts = createPageFonts({ secret: 'x'.repeat(32), onError: (error) => errors.push(error) });
    // Three pages of 2500 Hangul syllables each, more than any page draws: the worker makes them in
    // turn, seconds of work even on an idle machine, as a loaded start's line of files is.
    const texts = [0, 1, 2].map((page) =>
      String.fromCodePoint(...Array.from({ length: 2500 }, (_, index) => 0xac00 + page * 2500 + index)),
    );
    const keys = texts.map((text) => keyOf(hrefOf(pageFonts.faceFor(codePointsOf(text))?.preload ?? '')));
    const asked = Date.now();
    await expect(pageFonts.fileFor(keys[2]!)).rejects.toBeInstanceOf(PageFontUnavailable);
    expect(Date.now() - asked).toBeLessThan(3000);

    expect((await read((await madeFile(keys[2]!))!)).characters).toBe(texts[2]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a worker that cannot read its font fails its files as unavailable, once, then rests', async () => {
    const failures: unknown[] = [];
    pageFonts = createPageFonts({
      secret: 'x'.repeat(32),
      onError: (error) => failures.push(error),
      fontFile: 'package.json',
    });
    const key = keyOf(hrefOf(pageFonts.faceFor(codePointsOf('가'))?.preload ?? ''));
    await expect(pageFonts.fileFor(key)).rejects.toBeInstanceOf(PageFontUnavailable);
    const other = keyOf(hrefOf(pageFonts.faceFor(codePointsOf('나'))?.preload ?? ''));
    await expect(pageFonts.fileFor(other)).rejects.toBeInstanceOf(PageFontUnavailable);
    expect(failures).toHaveLength(1);
  });

  it('refuses a key it did not give, and gives no face for a page without text', async () => {
    pageFonts = createPageFonts({ secret: 'x'.repeat(32), onError: () => undefined });
    const key = keyOf(hrefOf(pageFonts.faceFor(codePointsOf('가'))?.preload ?? ''));
    const otherServer = createPageFonts({ secret: 'y'.repeat(32), onError: () => undefined });
    const otherKey = keyOf(hrefOf(otherServer.faceFor(codePointsOf('나'))?.preload ?? ''));
    await otherServer.close();
    expect(await pageFonts.fileFor({ ...key, characters: otherKey.characters })).toBeNull();
    expect(await pageFonts.fileFor(otherKey)).toBeNull();
    expect(pageFonts.faceFor(codePointsOf('\n\t'))).toBeNull();
  });
});
