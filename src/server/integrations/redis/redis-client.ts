import { once } from 'node:events';
import { type Command, Redis } from 'ioredis';

/** ioredis's message for a command that outlived `commandTimeout`. */
const TIMED_OUT = 'Command timed out';

/**
 * Once a command on a connection went unanswered, the connection is not used again: the commands
 * written after it may already sit in the network, and once the server answers again their replies
 * would settle commands their callers gave up on (and counted in memory instead). A reset rather
 * than a polite close, so what still waits in the peer's buffers is thrown away, not run late.
 * ioredis then connects afresh and sends nothing it had sent before.
 */
class RedisConnection extends Redis {
  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    const socket = this.stream;
    const reply = super.sendCommand(command, stream);
    command.promise.catch((error: Error) => {
      if (error.message === TIMED_OUT && this.stream === socket && !socket.destroyed)
        socket.resetAndDestroy();
    });
    return reply;
  }
}

/**
 * A Redis connection that answers or fails within `timeoutMs`: a Redis that refuses connections
 * fails a command after one quick reconnect, and one that accepts but never answers (a hung server,
 * a dropped network) fails it at the command timeout instead of holding the request for the
 * operating system's TCP timeout, and is dropped for a new connection. Commands go out only on a
 * ready connection (`ready`), never queued for later: one that outlived its caller must not run.
 * Callers fall back (rate limits count in memory, cache invalidation waits for the TTL); none of
 * them may wait on Redis longer than this.
 */
export function createRedisClient(url: string, options: { timeoutMs: number; keyPrefix?: string }): Redis {
  const redis = new RedisConnection(url, {
    keyPrefix: options.keyPrefix,
    connectTimeout: Math.max(options.timeoutMs, 1000),
    commandTimeout: options.timeoutMs,
    // A command queued while half connected is written later in pieces (a MULTI's parts on two
    // connections) and its replies then settle the wrong commands.
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    autoResubscribe: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 50, 500),
  });
  // Connection errors surface in the failing commands, which their callers log; not as crashes.
  redis.on('error', () => {});
  return redis;
}

/** The connection once it is ready, waiting at most `timeoutMs` for a (re)connection. */
export async function ready(redis: Redis, timeoutMs: number): Promise<Redis> {
  if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(timeoutMs) });
  return redis;
}

/** Closes politely when connected, at once otherwise (a quit to a dead server would wait). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}

/** How often a subscription makes sure Redis still answers it; a hang is noticed within this plus the timeout. */
const PING_EVERY_MS = 500;

export interface RedisSubscription {
  /**
   * Whether every message published now reaches this instance. False from a failed ping, a lost
   * connection or `distrust` until Redis answers this connection again.
   */
  readonly listening: boolean;
  /** A publish failed: Redis may be hung, so stop counting on its messages until it answers. */
  distrust(): void;
  close(): Promise<void>;
}

/**
 * One channel heard on its own connection. A hung Redis closes nothing, so the subscription pings
 * it and counts a ping that times out as a lost connection. After every (re)subscription, and when
 * Redis answers again after `distrust`, `onResumed` runs before `listening` is true again: messages
 * may have been missed meanwhile.
 */
export function createRedisSubscription(
  url: string,
  channel: string,
  timeoutMs: number,
  handlers: { onMessage(message: string): void; onResumed(): void; onError(error: unknown): void },
): RedisSubscription {
  const subscriber = createRedisClient(url, { timeoutMs });
  let subscribed = false;
  let listening = false;
  const resume = () => {
    handlers.onResumed();
    listening = true;
  };
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(() => {
      subscribed = true;
      resume();
    }, handlers.onError);
  });
  subscriber.on('close', () => {
    subscribed = false;
    listening = false;
  });
  subscriber.on('message', (_channel, message: string) => handlers.onMessage(message));
  const heartbeat = setInterval(() => {
    if (!subscribed) return;
    subscriber.ping().then(
      () => {
        if (subscribed && !listening) resume();
      },
      () => {
        listening = false;
      },
    );
  }, PING_EVERY_MS);
  heartbeat.unref();
  return {
    get listening() {
      return listening;
    },
    distrust() {
      listening = false;
    },
    async close() {
      clearInterval(heartbeat);
      listening = false;
      await closeRedis(subscriber);
    },
  };
}
