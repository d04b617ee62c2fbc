import { LOCALES, type Locale } from '@shared/constants';
import { RENEWAL_RETRY_DAYS } from '@shared/contract/membership';
import { pickLocalized } from '@shared/localized';
import { seoulDay } from '@shared/seoul-time';
import { and, eq, max } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { membershipCharges, memberships } from '../../db/schema/membership';
import { orders } from '../../db/schema/payment';
import { conflict } from '../../domain/errors';
import { GatewayError, type PaymentRecord } from '../../integrations/payment/gateway';
import type { ProviderName } from '../../integrations/payment/provider';
import { activeCard } from '../billing/billing.service';
import { consumeCoupon } from '../coupon/coupon.service';
import { deliverNotices } from '../notifications/notify-member';
import { buyerProfile } from '../payment/buyer-profile';
import { lockOrder, paymentFields, releaseOrder } from '../payment/order-settlement';
import { lockMembership, type MembershipRow } from './membership-access';
import { noticeMembershipCharged } from './membership-notices';
import { planSettings } from './membership-plan';

/**
 * Charging the membership to the member's saved card (billing key). Every charge goes in three
 * steps, because the gateway must never be called inside a database transaction (the sandbox
 * gateway shares the database, and a lock held across an HTTP call stalls everyone else):
 *
 * 1. claim: with the membership row locked, a 'pending' charge and a 'ready' order are written.
 *    A membership with a pending charge is never claimed again, so two job runners, or a runner
 *    and the member's retry button, cannot both charge it.
 * 2. charge: the gateway is called with an Idempotency-Key derived from membership, period and
 *    attempt, and an orderId derived the same way, so a repeated call cannot charge twice.
 * 3. settle: with the membership row locked again, the pending charge becomes done (the partial
 *    unique index allows one paid charge per period) or failed, and the membership follows.
 *
 * A pending charge whose answer was lost (crash, timeout) is settled by the renewal job from the
 * gateway's record of the orderId (reconcileStaleCharges).
 */

const DAY_MS = 86_400_000;

type MembershipChargeRow = typeof membershipCharges.$inferSelect;

export type ChargePurpose = 'subscribe' | 'renewal' | 'retry';

export interface ClaimedCharge {
  chargeId: number;
  orderRowId: number;
  orderId: string;
  membershipId: number;
  userId: number;
  periodStart: Date;
  attempt: number;
  amount: number;
  orderName: string;
  billingKey: string;
  /** The card's provider: it issued the billing key, so it charges it. */
  provider: ProviderName | null;
  customerKey: string;
  purpose: ChargePurpose;
}

export type ClaimResult = ClaimedCharge | 'busy' | 'no_card';

export const noActiveCard = () => conflict('NO_ACTIVE_CARD', 'membership.noCard');
export const chargePending = () => conflict('PAYMENT_PENDING', 'payment.confirmPending');

/** Calendar months in UTC; the day is clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/**
 * The end of the period that starts at periodStart, counted from the membership's start so the
 * billing day does not drift (31 Jan → 28 Feb → 31 Mar, not → 28 Mar).
 */
export function periodEndFor(startedAt: Date, periodStart: Date): Date {
  const months =
    (periodStart.getUTCFullYear() - startedAt.getUTCFullYear()) * 12 +
    (periodStart.getUTCMonth() - startedAt.getUTCMonth());
  const end = addMonths(startedAt, months + 1);
  return end > periodStart ? end : addMonths(periodStart, 1);
}

export function chargeIdempotencyKey(membershipId: number, periodStart: Date, attempt: number): string {
  return `membership-${membershipId}-${periodStart.getTime()}-${attempt}`;
}

export async function hasPendingCharge(tx: Executor, membershipId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: membershipCharges.id })
    .from(membershipCharges)
    .where(and(eq(membershipCharges.membershipId, membershipId), eq(membershipCharges.status, 'pending')))
    .limit(1);
  return Boolean(row);
}

