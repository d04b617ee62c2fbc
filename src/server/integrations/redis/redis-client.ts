import { Redis } from 'ioredis';

/**
 * A Redis connection that answers or fails within `timeoutMs`: a Redis that refuses connections
 * fails a command after one quick reconnect, and one that accepts but never answers (a hung server,
 * a dropped network) fails it at the command timeout instead of holding the request for the
 * operating system's TCP timeout. Callers fall back (rate limits count in memory, cache
 * invalidation waits for the TTL); none of them may wait on Redis longer than this.
 */
export function createRedisClient(url: string, options: { timeoutMs: number; keyPrefix?: string }): Redis {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    connectTimeout: Math.max(options.timeoutMs, 1000),
    commandTimeout: options.timeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 50, 500),
  });
  // Connection errors surface in the failing commands, which their callers log; not as crashes.
  redis.on('error', () => {});
  return redis;
}

/** Closes politely when connected, at once otherwise (a quit to a dead server would wait). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
