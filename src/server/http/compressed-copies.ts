import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './response-cache';

export type ContentEncoding = 'br' | 'gzip';

/** Below this an answer goes out as it is, as @fastify/compress's threshold has it (app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encoding the client takes, Brotli first; none for `identity`, `q=0` or no header. */
export function acceptedEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*q=/),
      )
      .filter(([, quality]) => quality === undefined || Number(quality) > 0)
      .map(([name]) => name),
  );
  return (['br', 'gzip'] as const).find((encoding) => accepted.has(encoding));
}

const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

/**
 * How hard a text is compressed: `once` for a text made for one request; `kept` for an answer sent
 * again and again; `page` for a rendered page, whose bytes beyond a new connection's first round trip
 * cost the page one more round trip (decision 069).
 */
export type CompressionLevel = 'once' | 'kept' | 'page';

const QUALITY: Record<CompressionLevel, Record<ContentEncoding, number>> = {
  once: { br: 5, gzip: 6 },
  kept: { br: 9, gzip: 9 },
  page: { br: constants.BROTLI_MAX_QUALITY, gzip: 9 },
};

function compressed(body: string, encoding: ContentEncoding, level: CompressionLevel): Promise<Buffer> {
  const quality = QUALITY[level][encoding];
  if (encoding === 'gzip') return gzipOnce(body, { level: quality });
  return brotliOnce(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

// Beside the answer they were made from, and gone with it; not counted in the caches' byte bounds
// (a fifth of the text or less).
const copies = new WeakMap<CachedAnswer, Partial<Record<ContentEncoding, Promise<Buffer>>>>();

/**
 * A kept answer compressed once, off the event loop, for every client it is sent to: compressing on
 * each request cost more CPU than producing the answer (a course page: 1,900 against 5,400 answers a
 * second, bench/api.ts) and churned native memory. The clients that ask while it is being made wait
 * for the same copy. A page is compressed at Brotli's highest level, 8–13% smaller than level 9,
 * which brings it within a new connection's first round trip; that takes 40–120 ms of a pool thread
 * once per page and language. An answer is always sent at the same level.
 */
export function compressedCopy(
  answer: CachedAnswer,
  encoding: ContentEncoding,
  level: Exclude<CompressionLevel, 'once'>,
): Promise<Buffer> {
  const made = copies.get(answer) ?? {};
  copies.set(answer, made);
  made[encoding] ??= compressed(answer.body, encoding, level).catch((error: unknown) => {
    delete made[encoding];
    throw error;
  });
  return made[encoding];
}

/**
 * Sends a kept answer as the client takes it: its compressed copy, or the text itself when the
 * client takes no compression or the answer is too small to be worth it. The caller names the type
 * and says, in `Vary`, what else the answer depends on.
 */
export async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  level: Exclude<CompressionLevel, 'once'> = 'kept',
): Promise<FastifyReply> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(answer.body) < COMPRESS_THRESHOLD_BYTES) return reply.send(answer.body);
  // Compressed already: the compression hook leaves an answer with an encoding alone.
  // Compressed first: a failure answers as an error, not as text labelled compressed.
  const copy = await compressedCopy(answer, encoding, level);
  return reply.header('content-encoding', encoding).send(copy);
}

/**
 * Sends a text made for this request alone as the client takes it, compressed at a quick level off
 * the event loop (it is compressed once, unlike a kept answer). The caller names the type and `Vary`.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<FastifyReply> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES) return reply.send(body);
  const copy = await compressed(body, encoding, 'once');
  return reply.header('content-encoding', encoding).send(copy);
}