async function nextAttempt(tx: Executor, membershipId: number, periodStart: Date): Promise<number> {
  const [row] = await tx
    .select({ last: max(membershipCharges.attempt) })
    .from(membershipCharges)
    .where(
      and(eq(membershipCharges.membershipId, membershipId), eq(membershipCharges.periodStart, periodStart)),
    );
  return (row?.last ?? 0) + 1;
}

/**
 * Step 1, inside the caller's transaction with the membership row locked. A renewal or retry
 * charges the period that starts where the paid one ends; a subscription starts one now.
 */
export async function claimCharge(
  ctx: AppContext,
  tx: Executor,
  membership: MembershipRow,
  purpose: ChargePurpose,
  pricing: { listAmount: number; discount: number; couponnumber: string | null },
): Promise<ClaimResult> {
  if (await hasPendingCharge(tx, membership.id)) return 'busy';
  const now = ctx.now();
  const periodStart = purpose === 'subscribe' ? now : membership.currentPeriodEnd;
  const card = await activeCard(tx, membership.userId);
  if (!card) return 'no_card';
  const attempt = await nextAttempt(tx, membership.id, periodStart);
  const [account] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, membership.userId));
  const buyer = await buyerProfile(tx, {
    id: membership.userId,
    name: account?.name ?? '',
    email: account?.email ?? '',
  });
  const plan = await planSettings(tx);
  const periodEnd =
    purpose === 'subscribe' ? addMonths(now, 1) : periodEndFor(membership.startedAt, periodStart);
  // A period has no product whose title could name it in the reader's language: the order keeps
  // its name in each, and the stored name (what the gateway is sent) in Korean, the default one.
  const period = `${seoulDay(periodStart)} ~ ${seoulDay(periodEnd)}`;
  const localNames = Object.fromEntries(
    LOCALES.map((locale) => [locale, `${pickLocalized(plan.name, locale)} ${period}`.slice(0, 100)]),
  ) as Record<Locale, string>;
  const orderName = localNames.ko;
  const orderId = `MS${membership.id}-${periodStart.getTime().toString(36)}-${attempt}`;
  const amount = pricing.listAmount - pricing.discount;
  const [order] = await tx
    .insert(orders)
    .values({
      orderId,
      userId: membership.userId,
      kind: 'membership',
      orderName,
      localNames,
      listAmount: pricing.listAmount,
      discountAmount: pricing.discount,
      amount,
      couponnumber: pricing.couponnumber,
      method: 'card',
      installmentMonths: 0,
      customerKey: card.customerKey,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerPhone: buyer.phone,
      provider: card.provider,
      confirmStartedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  if (
    pricing.couponnumber &&
    !(await consumeCoupon(tx, {
      couponnumber: pricing.couponnumber,
      userId: membership.userId,
      orderId,
      now,
    }))
  )
    throw conflict('COUPON_USED', 'coupon.alreadyUsed');
  const [charge] = await tx
    .insert(membershipCharges)
    .values({
      membershipId: membership.id,
      periodStart,
      attempt,
      status: 'pending',
      amount,
      orderRowId: order!.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: membershipCharges.id });
  return {
    chargeId: charge!.id,
    orderRowId: order!.id,
    orderId,
    membershipId: membership.id,
    userId: membership.userId,
    periodStart,
    attempt,
    amount,
    orderName,
    billingKey: card.billingKey,
    provider: card.provider,
    customerKey: card.customerKey,
    purpose,
  };
}

/** A renewal with no card to charge counts as a declined attempt, without calling the gateway. */
export async function recordMissingCard(ctx: AppContext, tx: Executor, membership: MembershipRow) {
  const now = ctx.now();
  const periodStart = membership.currentPeriodEnd;
  const plan = await planSettings(tx);
  const [charge] = await tx
    .insert(membershipCharges)
    .values({
      membershipId: membership.id,
      periodStart,
      attempt: await nextAttempt(tx, membership.id, periodStart),
      status: 'failed',
      amount: plan.price,
      failureCode: 'NO_ACTIVE_CARD',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: membershipCharges.id });
  return scheduleAfterDecline(ctx, tx, membership, charge!.id, 'NO_ACTIVE_CARD');
}

export type ChargeOutcome =
  | { kind: 'paid'; payment: PaymentRecord }
  | { kind: 'declined'; error: GatewayError }
  | { kind: 'unknown' };

/** Step 2: the only place the gateway is asked for money. */
export async function chargeGateway(ctx: AppContext, claimed: ClaimedCharge): Promise<ChargeOutcome> {
  try {
    const payment = await ctx.payments.of(claimed.provider).chargeBillingKey(
      claimed.billingKey,
      {
        customerKey: claimed.customerKey,
        amount: claimed.amount,
        orderId: claimed.orderId,
        orderName: claimed.orderName,
      },
      chargeIdempotencyKey(claimed.membershipId, claimed.periodStart, claimed.attempt),
    );
    return payment.status === 'paid' ? { kind: 'paid', payment } : { kind: 'unknown' };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // No answer, or still processing: the outcome is unknown, the job asks the gateway later.
    if (error.kind === 'unavailable' || error.kind === 'processing') return { kind: 'unknown' };
    return { kind: 'declined', error };
  }
}

/**
 * Step 3's locks: the membership before the charge, the order the claim takes, so settling and
 * claiming cannot deadlock. The charge is read again under its lock because another runner may
 * have settled it meanwhile; then there is nothing to settle (null).
 */
async function lockPendingCharge(
  tx: Executor,
  chargeId: number,
): Promise<{ membership: MembershipRow; charge: MembershipChargeRow } | null> {
  const [found] = await tx.select().from(membershipCharges).where(eq(membershipCharges.id, chargeId));
  if (!found) return null;
  const membership = await lockMembership(tx, found.membershipId);
  const [charge] = await tx
    .select()
    .from(membershipCharges)
    .where(eq(membershipCharges.id, chargeId))
    .for('update');
  if (!membership || charge?.status !== 'pending') return null;
  return { membership, charge };
}

/** Step 3 on success: the period is paid and the membership runs to its end. */
export async function settlePaid(
  ctx: AppContext,
  chargeId: number,
  payment: PaymentRecord,
): Promise<boolean> {
  const now = ctx.now();
  const settled = await ctx.db.transaction(async (tx) => {
    const locked = await lockPendingCharge(tx, chargeId);
    if (!locked) return false;
    const { membership, charge } = locked;
    await tx
      .update(membershipCharges)
      .set({ status: 'done', failureCode: null, updatedAt: now })
      .where(eq(membershipCharges.id, charge.id));
    if (charge.orderRowId !== null) {
      const order = await lockOrder(tx, charge.orderRowId);
      if (order && order.status !== 'done') {
        await tx
          .update(orders)
          .set({
            ...paymentFields(payment),
            installmentMonths: 0,
            approvedAt: payment.paidAt ?? now,
            status: 'done',
            failureCode: null,
            updatedAt: now,
          })
          .where(eq(orders.id, order.id));
      }
    }
    // A renewal continues the membership's cycle; anything else (a subscription, or a payment
    // that arrived after the membership had ended) starts a new cycle at the charged period.
    const renewal =
      membership.status !== 'ended' && charge.periodStart.getTime() === membership.currentPeriodEnd.getTime();
    const startedAt = renewal ? membership.startedAt : charge.periodStart;
    const periodEnd = periodEndFor(startedAt, charge.periodStart);
    await tx
      .update(memberships)
      .set({
        status: 'active',
        startedAt,
        currentPeriodStart: charge.periodStart,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: renewal ? membership.cancelAtPeriodEnd : false,
        retryCount: 0,
        nextRetryAt: null,
        lastFailureCode: null,
        endedAt: null,
        updatedAt: now,
      })
      .where(eq(memberships.id, membership.id));
    await noticeMembershipCharged(ctx, tx, {
      id: charge.id,
      userId: membership.userId,
      amount: charge.amount,
      renewal,
      periodEnd,
    });
    return true;
  });
  if (settled) deliverNotices(ctx);
  return settled;
}

export interface DeclineNotice {
  /** The declined charge: one notice per charge, however often the job runs. */
  chargeId: number;
  userId: number;
  amount: number;
  /** The next scheduled retry, or null when this was the last one and the membership ended. */
  nextRetryAt: Date | null;
}

/**
 * A declined scheduled renewal: past due with the next retry on day 1, 3 or 5 after the due date
 * (RENEWAL_RETRY_DAYS), or ended after the last one.
 */
async function scheduleAfterDecline(
  ctx: AppContext,
  tx: Executor,
  membership: MembershipRow,
  chargeId: number,
  failureCode: string,
): Promise<DeclineNotice> {
  const now = ctx.now();
  const failures = membership.retryCount + 1;
  const retryDay = RENEWAL_RETRY_DAYS[failures - 1];
  const nextRetryAt =
    retryDay === undefined ? null : new Date(membership.currentPeriodEnd.getTime() + retryDay * DAY_MS);
  await tx
    .update(memberships)
    .set(
      nextRetryAt
        ? {
            status: 'past_due',
            retryCount: failures,
            nextRetryAt,
            lastFailureCode: failureCode,
            updatedAt: now,
          }
        : {
            status: 'ended',
            retryCount: failures,
            nextRetryAt: null,
            lastFailureCode: failureCode,
            endedAt: now,
            updatedAt: now,
          },
    )
    .where(eq(memberships.id, membership.id));
  const plan = await planSettings(tx);
  return { chargeId, userId: membership.userId, amount: plan.price, nextRetryAt };
}

/**
 * Step 3 on failure. 'abandoned' is a charge the gateway never received: it is closed without
 * counting as a decline, so the next pass charges again.
 */
export async function settleFailed(
  ctx: AppContext,
  chargeId: number,
  failureCode: string,
  purpose: ChargePurpose | 'abandoned',
): Promise<DeclineNotice | null> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPendingCharge(tx, chargeId);
    if (!locked) return null;
    const { membership, charge } = locked;
    await tx
      .update(membershipCharges)
      .set({ status: 'failed', failureCode, updatedAt: now })
      .where(eq(membershipCharges.id, charge.id));
    if (charge.orderRowId !== null) {
      const order = await lockOrder(tx, charge.orderRowId);
      // The first month's coupon goes back to the member with the failed order.
      if (order?.status === 'ready') await releaseOrder(tx, order, 'failed', now, { failureCode });
    }
    if (purpose === 'retry') {
      await tx
        .update(memberships)
        .set({ lastFailureCode: failureCode, updatedAt: now })
        .where(eq(memberships.id, membership.id));
      return null;
    }
    if (purpose !== 'renewal' || membership.status === 'ended') return null;
    return scheduleAfterDecline(ctx, tx, membership, charge.id, failureCode);
  });
}

/** Runs steps 2 and 3 for a claimed charge; the answer says what happened. */
export async function runClaimedCharge(
  ctx: AppContext,
  claimed: ClaimedCharge,
): Promise<{ outcome: ChargeOutcome; notice: DeclineNotice | null }> {
  const outcome = await chargeGateway(ctx, claimed);
  if (outcome.kind === 'paid') {
    await settlePaid(ctx, claimed.chargeId, outcome.payment);
    return { outcome, notice: null };
  }
  if (outcome.kind === 'declined') {
    const notice = await settleFailed(ctx, claimed.chargeId, outcome.error.code, claimed.purpose);
    return { outcome, notice };
  }
  return { outcome, notice: null };
}
