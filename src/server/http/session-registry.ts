import { randomUUID } from 'node:crypto';
import type { SessionRegistry } from '../domain/session-registry';
import type { AccountState, SessionSource } from '../domain/session-user';
import {
  closeRedis,
  createRedisClient,
  createRedisSubscription,
  ready,
} from '../integrations/redis/redis-client';

/** How invalidations reach the other instances. */
export interface InvalidationChannel {
  /**
   * Whether every invalidation published elsewhere reaches this instance now. While it does not
   * (Redis down, reconnecting), nothing is remembered: each check goes to the database.
   */
  readonly listening: boolean;
  publish(userId: number): Promise<void>;
  /** `all` after a reconnect: messages may have been lost meanwhile. */
  onInvalidate(handler: (userId: number | 'all') => void): void;
  close(): Promise<void>;
}

/** Long enough to spare the database on busy pages, short enough to bound a lost invalidation. */
const TTL_MS = 10_000;
const MAX_USERS = 10_000;

interface UserEntry {
  account: AccountState | null;
  /** Every answer about this user expires with the entry, however late it was added. */
  expiresAt: number;
  sessions: Map<string, boolean>;
}

export function createSessionRegistry(
  source: SessionSource,
  options: { channel?: InvalidationChannel; onError?: (error: unknown) => void } = {},
): SessionRegistry {
  const { channel, onError = () => {} } = options;
  const entries = new Map<number, UserEntry>();
  // Bumped by every invalidation: an answer read from the database before one is not stored after
  // it, so a revocation racing a cache fill cannot be undone by the fill.
  let generation = 0;

  const forget = (userId: number | 'all') => {
    generation += 1;
    if (userId === 'all') entries.clear();
    else entries.delete(userId);
  };
  channel?.onInvalidate(forget);
  const trusted = () => channel?.listening ?? true;

  function live(userId: number, now: number): UserEntry | undefined {
    const entry = entries.get(userId);
    if (entry && entry.expiresAt > now && trusted()) return entry;
    if (entry) entries.delete(userId);
    return undefined;
  }

  function remember(userId: number, account: AccountState | null, readAt: number): UserEntry {
    const existing = live(userId, readAt);
    if (existing) {
      existing.account = account;
      return existing;
    }
    // Map keeps insertion order: the oldest user goes first when full.
    if (entries.size >= MAX_USERS) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const entry: UserEntry = { account, expiresAt: readAt + TTL_MS, sessions: new Map() };
    entries.set(userId, entry);
    return entry;
  }

  const storable = (since: number) => trusted() && generation === since;

  return {
    async session(userId, sessionId) {
      const now = Date.now();
      const entry = live(userId, now);
      const open = entry?.sessions.get(sessionId);
      if (entry && open !== undefined) return open ? entry.account : null;
      const since = generation;
      const found = await source.session(userId, sessionId);
      if (storable(since))
        remember(userId, found?.account ?? null, now).sessions.set(sessionId, !!found?.open);
      return found?.open ? found.account : null;
    },
    async account(userId) {
      const now = Date.now();
      const entry = live(userId, now);
      if (entry) return entry.account;
      const since = generation;
      const account = (await source.account(userId)) ?? null;
      if (storable(since)) remember(userId, account, now);
      return account;
    },
    async ended(userId) {
      forget(userId);
      try {
        await channel?.publish(userId);
      } catch (error) {
        // The change is committed and this instance knows; the others forget within TTL_MS.
        onError(error);
      }
    },
    async close() {
      entries.clear();
      await channel?.close();
    },
  };
}

const CHANNEL = 'medivenus:sessions-ended';

/**
 * Redis pub/sub between instances. Commands give up after REDIS_TIMEOUT_MS and are never queued
 * while disconnected, so a Redis outage slows no request down. The memory is trusted only while the
 * subscription hears every message: a lost connection, a ping that times out (a hung Redis closes
 * nothing) or a failed publish ends that at once, and only a fresh subscription or an answered ping
 * brings it back.
 */
export function createRedisInvalidationChannel(
  url: string,
  timeoutMs: number,
  onError: (error: unknown) => void,
): InvalidationChannel {
  const publisher = createRedisClient(url, { timeoutMs });
  // Our own messages come back too; the origin tells them apart.
  const origin = randomUUID();
  let handler: (userId: number | 'all') => void = () => {};
  const subscription = createRedisSubscription(url, CHANNEL, timeoutMs, {
    onMessage(message) {
      const [from, userId] = message.split(' ');
      if (from !== origin && userId) handler(Number(userId));
    },
    onResumed: () => handler('all'),
    onError,
  });
  return {
    get listening() {
      return subscription.listening;
    },
    async publish(userId) {
      try {
        await (await ready(publisher, timeoutMs)).publish(CHANNEL, `${origin} ${userId}`);
      } catch (error) {
        subscription.distrust();
        throw error;
      }
    },
    onInvalidate(next) {
      handler = next;
    },
    async close() {
      await Promise.all([closeRedis(publisher), subscription.close()]);
    },
  };
}
