import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressedCopy } from './compressed-copies';

describe('acceptedEncoding', () => {
  it('takes Brotli first, then gzip, and nothing the client refuses', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('compressedCopy', () => {
  it('compresses a kept answer once per encoding, a page at the best level, and gives the same bytes to every client', async () => {
    const answer = {
      body: JSON.stringify({ title: '필러 시술 기초'.repeat(200), body: 'x'.repeat(5000) }),
      etag: '"x"',
      expiresAt: 0,
    };
    const brotli = await compressedCopy(answer, 'br', 'page');
    expect(brotli).toEqual(
      brotliCompressSync(answer.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
        },
      }),
    );
    expect(await compressedCopy(answer, 'br', 'page')).toBe(brotli);
    expect(brotliDecompressSync(brotli).toString()).toBe(answer.body);
    expect(gunzipSync(await compressedCopy(answer, 'gzip', 'page')).toString()).toBe(answer.body);
    expect(brotli.byteLength).toBeLessThan(answer.body.length / 10);
  });
});
