/**
 * The characters of a page's own font file, as its address names them (`c`): the code points,
 * ascending, as the varint-coded gaps between them, in base64url. The server signs and serves the file
 * by them (src/server/modules/ssr/page-font-key.ts); the web app reads them back to leave the page's
 * characters out of Pretendard's own faces (src/web/ssr/deferred-styles.ts).
 */

/** More than any page draws; a page beyond it has the rest of its text drawn by the font's own pieces. */
export const MOST_CHARACTERS = 4000;

/** The `c` parameter of a page font's address. */
export const PAGE_FONT_CHARACTERS_PARAMETER = 'c';

function toBase64Url(bytes: number[]): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): number[] | null {
  if (!/^[\w-]*$/.test(text)) return null;
  try {
    return [...atob(text.replaceAll('-', '+').replaceAll('_', '/'))].map((byte) => byte.charCodeAt(0));
  } catch {
    return null;
  }
}

export function encodeCharacters(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b).slice(0, MOST_CHARACTERS);
  const bytes: number[] = [];
  let previous = 0;
  for (const codePoint of sorted) {
    let gap = codePoint - previous;
    previous = codePoint;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    bytes.push(gap);
  }
  return toBase64Url(bytes);
}

/** The code points of an encoded set; null for anything `encodeCharacters` does not write. */
export function decodeCharacters(encoded: string): number[] | null {
  const bytes = fromBase64Url(encoded);
  if (!bytes || toBase64Url(bytes) !== encoded) return null;
  const codePoints: number[] = [];
  let previous = 0;
  let gap = 0;
  let shift = 0;
  for (const byte of bytes) {
    gap += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte & 0x80) {
      if (shift > 21) return null;
      continue;
    }
    // A last byte of zero after others pads the number: never written.
    if (byte === 0 && shift > 7) return null;
    if (gap === 0 && codePoints.length > 0) return null;
    previous += gap;
    if (previous > 0x10ffff || codePoints.length === MOST_CHARACTERS) return null;
    codePoints.push(previous);
    gap = 0;
    shift = 0;
  }
  return shift === 0 && codePoints.length > 0 ? codePoints : null;
}
