import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../domain/session-user';
import { closeRedis, createRedisClient, ready } from '../integrations/redis/redis-client';
import { AppError } from './errors';

/** Counts hits per key in fixed windows; the in-process store serves one instance, Redis many. */
export interface RateLimitStore {
  /** Adds one hit to the key's current window and returns the window's count so far. */
  hit(key: string, windowMs: number, now: number): Promise<number>;
  /** Takes back one hit from the window that `now` fell in, if that window still exists. */
  unhit(key: string, windowMs: number, now: number): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** What a rule may key on: the caller's address, the validated body or params, the signed-in user. */
export interface RateLimitSubject<TBody> {
  ip: string;
  body: TBody;
  user: SessionUser | null;
}

export interface RateLimitRule<TBody = unknown> extends RateLimit {
  /** Stable name, also the name an operator overrides in RATE_LIMITS (e.g. `login.ip`). */
  name: string;
  /** The counted identity (an IP, an email, a user id); undefined skips the rule. */
  key(subject: RateLimitSubject<TBody>): string | undefined;
  /**
   * Only calls answered with this status count (login: 401, a wrong password or an unknown email);
   * any other answer gives its hit back in the app's onResponse hook (`forgiveUncounted`), so
   * neither a success nor an outage's 503 brings the lock closer. Hits are still taken before the
   * call, so parallel guesses cannot slip past the limit while none has been answered yet.
   */
  countsOnlyStatus?: number;
}

export function createMemoryStore(): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    async hit(key, windowMs, now) {
      // Expired windows are dropped now and then so the map cannot grow without bound.
      if (now >= nextSweep) {
        for (const [k, entry] of counters) if (entry.resetAt <= now) counters.delete(k);
        nextSweep = now + 60_000;
      }
      const bucket = `${key}:${Math.floor(now / windowMs)}`;
      const entry = counters.get(bucket);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      counters.set(bucket, { count: 1, resetAt: (Math.floor(now / windowMs) + 1) * windowMs });
      return 1;
    },
    async unhit(key, windowMs, now) {
      const entry = counters.get(`${key}:${Math.floor(now / windowMs)}`);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async close() {
      counters.clear();
    },
  };
}

export function createRedisStore(url: string, timeoutMs: number): RateLimitStore {
  const redis = createRedisClient(url, { timeoutMs, keyPrefix: 'medivenus:rl:' });
  const bucket = (key: string, windowMs: number, now: number) => `${key}:${Math.floor(now / windowMs)}`;
  return {
    async hit(key, windowMs, now) {
      // One script, not MULTI/EXEC: a single command cannot be written in parts.
      const count = await (await ready(redis, timeoutMs)).eval(
        "local count = redis.call('incr', KEYS[1]) redis.call('pexpire', KEYS[1], ARGV[1]) return count",
        1,
        bucket(key, windowMs, now),
        windowMs,
      );
      return Number(count);
    },
    async unhit(key, windowMs, now) {
      // A window that has expired stays gone: DECR alone would recreate it at -1 without an expiry.
      await (await ready(redis, timeoutMs)).eval(
        "if redis.call('exists', KEYS[1]) == 1 then redis.call('decr', KEYS[1]) end",
        1,
        bucket(key, windowMs, now),
      );
    },
    close: () => closeRedis(redis),
  };
}

/** How long the limiter counts in memory before it asks the shared store again. */
const RETRY_SHARED_MS = 5_000;

/**
 * The shared store (Redis) while it answers, this instance's own counters while it does not: a
 * Redis outage must neither open the login limits to a brute-force attacker nor lock members out.
 * Each instance then enforces the limits alone (an attacker spreading guesses over N instances gets
 * N times the budget during the outage, never unlimited). The switch is logged once each way.
 */
