import { and, asc, eq, lt, lte, notExists, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { membershipCharges, memberships } from '../db/schema/membership';
import { orders } from '../db/schema/payment';
import { GatewayError, type PaymentRecord } from '../integrations/payment/gateway';
import {
  type ClaimedCharge,
  claimCharge,
  type DeclineNotice,
  recordMissingCard,
  runClaimedCharge,
  settleFailed,
  settlePaid,
} from '../modules/membership/membership-billing';
import { noticeRenewalDeclined } from '../modules/membership/membership-notices';
import { planSettings } from '../modules/membership/membership-plan';
import { repeatInBackground } from './repeat-in-background';

/**
 * Monthly renewals. Safe with any number of server instances running it at once: a due
 * membership is claimed with FOR UPDATE SKIP LOCKED and a pending charge is written before its
 * lock is released, so no other runner charges it; the gateway's Idempotency-Key and the unique
 * paid-charge index per period back that up (see membership-billing.ts).
 */

/** A pending charge older than this lost its answer (the gateway client gives up long before). */
const STALE_CHARGE_MS = 5 * 60_000;
const BATCH = 100;

export interface RenewalReport {
  ended: number;
  charged: number;
  declined: number;
  unknown: number;
  reconciled: number;
}

/** Pending charges whose answer was lost: the gateway's record of the orderId decides. */
async function reconcileStaleCharges(ctx: AppContext, report: RenewalReport): Promise<void> {
  const stale = await ctx.db
    .select({ chargeId: membershipCharges.id, orderId: orders.orderId, provider: orders.provider })
    .from(membershipCharges)
    .innerJoin(orders, eq(orders.id, membershipCharges.orderRowId))
    .where(
      and(
        eq(membershipCharges.status, 'pending'),
        lt(membershipCharges.createdAt, new Date(ctx.now().getTime() - STALE_CHARGE_MS)),
      ),
    )
    .limit(BATCH);
  for (const charge of stale) {
    let payment: PaymentRecord | null;
    try {
      payment = await ctx.payments.of(charge.provider).lookupByOrder(charge.orderId);
    } catch (error) {
      if (error instanceof GatewayError) continue;
      throw error;
    }
    if (payment?.status === 'paid') await settlePaid(ctx, charge.chargeId, payment);
    else await settleFailed(ctx, charge.chargeId, 'ABANDONED', 'abandoned');
    report.reconciled++;
  }
}

/** Cancelled memberships whose paid period is over end (access already stopped at the period end). */
async function endCancelled(ctx: AppContext, report: RenewalReport): Promise<void> {
  const now = ctx.now();
  const ended = await ctx.db
    .update(memberships)
    .set({ status: 'ended', endedAt: now, updatedAt: now })
    .where(
      and(
        eq(memberships.status, 'active'),
        eq(memberships.cancelAtPeriodEnd, true),
        lte(memberships.currentPeriodEnd, now),
      ),
    )
    .returning({ id: memberships.id });
  report.ended += ended.length;
}

type Claim = { charge: ClaimedCharge } | { notice: DeclineNotice } | null;

/** Claims the next due membership no other runner holds, or null when none is left. */
async function claimNext(ctx: AppContext): Promise<Claim | 'skip'> {
  const now = ctx.now();
  const plan = await planSettings(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const pending = tx
      .select({ id: membershipCharges.id })
      .from(membershipCharges)
      .where(
        and(eq(membershipCharges.membershipId, memberships.id), eq(membershipCharges.status, 'pending')),
      );
    const [membership] = await tx
      .select()
      .from(memberships)
      .where(
        and(
          or(
            and(
              eq(memberships.status, 'active'),
              eq(memberships.cancelAtPeriodEnd, false),
              lte(memberships.currentPeriodEnd, now),
            ),
            and(eq(memberships.status, 'past_due'), lte(memberships.nextRetryAt, now)),
          ),
          notExists(pending),
        ),
      )
      .orderBy(asc(memberships.currentPeriodEnd))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!membership) return null;
    const result = await claimCharge(ctx, tx, membership, 'renewal', {
      listAmount: plan.price,
      discount: 0,
      couponnumber: null,
    });
    if (result === 'busy') return 'skip';
    if (result === 'no_card') return { notice: await recordMissingCard(ctx, tx, membership) };
    return { charge: result };
  });
}

/** One pass: settle lost answers, end cancelled memberships, charge every due renewal once. */
export async function runMembershipRenewals(ctx: AppContext): Promise<RenewalReport> {
  const report: RenewalReport = { ended: 0, charged: 0, declined: 0, unknown: 0, reconciled: 0 };
  await reconcileStaleCharges(ctx, report);
  await endCancelled(ctx, report);
  for (let i = 0; i < BATCH; i++) {
    const claim = await claimNext(ctx);
    if (claim === null) break;
    if (claim === 'skip') continue;
    if ('notice' in claim) {
      report.declined++;
      await noticeRenewalDeclined(ctx, claim.notice);
      continue;
    }
    const { outcome, notice } = await runClaimedCharge(ctx, claim.charge);
    if (outcome.kind === 'paid') report.charged++;
    else if (outcome.kind === 'declined') report.declined++;
    else report.unknown++;
    if (notice) await noticeRenewalDeclined(ctx, notice);
  }
  return report;
}

/** Runs a pass every few minutes in the background; returns a stop function for shutdown. */
export function scheduleMembershipRenewals(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = 5 * 60_000,
): () => Promise<void> {
  return repeatInBackground(intervalMs, log, 'membership renewals failed', async () => {
    const report = await runMembershipRenewals(ctx);
    if (report.charged + report.declined + report.unknown + report.reconciled + report.ended > 0)
      log.info({ report }, 'membership renewals');
  });
}
