import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  closeRedis,
  createRedisClient,
  createRedisSubscription,
  ready,
} from '../integrations/redis/redis-client';
import { sendKept } from './compressed-copies';

/** A serialised public answer, kept with its ETag until it expires or the catalogue changes. */
export interface CachedAnswer {
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * Public catalogue answers cached as bytes. Keys carry the generation at which the answer was
 * computed: an admin write bumps the generation, so an answer computed from data read before the
 * write can never be served after it. With several instances the Redis adapter publishes the bump
 * and every instance bumps its own generation on receipt.
 */
export interface ResponseCache {
  readonly generation: number;
  get(key: string, now: number): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): void;
  /** Resolves once this instance dropped its answers and, with Redis, the others were told. */
  invalidate(): void | Promise<void>;
  close?(): Promise<void>;
}

/**
 * Bounded by the bytes it holds, not by its count of answers: a course list in three languages is
 * tens of kilobytes, a filtered page a few hundred bytes, and memory is what the bound protects.
 */
export const RESPONSE_CACHE_MAX_BYTES = 8 * 1024 * 1024;

export function createMemoryResponseCache(maxBytes = RESPONSE_CACHE_MAX_BYTES): ResponseCache {
  const entries = new Map<string, CachedAnswer>();
  let heldBytes = 0;
  let generation = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    heldBytes -= Buffer.byteLength(entry.body);
    entries.delete(key);
  };
  return {
    get generation() {
      return generation;
    },
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        drop(key);
        return undefined;
      }
      return entry;
    },
    set(key, answer) {
      const size = Buffer.byteLength(answer.body);
      if (size > maxBytes) return;
      drop(key);
      // Map keeps insertion order: the oldest answers go first until the new one fits.
      for (const oldest of entries.keys()) {
        if (heldBytes + size <= maxBytes) break;
        drop(oldest);
      }
      entries.set(key, answer);
      heldBytes += size;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      heldBytes = 0;
    },
  };
}

const INVALIDATION_CHANNEL = 'medivenus:catalogue-invalidated';

/**
 * The in-memory cache of this instance, plus Redis pub/sub so an admin write on any instance drops
 * every instance's answers. Reads never touch Redis (the cached path stays as fast as the memory
 * cache). If Redis is unreachable a publish fails: this instance is still invalidated and the
 * others fall back on the TTL, so an outage costs at most a minute of stale listings, never an error.
 */
export function createRedisResponseCache(
  url: string,
  timeoutMs: number,
  onError: (error: unknown) => void,
  local: ResponseCache = createMemoryResponseCache(),
): ResponseCache {
  const publisher = createRedisClient(url, { timeoutMs });
  // Our own messages come back too; the origin check keeps a write from invalidating twice.
  const origin = randomUUID();
  const subscription = createRedisSubscription(url, INVALIDATION_CHANNEL, timeoutMs, {
    onMessage(message) {
      if (message !== origin) local.invalidate();
    },
    // Writes elsewhere may have gone unheard while the subscription was down.
    onResumed: () => local.invalidate(),
    onError,
  });
  return {
    get generation() {
      return local.generation;
    },
    get: (key, now) => local.get(key, now),
    set: (key, answer) => local.set(key, answer),
    async invalidate() {
      await local.invalidate();
      try {
        await (await ready(publisher, timeoutMs)).publish(INVALIDATION_CHANNEL, origin);
      } catch (error) {
        onError(error);
      }
    },
    async close() {
      await Promise.all([closeRedis(publisher), subscription.close()]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyContextConfig {
    /** A successful call of this route changes what the public catalogue answers show. */
    invalidates?: 'catalogue';
  }
}

/**
 * Time-dependent answers (banner periods, recruitment deadlines, seats taken by payments) are
 * recomputed at least this often even without an admin write.
 */
const TTL_MS = 60_000;
/** Browsers keep the answer but revalidate every time: a 304 is cheap and an admin sees changes at once. */
const CACHE_CONTROL = 'public, no-cache';

/**
 * Decorates the root instance with the cache (shared through Redis when REDIS_URL is set) and drops
 * it after any successful catalogue write.
 */
export function registerResponseCache(app: FastifyInstance, cache?: ResponseCache) {
  const redisUrl = app.ctx.config.REDIS_URL;
  const chosen =
    cache ??
    (redisUrl
      ? createRedisResponseCache(redisUrl, app.ctx.config.REDIS_TIMEOUT_MS, (error) =>
          app.log.error({ err: error }, 'catalogue cache invalidation not shared'),
        )
      : createMemoryResponseCache());
  app.decorate('responseCache', chosen);
  if (chosen.close) app.addHook('onClose', () => chosen.close?.());
  // onSend runs before the answer leaves, so the caller's next read, on any instance, already
  // sees the new data.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.invalidates === 'catalogue' && reply.statusCode < 400)
      await chosen.invalidate();
    return payload;
  });
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

/**
 * Answers a public GET/POST from the cache (per locale, route, parameters, query and body), or computes,
 * serialises with the route's response schema and stores it. Honours If-None-Match with 304.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  now: number,
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  const cache = request.server.responseCache;
  // Parsed input only: unknown query keys or an undeclared body cannot split the cache.
  const schema = request.routeOptions.schema;
  const input = JSON.stringify([
    request.params,
    schema?.querystring ? request.query : null,
    schema?.body ? request.body : null,
  ]);
  const key = `${cache.generation}|${request.locale}|${request.method} ${request.routeOptions.url}|${input}`;
  let answer = cache.get(key, now);
  if (!answer) {
    // The route's response schema serialises, exactly as for an uncached answer.
    const serialised = String(reply.serialize(await produce()));
    answer = { body: serialised, etag: etagOf(serialised), expiresAt: now + TTL_MS };
    cache.set(key, answer);
  }
  reply
    .header('etag', answer.etag)
    .header('cache-control', CACHE_CONTROL)
    .header('vary', 'Accept-Language, Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return sendKept(request, reply.type('application/json; charset=utf-8'), answer);
}
