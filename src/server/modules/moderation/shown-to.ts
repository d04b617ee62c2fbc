import { eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Which reviews or posts a reader sees: those not hidden by moderation, and their own even when
 * hidden (the page marks them so). `viewerId` null is a visitor.
 */
export function shownTo(target: { hiddenAt: PgColumn; userId: PgColumn }, viewerId: number | null): SQL {
  if (viewerId === null) return isNull(target.hiddenAt);
  return or(isNull(target.hiddenAt), eq(target.userId, viewerId)) as SQL;
}
