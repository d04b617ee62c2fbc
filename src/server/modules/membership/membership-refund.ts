import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipCharges, memberships } from '../../db/schema/membership';
import type { PurchaseRefunded } from '../../domain/purchase-refunded';
import { lockMembership } from './membership-access';

/**
 * Money that goes back on a membership charge, in full or in part, ends the period it paid for
 * at once, as any refund of a course ends its access; the membership stops renewing and opens no
 * more courses (docs/decisions/048-a-refunded-membership-charge-ends-its-period.md). Every refund path reaches
 * this through `endPurchase` (payment/order-settlement.ts), which tells it as a PurchaseRefunded
 * event (domain/purchase-refunded.ts; listened to from modules/register.ts): an operator's refund,
 * an approved request, a session's, and a cancellation the gateway's webhook reports. The caller
 * holds the order row locked; the membership row is locked here.
 */
export async function endRefundedPeriod(
  db: Executor,
  { orderRowId, kind, at: now }: PurchaseRefunded,
): Promise<void> {
  if (kind !== 'membership') return;
  const [charge] = await db
    .select()
    .from(membershipCharges)
    .where(and(eq(membershipCharges.orderRowId, orderRowId), eq(membershipCharges.status, 'done')));
  if (!charge) return;
  const membership = await lockMembership(db, charge.membershipId);
  // A period already over (a renewal has paid the next one) or a membership already ended has
  // no time left to take back: the refund is money only.
  if (!membership || membership.status === 'ended') return;
  if (charge.periodStart.getTime() !== membership.currentPeriodStart.getTime()) return;
  await db
    .update(memberships)
    .set({
      status: 'ended',
      currentPeriodEnd: now < membership.currentPeriodEnd ? now : membership.currentPeriodEnd,
      nextRetryAt: null,
      endedAt: now,
      updatedAt: now,
    })
    .where(eq(memberships.id, membership.id));
}
