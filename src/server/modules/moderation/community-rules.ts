import { eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RateLimitRule } from '../../http/rate-limit';

/**
 * One posting budget per account for reviews, questions, answers, follow-ups and reports alike, so
 * a spammer cannot spread over the kinds. Operators override it by name with RATE_LIMITS.
 */
export const postingLimits: RateLimitRule[] = [
  { name: 'community.posting', max: 20, windowSeconds: 600, key: ({ user }) => user?.useruid },
];

/**
 * Which reviews or posts a reader sees: those not hidden by moderation, and their own even when
 * hidden (marked so by the page). `viewerId` null is a visitor.
 */
export function shownTo(target: { hiddenAt: PgColumn; userId: PgColumn }, viewerId: number | null): SQL {
  if (viewerId === null) return isNull(target.hiddenAt);
  return or(isNull(target.hiddenAt), eq(target.userId, viewerId)) as SQL;
}
