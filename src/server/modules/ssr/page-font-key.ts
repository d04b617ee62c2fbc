import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeCharacters, encodeCharacters } from '@shared/page-font-characters';

/**
 * A page's font file is named by the characters it draws (src/shared/page-font-characters.ts), so any
 * server instance can make it from its address alone. The address is signed, so the server subsets
 * only for the pages it rendered itself (a subset costs a few hundred milliseconds of a worker's time).
 */
export interface PageFontKey {
  /** The code points, base64url (`c` of the address). */
  characters: string;
  signature: string;
}

const SIGNATURE_BYTES = 16;

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
