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
  const answerOf = () => ({
    body: JSON.stringify({ title: '필러 시술 기초'.repeat(200), body: 'x'.repeat(5000) }),
    etag: '"x"',
    expiresAt: 0,
  });
  const brotliAt = (quality: number, body: string) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    });

  it('compresses a page once per encoding, at the best level, and gives the same bytes to every client', async () => {
    const page = answerOf();
    const brotli = await compressedCopy(page, 'br', 'page');
    expect(brotli).toEqual(brotliAt(11, page.body));
    expect(await compressedCopy(page, 'br', 'page')).toBe(brotli);
    expect(brotliDecompressSync(brotli).toString()).toBe(page.body);
    expect(gunzipSync(await compressedCopy(page, 'gzip', 'page')).toString()).toBe(page.body);
  });

  it('compresses a kept API answer at level 9', async () => {
    const answer = answerOf();
    const brotli = await compressedCopy(answer, 'br', 'kept');
    expect(brotli).toEqual(brotliAt(9, answer.body));
    expect(brotli.byteLength).toBeLessThan(answer.body.length / 10);
  });
});
