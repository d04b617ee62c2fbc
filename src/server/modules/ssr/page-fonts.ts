import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PAGE_FONT_FAMILY, PAGE_FONT_PATH } from '@shared/contract/server-render';
import { MOST_CHARACTERS, PAGE_FONT_CHARACTERS_PARAMETER } from '@shared/page-font-characters';
import { type PageFontKey, pageFontSigner } from './page-font-key';
import { PageFontUnavailable, pageFontWorker } from './page-font-worker-client';

/**
 * The weights the app draws text in (400 to 800: Mantine's text, its titles and the app's `fw`). The
 * page's file keeps only that span of Pretendard's weight axis (45 to 930), a quarter fewer bytes.
 */
export const PAGE_FONT_WEIGHTS = { min: 400, max: 800 };

/**
 * The OpenType features a file keeps: those a browser applies to horizontal text by itself, and `tnum`,
 * which Mantine's `tabular-nums` asks for. The glyphs that only the others reach (Pretendard's
 * stylistic sets, alternates, fractions, superscripts) cannot be drawn on a page that never turns
 * them on, and they were a quarter of a Korean page's file (43 → 34 KB for /main).
 */
export const PAGE_FONT_FEATURES = [
  'ccmp',
  'locl',
  'rlig',
  'liga',
  'clig',
  'calt',
  'kern',
  'mark',
  'mkmk',
  'tnum',
];

/** Bumped by hand when the worker's output changes for the same font, characters and weights: the addresses change with it. */
const PAGE_FONT_FORMAT = 1;
/** Files made or waiting at a time; at most `MOST_MADE_AHEAD` of them for renders, ahead of any request. */
const MOST_MAKING = 8;
const MOST_MADE_AHEAD = 2;
/**
 * How long a request waits for its file. The face is `optional`: a file later than its block period
 * (about 100 ms) is not drawn on the page that asked, and a request held longer only keeps one of
 * the browser's six connections from the page's pictures. The file goes on being made, for the
 * next page that preloads it. One worker makes files in turn, each 0.1–0.5 s on an idle machine and
 * a few seconds for a long Korean text on a loaded one, so on a loaded start eight files in line
 * took more than 15 s (issue 40).
 */
const ANSWER_WITHIN_MS = 2500;
const PAUSE_AFTER_FAILURE_MS = 60_000;

const PRELOADED_FONT = /<link rel="preload" href="([^"]+)" as="font"/g;

/** The addresses of the font files a served page preloads (its own, written by `faceFor`). */
export function pageFontAddressesIn(html: string): string[] {
  return [...html.matchAll(PRELOADED_FONT)].map(([, address = '']) => address);
}

/** What a rendered page's head carries for its font: the face, inline, and its file's preload. */
export interface PageFontFace {
  /** An `@font-face` rule for the page's characters. */
  css: string;
  /** A `<link rel="preload">` for its file. */
  preload: string;
}

export interface PageFonts {
  /**
   * The face for a page's characters (none for a page without text); its file starts being made at
   * once, before the browser asks for it.
   */
  faceFor(codePoints: Set<number>): PageFontFace | null;
  /** The file of a key `faceFor` gave; null for any other key; `PageFontUnavailable` when not made now. */
  fileFor(key: PageFontKey): Promise<Uint8Array | null>;
  close(): Promise<void>;
}

interface Options {
  secret: string;
  onError: (error: unknown) => void;
  /** Pretendard's variable font, as WOFF2; the `pretendard` package's by default. */
  fontFile?: string;
  /** How long the worker stays once it has nothing to do (its font and WASM memory go with it). */
  idleMs?: number;
  /** The made files kept in memory, in bytes; the least recently asked for go first. */
  keptBytes?: number;
}

function pretendardVariable(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('pretendard/package.json'));
  return join(packageDir, 'dist/web/variable/woff2/PretendardVariable.woff2');
}

function subsetterVersion(): string {
  return (createRequire(import.meta.url)('subset-font/package.json') as { version: string }).version;
}

/**
 * Control characters and lone surrogates draw nothing, and a face naming them would still be asked
 * for them.
 */
function drawn(codePoints: Set<number>): number[] {
  return [...codePoints].filter(
    (codePoint) =>
      codePoint >= 0x20 &&
      (codePoint < 0x7f || codePoint > 0x9f) &&
      (codePoint < 0xd800 || codePoint > 0xdfff),
  );
}

