import type { MyCourse } from '@shared/contract/learning';
import type { ChangeFeed, DatabaseHandle } from '../../db/client';

/**
 * GET /api/Learning/MyCourses answers, serialised, per member, language and catalogue generation.
 * The list is read far more often than what it is made of changes, and on the embedded engine even
 * one query costs more than the whole budget of the call (decision 051).
 *
 * What it is made of — enrolments, lesson progress, certificates, the membership, the member's role
 * or status — notifies `learner_changed` with the member's id from a trigger (migration 0016),
 * whoever writes it: a request on any instance, a job, the gateway's webhook. Each server LISTENs
 * and forgets that member. A catalogue write changes the catalogue generation in the key. An answer
 * is kept at most a minute, and never past the first access it shows ending nor past the end of the
 * membership whose courses it lists: those two pass with the clock, with no write to notify.
 */
export interface MyCoursesCache {
  /** A generation to hand back to `set`: an answer computed across a change is not kept. */
  readonly generation: number;
  get(userId: number, key: string, now: number): string | undefined;
  set(userId: number, key: string, answer: { body: string; expiresAt: number }, since: number): void;
  forget(userId: number | 'all'): void;
  close(): Promise<void>;
}

/** Bounded by the bytes it holds: a member's list is a few hundred bytes to a few kilobytes. */
export const MY_COURSES_CACHE_MAX_BYTES = 4 * 1024 * 1024;
export const MY_COURSES_TTL_MS = 60_000;

interface Entry {
  userId: number;
  body: string;
  expiresAt: number;
}

export async function openMyCoursesCache(
  database: Pick<DatabaseHandle, 'listen'>,
  maxBytes = MY_COURSES_CACHE_MAX_BYTES,
): Promise<MyCoursesCache> {
  const entries = new Map<string, Entry>();
  const keysByUser = new Map<number, Set<string>>();
  let heldBytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    heldBytes -= entry.body.length;
    const keys = keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.userId);
  };
  const forget = (userId: number | 'all') => {
    generation += 1;
    if (userId === 'all') {
      entries.clear();
      keysByUser.clear();
      heldBytes = 0;
      return;
    }
    for (const key of keysByUser.get(userId) ?? []) drop(key);
  };

  const feed: ChangeFeed = await database.listen('learner_changed', {
    onPayload: (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) forget(userId);
    },
    onReset: () => forget('all'),
  });

  return {
    get generation() {
      return generation;
    },
    get(userId, key, now) {
      const fullKey = `${userId}|${key}`;
      const entry = entries.get(fullKey);
      if (!entry) return undefined;
      if (entry.expiresAt <= now || !feed.listening) {
        drop(fullKey);
        return undefined;
      }
      return entry.body;
    },
    set(userId, key, answer, since) {
      if (since !== generation || !feed.listening || answer.body.length > maxBytes) return;
      const fullKey = `${userId}|${key}`;
      drop(fullKey);
      // Map keeps insertion order: the oldest answers go first until the new one fits.
      for (const oldest of entries.keys()) {
        if (heldBytes + answer.body.length <= maxBytes) break;
        drop(oldest);
      }
      entries.set(fullKey, { userId, ...answer });
      heldBytes += answer.body.length;
      const keys = keysByUser.get(userId) ?? new Set<string>();
      keys.add(fullKey);
      keysByUser.set(userId, keys);
    },
    forget,
    async close() {
      forget('all');
      await feed.close();
    },
  };
}

/**
 * Until when an answer may be served: a minute, or less when an access it shows ends sooner — a
 * course's, or the membership's (its courses are listed while it lasts).
 */
export function keptUntil(courses: MyCourse[], now: number, membershipEndsAt: Date | null): number {
  let until = now + MY_COURSES_TTL_MS;
  const ends = courses.map(({ access }) => (access.expiresAt ? Date.parse(access.expiresAt) : Number.NaN));
  if (membershipEndsAt) ends.push(membershipEndsAt.getTime());
  for (const end of ends) if (end > now && end < until) until = end;
  return until;
}
