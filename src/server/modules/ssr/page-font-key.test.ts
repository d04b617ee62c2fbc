import { encodeCharacters } from '@shared/page-font-characters';
import { describe, expect, it } from 'vitest';
import { pageFontSigner } from './page-font-key';

describe("a page font's key", () => {
  it('is signed for one secret and one font file', () => {
    const signer = pageFontSigner('s'.repeat(32), 'font-a');
    const key = signer.sign([0x41, 0xac00]);
    expect(signer.verify(key)).toEqual([0x41, 0xac00]);
    expect(signer.verify({ ...key, characters: encodeCharacters([0x41, 0xac01]) })).toBeNull();
    const changed = key.signature.endsWith('A') ? 'B' : 'A';
    expect(signer.verify({ ...key, signature: `${key.signature.slice(0, -1)}${changed}` })).toBeNull();
    expect(signer.verify({ ...key, signature: key.signature.slice(1) })).toBeNull();
    expect(pageFontSigner('s'.repeat(32), 'font-b').verify(key)).toBeNull();
    expect(pageFontSigner('t'.repeat(32), 'font-a').verify(key)).toBeNull();
  });
});
