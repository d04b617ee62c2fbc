import type { Locale } from '@shared/constants';
import { cardCompanyName } from '@shared/contract/billing';
import type { ApplicableCoupon } from '@shared/contract/coupon';
import type {
  MembershipCharge,
  MembershipState,
  MyMembership,
  SubscribeBody,
} from '@shared/contract/membership';
import type { Paging } from '@shared/contract/paging';
import { and, count, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { membershipCharges, memberships } from '../../db/schema/membership';
import { selectPage } from '../../db/select-page';
import { conflict, internal, paymentFailed } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { assertAccountActive } from '../account/account-status';
import { activeCard } from '../billing/billing.service';
import { listCouponsFor, quoteCoupon } from '../coupon/coupon.service';
import { deliverNotices } from '../notifications/notify-member';
import { orderFailed } from '../payment/payment-errors';
import {
  accessUntil,
  findMembership,
  lockMembership,
  type MembershipRow,
  nextChargeAt,
} from './membership-access';
import {
  type ClaimResult,
  chargePending,
  claimCharge,
  hasPendingCharge,
  noActiveCard,
  runClaimedCharge,
} from './membership-billing';
import { noticeMembershipCanceled, noticeMembershipResumed } from './membership-notices';
import { planSettings } from './membership-plan';

const MEMBERSHIP_ITEM = { kind: 'membership', contentsId: null } as const;

export function stateOf(row: MembershipRow | undefined, now: Date): MembershipState {
  const until = accessUntil(row);
  if (!row || !until || until <= now) return 'none';
  if (row.status === 'past_due') return 'past_due';
  return row.cancelAtPeriodEnd ? 'cancelled' : 'active';
}

/** GET /api/Membership/My */
export async function getMyMembership(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
): Promise<MyMembership> {
  const [row, card, plan] = await Promise.all([
    findMembership(ctx.db, user.id),
    activeCard(ctx.db, user.id),
    planSettings(ctx.db),
  ]);
  const state = stateOf(row, ctx.now());
  const live = state !== 'none';
  const nextAt = live ? nextChargeAt(row) : null;
  const hasPeriod = row !== undefined && row.currentPeriodEnd > row.currentPeriodStart;
  return {
    state,
    currentPeriodStart: hasPeriod ? row.currentPeriodStart.toISOString() : null,
    currentPeriodEnd: hasPeriod ? row.currentPeriodEnd.toISOString() : null,
    accessUntil: live ? (accessUntil(row)?.toISOString() ?? null) : null,
    nextBillingAt: nextAt?.toISOString() ?? null,
    nextAmount: nextAt ? plan.price : null,
    failedAttempts: live ? (row?.retryCount ?? 0) : 0,
    lastFailureCode: live ? (row?.lastFailureCode ?? null) : null,
    endedAt: row?.endedAt?.toISOString() ?? null,
    card: card
      ? {
          billingkey: card.billingKey,
          cardCompany: cardCompanyName(card.cardCompany, locale),
          cardNumber: card.cardNumber,
        }
      : null,
    canCancel: state === 'active' || state === 'past_due',
    canResume: state === 'cancelled',
    canRetry: state === 'past_due',
    price: plan.price,
  };
}

/** GET /api/Membership/Charges: every attempt the member saw (paid or declined), newest first. */
export async function listCharges(
  ctx: AppContext,
  user: SessionUser,
  paging: Paging,
): Promise<{ items: MembershipCharge[]; total: number }> {
  const where = and(
    eq(memberships.userId, user.id),
    // A charge the gateway never received is bookkeeping, not something the member went through.
    or(isNull(membershipCharges.failureCode), ne(membershipCharges.failureCode, 'ABANDONED')),
  );
  const { rows, total } = await selectPage(
    paging,
    where,
    ctx.db
      .select({ charge: membershipCharges })
      .from(membershipCharges)
      .innerJoin(memberships, eq(memberships.id, membershipCharges.membershipId))
      .orderBy(desc(membershipCharges.createdAt), desc(membershipCharges.id))
      .$dynamic(),
    ctx.db
      .select({ n: count() })
      .from(membershipCharges)
      .innerJoin(memberships, eq(memberships.id, membershipCharges.membershipId))
      .$dynamic(),
  );
  return {
    items: rows.map(({ charge }) => ({
      chargeid: charge.id,
      periodStart: charge.periodStart.toISOString(),
      attempt: charge.attempt,
      status: charge.status,
      amount: charge.amount,
      paymentid: charge.orderRowId,
      failureCode: charge.failureCode,
      createdAt: charge.createdAt.toISOString(),
    })),
    total,
  };
}

/** GET /api/Membership/Coupons: the member's coupons usable for the first month. */
export async function listMembershipCoupons(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
): Promise<ApplicableCoupon[]> {
  const plan = await planSettings(ctx.db);
  return listCouponsFor(ctx, user, locale, { ...MEMBERSHIP_ITEM, price: plan.price });
}

/** The member's own membership, row-locked so two requests that change it take turns. */
async function lockOwnMembership(tx: Executor, userId: number): Promise<MembershipRow | undefined> {
  const found = await findMembership(tx, userId);
  return found && lockMembership(tx, found.id);
}

/**
 * A charge the member waits on: whatever keeps it from going through now (a charge already under
 * way, no card, a decline, no answer yet) is an error to show them. The gateway is called only
 * after the claim's transaction commits (membership-billing.ts).
 */
async function chargeWhileMemberWaits(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  claim: (tx: Transaction) => Promise<ClaimResult>,
): Promise<MyMembership> {
  const claimed = await ctx.db.transaction(async (tx) => {
    await assertAccountActive(tx, user.id);
    const result = await claim(tx);
    if (result === 'busy') throw chargePending();
    if (result === 'no_card') throw noActiveCard();
    return result;
  });
  const { outcome } = await runClaimedCharge(ctx, claimed);
  if (outcome.kind === 'declined') throw orderFailed(outcome.error);
  if (outcome.kind === 'unknown') throw paymentFailed('PAYMENT_PENDING', 'payment.confirmPending');
  return getMyMembership(ctx, user, locale);
}

/**
 * POST /api/Membership/Subscribe: charges the first month (less the coupon) to the active card at
 * once and opens the membership for one month. Without a card: 409 NO_ACTIVE_CARD, and the web
 * sends the member to /paymentMethod/subscription.
 */
export async function subscribe(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  input: SubscribeBody,
): Promise<MyMembership> {
  const now = ctx.now();
  const plan = await planSettings(ctx.db);
  const discount = input.couponnumber
    ? (await quoteCoupon(ctx.db, user.id, input.couponnumber, { ...MEMBERSHIP_ITEM, price: plan.price }, now))
        .discount
    : 0;
  if (!(await activeCard(ctx.db, user.id))) throw noActiveCard();
  return chargeWhileMemberWaits(ctx, user, locale, async (tx) => {
    // The row exists before the first payment (status 'ended': no access) so charges can refer to
    // it and concurrent subscribe clicks queue on its lock.
    await tx
      .insert(memberships)
      .values({
        userId: user.id,
        status: 'ended',
        currentPeriodStart: now,
        currentPeriodEnd: now,
        startedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [{ id } = { id: 0 }] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    const membership = await lockMembership(tx, id);
    if (!membership) throw internal('INTERNAL', 'errors.generic');
    if (stateOf(membership, now) !== 'none') throw conflict('ALREADY_MEMBER', 'membership.alreadyMember');
    return claimCharge(ctx, tx, membership, 'subscribe', {
      listAmount: plan.price,
      discount,
      couponnumber: input.couponnumber ?? null,
    });
  });
}

/** POST /api/Membership/Retry: after updating the card, the past-due period is charged at once. */
export async function retryNow(ctx: AppContext, user: SessionUser, locale: Locale): Promise<MyMembership> {
  const plan = await planSettings(ctx.db);
  return chargeWhileMemberWaits(ctx, user, locale, async (tx) => {
    const membership = await lockOwnMembership(tx, user.id);
    if (stateOf(membership, ctx.now()) !== 'past_due' || !membership)
      throw conflict('NOTHING_TO_RETRY', 'membership.nothingToRetry');
    return claimCharge(ctx, tx, membership, 'retry', {
      listAmount: plan.price,
      discount: 0,
      couponnumber: null,
    });
  });
}

/**
 * POST /api/Membership/Cancel. An active membership stops renewing and stays open to the end of
 * the paid period (spec §9); a past-due one has no paid period left, so it ends now and the
 * retries stop.
 */
export async function cancelMembership(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
): Promise<MyMembership> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const membership = await lockOwnMembership(tx, user.id);
    const state = stateOf(membership, now);
    if (!membership || (state !== 'active' && state !== 'past_due'))
      throw conflict('NOT_CANCELLABLE', 'membership.notCancellable');
    if (await hasPendingCharge(tx, membership.id)) throw chargePending();
    await tx
      .update(memberships)
      .set(
        state === 'active'
          ? { cancelAtPeriodEnd: true, updatedAt: now }
          : { status: 'ended', nextRetryAt: null, endedAt: now, updatedAt: now },
      )
      .where(eq(memberships.id, membership.id));
    await noticeMembershipCanceled(ctx, tx, membership, now);
  });
  deliverNotices(ctx);
  return getMyMembership(ctx, user, locale);
}

/** POST /api/Membership/Resume: undoes a cancellation while the paid period lasts. */
export async function resumeMembership(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
): Promise<MyMembership> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const membership = await lockOwnMembership(tx, user.id);
    if (!membership || stateOf(membership, now) !== 'cancelled')
      throw conflict('NOT_RESUMABLE', 'membership.notResumable');
    await tx
      .update(memberships)
      .set({ cancelAtPeriodEnd: false, updatedAt: now })
      .where(eq(memberships.id, membership.id));
    await noticeMembershipResumed(ctx, tx, membership, now);
  });
  deliverNotices(ctx);
  return getMyMembership(ctx, user, locale);
}
