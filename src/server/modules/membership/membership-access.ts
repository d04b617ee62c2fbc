import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { memberships } from '../../db/schema/membership';

const DAY_MS = 86_400_000;

/**
 * How long past the paid period a renewing membership keeps its access: the renewal is charged at
 * the period end and, when declined, retried on days 1, 3 and 5 (RENEWAL_RETRY_DAYS); the last
 * retry ends the membership. One more day covers a renewal job that runs late, so access never
 * hangs on the job being on time — nor lasts forever if it stops.
 */
export const RENEWAL_GRACE_MS = 6 * DAY_MS;

export type MembershipRow = typeof memberships.$inferSelect;

/**
 * Until when a membership opens courses, or null when it does not:
 * - active and renewing: to the period end plus the grace above (the renewal is under way);
 * - cancelled (cancelAtPeriodEnd): to the end of the paid period, not a moment longer (spec §9);
 * - past due: through the retries, to the period end plus the grace;
 * - ended (or a first charge that never went through): none.
 */
export function accessUntil(row: MembershipRow | undefined): Date | null {
  if (!row || row.status === 'ended') return null;
  const end = row.currentPeriodEnd.getTime();
  if (row.status === 'active' && row.cancelAtPeriodEnd) return row.currentPeriodEnd;
  return new Date(end + RENEWAL_GRACE_MS);
}

export async function findMembership(db: Executor, userId: number): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  return row;
}

export async function lockMembership(db: Executor, membershipId: number): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, membershipId)).for('update');
  return row;
}

/**
 * Whether the member's membership opens membership-included courses now (player, my courses,
 * course detail). Progress is never touched: when access ends it is simply not granted any more.
 */
export async function hasActiveMembership(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: number,
): Promise<boolean> {
  const until = accessUntil(await findMembership(ctx.db, userId));
  return until !== null && until.getTime() > ctx.now().getTime();
}

/** When the membership will next charge the active card (renewal or retry); null if it will not. */
export function nextChargeAt(row: MembershipRow | undefined): Date | null {
  if (!row) return null;
  if (row.status === 'active' && !row.cancelAtPeriodEnd) return row.currentPeriodEnd;
  if (row.status === 'past_due') return row.nextRetryAt;
  return null;
}

export async function nextRenewalAt(ctx: Pick<AppContext, 'db'>, userId: number): Promise<Date | null> {
  return nextChargeAt(await findMembership(ctx.db, userId));
}
