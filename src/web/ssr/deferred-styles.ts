import { AFTER_PAINT_ATTRIBUTE, FONT_FACES_ATTRIBUTE, PAGE_FONT_PATH } from '@shared/contract/server-render';
import { decodeCharacters, PAGE_FONT_CHARACTERS_PARAMETER } from '@shared/page-font-characters';
import { formatUnicodeRange, parseUnicodeRange, rangesWithout } from '@shared/unicode-range';
import { yieldToBrowser } from '../lib/yield-to-browser';

/**
 * A server-rendered page carries the styles of its own markup inline and names the app's stylesheets
 * and scripts in inert templates (src/server/modules/ssr/after-paint.ts), so they take nothing from
 * its first paint. Put in the head once it has painted, before the app renders: every view after the
 * first needs them. One template per task: each link starts a fetch, and on a slow phone the page's
 * few dozen took one long task together.
 */
export async function loadAfterPaintAssets(): Promise<void> {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    `template[${AFTER_PAINT_ATTRIBUTE}]`,
  )) {
    template.replaceWith(template.content);
    await yieldToBrowser();
  }
}

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;

/** The descriptors of an `@font-face` rule's text, by name. */
function descriptorsOf(descriptorText: string): Map<string, string> {
  return new Map(
    descriptorText.split(';').map((declaration) => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
    }),
  );
}

/** A face of a stylesheet's `@font-face` rule for the document's FontFaceSet, for `unicodeRange`. */
function fontFaceOf(descriptors: Map<string, string>, unicodeRange: string): FontFace | null {
  const family = descriptors.get('font-family')?.replace(/^["']|["']$/g, '');
  const source = descriptors.get('src');
  if (!family || !source) return null;
  return new FontFace(family, source, {
    style: descriptors.get('font-style') ?? 'normal',
    weight: descriptors.get('font-weight') ?? 'normal',
    display: (descriptors.get('font-display') ?? 'auto') as FontDisplay,
    unicodeRange,
  });
}

/** The characters of the page's own face (none on a page rendered in the browser), ascending, as its file's address names them. */
function pageFaceCharacters(): number[] {
  const file = document.querySelector<HTMLLinkElement>(
    `link[rel="preload"][as="font"][href^="${PAGE_FONT_PATH}/"]`,
  );
  const characters = file && new URL(file.href).searchParams.get(PAGE_FONT_CHARACTERS_PARAMETER);
  return (characters && decodeCharacters(characters)) || [];
}

/**
 * A server-rendered page declares one face of its own for its text, and names Pretendard's stylesheet
 * disabled (src/server/modules/ssr/critical-css.ts). The app adds that sheet's faces, which the next
 * pages' text may need, through the FontFaceSet: a stylesheet declaring them would have the browser
 * build the page's face anew. The page's own characters are left out of them (decision 057; the page's
 * face names no range, and a character its file lacks falls through to these): where the page's face
 * missed its `optional` block period, its text stays in the system font, and no browser may swap
 * Pretendard in under the reader.
 */
export async function declareRemainingFontFaces(): Promise<void> {
  const facesSheet = document.querySelector<HTMLLinkElement>(`link[${FONT_FACES_ATTRIBUTE}]`);
  if (!facesSheet) return;
  const pageCharacters = pageFaceCharacters();
  const css = await (await fetch(facesSheet.href)).text();
  for (const [, descriptorText = ''] of css.matchAll(FONT_FACE)) {
    const descriptors = descriptorsOf(descriptorText);
    const ranges = parseUnicodeRange(descriptors.get('unicode-range') ?? 'U+0-10FFFF');
    const left = rangesWithout(ranges, pageCharacters);
    if (left.length === 0) continue;
    const face = fontFaceOf(descriptors, formatUnicodeRange(left));
    if (face) document.fonts.add(face);
  }
}
