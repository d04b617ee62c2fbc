import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCharacters, encodeCharacters, MOST_CHARACTERS } from './page-font-characters';

const codePoint = fc.integer({ min: 0, max: 0x10ffff });

describe("the characters of a page font's address", () => {
  it('names any set of characters, in code point order, and reads back the same set', () => {
    fc.assert(
      fc.property(fc.array(codePoint, { minLength: 1, maxLength: 300 }), (codePoints) => {
        const set = [...new Set(codePoints)].sort((a, b) => a - b);
        expect(decodeCharacters(encodeCharacters(codePoints))).toEqual(set);
      }),
    );
  });

  it('is short for a page of Korean text: about two bytes a character', () => {
    const syllables = Array.from({ length: 300 }, (_, at) => 0xac00 + at * 37);
    expect(encodeCharacters(syllables).length).toBeLessThan(300 * 2 * 1.4);
  });

  it('keeps the first characters of a set larger than any page', () => {
    const many = Array.from({ length: MOST_CHARACTERS + 10 }, (_, at) => 0x4e00 + at);
    expect(decodeCharacters(encodeCharacters(many))).toEqual(many.slice(0, MOST_CHARACTERS));
  });

  it('refuses what it never writes: empty, cut short, repeated, beyond Unicode, not canonical', () => {
    const bytes = (...values: number[]) => Buffer.from(values).toString('base64url');
    expect(decodeCharacters('')).toBeNull();
    expect(decodeCharacters(bytes(0x41, 0x80))).toBeNull();
    expect(decodeCharacters(bytes(0x41, 0x00))).toBeNull();
    expect(decodeCharacters(bytes(0xc1, 0x00))).toBeNull();
    expect(decodeCharacters(bytes(0xff, 0xff, 0xff, 0x7f))).toBeNull();
    expect(decodeCharacters(bytes(0xff, 0xff, 0xff, 0xff, 0x01))).toBeNull();
    expect(decodeCharacters('QQ==')).toBeNull();
    expect(decodeCharacters('QR')).toBeNull();
  });
});
