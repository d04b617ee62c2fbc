import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A page's font file is named by the characters it draws, so any server instance can make it from its
 * address alone: the code points, ascending, as the varint-coded gaps between them, in base64url. The
 * address is signed, so the server subsets only for the pages it rendered itself (a subset costs a few
 * hundred milliseconds of a worker's time).
 */
export interface PageFontKey {
  /** The code points, base64url (`c` of the address). */
  characters: string;
  signature: string;
}

/** More than any page draws; a page beyond it has the rest of its text drawn by the font's own pieces. */
export const MOST_CHARACTERS = 4000;
const SIGNATURE_BYTES = 16;

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
  return Buffer.from(bytes).toString('base64url');
}

/** The code points of an encoded set; null for anything `encodeCharacters` does not write. */
export function decodeCharacters(encoded: string): number[] | null {
  const bytes = Buffer.from(encoded, 'base64url');
  if (bytes.toString('base64url') !== encoded) return null;
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

/** Signs a set for one font file (`fontId`), so an address made for another font is refused. */
export function pageFontSigner(secret: string, fontId: string) {
  const signatureOf = (characters: string) =>
    createHmac('sha256', secret)
      .update(`page-font\0${fontId}\0${characters}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');
  return {
    sign: (codePoints: Iterable<number>): PageFontKey => {
      const characters = encodeCharacters(codePoints);
      return { characters, signature: signatureOf(characters) };
    },
    /** The code points of a key this signer signed; null for any other. */
    verify: ({ characters, signature }: PageFontKey): number[] | null => {
      const expected = Buffer.from(signatureOf(characters));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return decodeCharacters(characters);
    },
  };
}