/**
 * Each rendered page's text in one font file made for it: Pretendard's variable font cut down to the
 * page's characters, a seventh or less of the bytes of the font's Unicode-range pieces that the same
 * text needs (decision 064). Files are made by a worker thread, kept in memory by key, and made once
 * however many requests ask at the same time.
 * A page's text can come from its address (a search), so the work is bounded: at most `MOST_MAKING`
 * files are made or waiting, of which renders start `MOST_MADE_AHEAD` (a browser's request for its file
 * always finds room beside them); a request waits `ANSWER_WITHIN_MS` at most, and after a failure
 * nothing is made for `PAUSE_AFTER_FAILURE_MS`. A file that cannot be made now answers 503, and its page
 * keeps the system font (`optional`).
 */
export function createPageFonts({
  secret,
  onError,
  fontFile = pretendardVariable(),
  idleMs = 10_000,
  keptBytes = 16 * 1024 * 1024,
}: Options): PageFonts {
  // Read at the first page rendered, not at every start (nor at every test's app).
  let signer: ReturnType<typeof pageFontSigner> | undefined;
  const signerOfFont = () => {
    signer ??= pageFontSigner(
      secret,
      createHash('sha256')
        .update(readFileSync(fontFile))
        .update(
          JSON.stringify({
            PAGE_FONT_FORMAT,
            PAGE_FONT_WEIGHTS,
            PAGE_FONT_FEATURES,
            subsetter: subsetterVersion(),
          }),
        )
        .digest('hex')
        .slice(0, 16),
    );
    return signer;
  };
  const kept = new Map<string, Uint8Array>();
  let keptSize = 0;
  const making = new Map<string, Promise<Uint8Array>>();
  let pausedUntil = 0;
  let closed = false;
  const worker = pageFontWorker(
    { fontFile, weights: PAGE_FONT_WEIGHTS, features: PAGE_FONT_FEATURES },
    idleMs,
  );

  function keep(name: string, file: Uint8Array): void {
    kept.set(name, file);
    keptSize += file.byteLength;
    for (const [oldest, oldFile] of kept) {
      if (keptSize <= keptBytes) break;
      kept.delete(oldest);
      keptSize -= oldFile.byteLength;
    }
  }

  function startMaking(name: string, codePoints: number[], room: number): Promise<Uint8Array> {
    if (closed || Date.now() < pausedUntil || making.size >= room) {
      return Promise.reject(new PageFontUnavailable('page font: not made now'));
    }
    const made = worker
      .subset(codePoints)
      .then((subset) => {
        keep(name, subset);
        return subset;
      })
      .catch((error: unknown) => {
        if (!closed) {
          pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
          onError(error);
        }
        throw error instanceof PageFontUnavailable ? error : new PageFontUnavailable(String(error));
      })
      .finally(() => making.delete(name));
    making.set(name, made);
    return made;
  }

  function file(key: PageFontKey, codePoints: number[], room = MOST_MAKING): Promise<Uint8Array> {
    const name = key.signature;
    const ready = kept.get(name);
    if (ready) {
      // Read again: the newest in the map's order, so the last to go.
      kept.delete(name);
      kept.set(name, ready);
      return Promise.resolve(ready);
    }
    return within(ANSWER_WITHIN_MS, making.get(name) ?? startMaking(name, codePoints, room));
  }

  return {
    faceFor(codePoints) {
      const characters = drawn(codePoints)
        .sort((a, b) => a - b)
        .slice(0, MOST_CHARACTERS);
      if (characters.length === 0) return null;
      const key = signerOfFont().sign(characters);
      // Started now, so the file is made or being made when the browser asks; a failure is logged once.
      file(key, characters, MOST_MADE_AHEAD).catch(() => undefined);
      const href = `${PAGE_FONT_PATH}/${key.signature}.woff2?${PAGE_FONT_CHARACTERS_PARAMETER}=${key.characters}`;
      return {
        // `optional` as for Pretendard's own faces (vite.config.ts). No `unicode-range`: the file is
        // preloaded, and a character it lacks falls through to the next family of the stack. The
        // address names the characters already (the app reads them there), and a second list of them
        // would make a Korean page 0.4 KB larger (decision 069).
        css: `@font-face{font-family:"${PAGE_FONT_FAMILY}";font-style:normal;font-display:optional;font-weight:${PAGE_FONT_WEIGHTS.min} ${PAGE_FONT_WEIGHTS.max};src:url(${href}) format("woff2-variations")}`,
        preload: `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
      };
    },
    async fileFor(key) {
      const codePoints = signerOfFont().verify(key);
      return codePoints ? file(key, codePoints) : null;
    },
    close: () => {
      closed = true;
      return worker.stop();
    },
  };
}

/** `made`, or a `PageFontUnavailable` once `ms` have passed (the file is still kept when it comes). */
function within(ms: number, made: Promise<Uint8Array>): Promise<Uint8Array> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageFontUnavailable('page font: not made in time')), ms).unref();
  });
  return Promise.race([made, late]).finally(() => clearTimeout(timer));
}