export function createFailoverStore(
  shared: RateLimitStore,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  local: RateLimitStore = createMemoryStore(),
): RateLimitStore {
  let degradedUntil = 0;
  async function use<T>(now: number, onShared: () => Promise<T>, onLocal: () => Promise<T>): Promise<T> {
    if (now < degradedUntil) return onLocal();
    try {
      const result = await onShared();
      if (degradedUntil) {
        degradedUntil = 0;
        log.info('rate limit store reachable again: counting in Redis');
      }
      return result;
    } catch (error) {
      if (!degradedUntil) log.warn({ err: error }, 'rate limit store unavailable: counting in this instance');
      degradedUntil = now + RETRY_SHARED_MS;
      return onLocal();
    }
  }
  return {
    hit: (key, windowMs, now) =>
      use(
        now,
        () => shared.hit(key, windowMs, now),
        () => local.hit(key, windowMs, now),
      ),
    unhit: (key, windowMs, now) =>
      use(
        now,
        () => shared.unhit(key, windowMs, now),
        () => local.unhit(key, windowMs, now),
      ),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}

/**
 * Operator overrides, `name=max/seconds` separated by commas (RATE_LIMITS). A max of 0 turns the
 * rule off.
 */
export function parseRateLimits(spec: string | undefined): Map<string, RateLimit> {
  const limits = new Map<string, RateLimit>();
  for (const part of (spec ?? '').split(',')) {
    const match = /^\s*([\w.:-]+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part);
    if (match) limits.set(match[1]!, { max: Number(match[2]), windowSeconds: Number(match[3]) });
  }
  return limits;
}

export interface RateLimiter {
  /** A preHandler (runs after auth and validation) that answers 429 once any rule is exceeded. */
  guard<TBody = unknown>(
    rules: RateLimitRule<TBody>[],
  ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The app's onResponse hook: a call answered otherwise gives back its hits on `countsOnlyStatus` rules. */
  forgiveUncounted(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  close(): Promise<void>;
}

/** Every guard made, so the OpenAPI document can say which calls may answer 429. */
const rateLimitGuards = new WeakSet<object>();

export function isRateLimitGuard(handler: unknown): boolean {
  return typeof handler === 'function' && rateLimitGuards.has(handler);
}

interface Hit {
  key: string;
  windowMs: number;
  at: number;
  countsOnlyStatus: number;
}

export function createRateLimiter(options: {
  store: RateLimitStore;
  overrides?: Map<string, RateLimit>;
  now: () => Date;
}): RateLimiter {
  const { store, overrides = new Map(), now } = options;
  const forgivable = new WeakMap<FastifyRequest, Hit[]>();
  return {
    guard<TBody>(rules: RateLimitRule<TBody>[]) {
      const guard = async (request: FastifyRequest, reply: FastifyReply) => {
        const subject = { ip: request.ip, body: request.body as TBody, user: request.user };
        for (const rule of rules) {
          const limit = overrides.get(rule.name) ?? rule;
          const identity = rule.key(subject);
          if (limit.max <= 0 || identity === undefined) continue;
          // Keys are hashed so the store never holds e-mail addresses or other personal data.
          const key = createHash('sha256').update(`${rule.name}\n${identity}`).digest('base64url');
          const windowMs = limit.windowSeconds * 1000;
          const at = now().getTime();
          const count = await store.hit(key, windowMs, at);
          if (rule.countsOnlyStatus !== undefined) {
            const hit = { key, windowMs, at, countsOnlyStatus: rule.countsOnlyStatus };
            forgivable.set(request, [...(forgivable.get(request) ?? []), hit]);
          }
          if (count > limit.max) {
            const retryAfter = Math.ceil(((Math.floor(at / windowMs) + 1) * windowMs - at) / 1000);
            reply.header('retry-after', String(retryAfter));
            throw new AppError(429, 'RATE_LIMITED', 'errors.rateLimited');
          }
        }
      };
      rateLimitGuards.add(guard);
      return guard;
    },
    async forgiveUncounted(request, reply) {
      for (const hit of forgivable.get(request) ?? []) {
        if (reply.statusCode !== hit.countsOnlyStatus) await store.unhit(hit.key, hit.windowMs, hit.at);
      }
    },
    close: () => store.close(),
  };
}
