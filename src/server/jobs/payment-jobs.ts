import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { orders } from '../db/schema/payment';
import { GatewayError, type PaymentRecord } from '../integrations/payment/gateway';
import { syncLaggingCashReceipts } from '../modules/payment/cash-receipt.service';
import { applyGatewayPayment, lockOrder, releaseOrder } from '../modules/payment/order-settlement';
import { resumeRefunds } from '../modules/payment/refund-execution';
import { runSessionCancellations } from '../modules/payment/session-refunds';
import { repeatInBackground } from './repeat-in-background';

/**
 * Scheduled payment work. Each order is settled under its own row lock and every step checks the
 * current state first, so several server instances may run these at once without harm.
 */

/** A confirm that started this long ago and is still 'ready' lost its answer (crash, timeout). */
const STUCK_CONFIRM_MS = 2 * 60_000;
const BATCH = 200;

export interface ReconcileReport {
  checked: number;
  completed: number;
  waiting: number;
  released: number;
  refunded: number;
  skipped: number;
}

/**
 * Crash safety: asks the gateway about orders left 'ready' after a confirm began (or long
 * abandoned) and completes them (grant, coupon, seat), cancels the charge when it cannot be
 * honoured, or releases them when nothing was charged.
 */
export async function reconcilePendingOrders(ctx: AppContext): Promise<ReconcileReport> {
  const now = ctx.now();
  const report: ReconcileReport = {
    checked: 0,
    completed: 0,
    waiting: 0,
    released: 0,
    refunded: 0,
    skipped: 0,
  };
  const candidates = await ctx.db
    .select({ id: orders.id, orderId: orders.orderId, provider: orders.provider })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'ready'),
        // Membership charges are settled by the renewal job, which also moves the membership.
        ne(orders.kind, 'membership'),
        or(
          and(
            isNotNull(orders.confirmStartedAt),
            lt(orders.confirmStartedAt, new Date(now.getTime() - STUCK_CONFIRM_MS)),
          ),
          and(
            isNull(orders.confirmStartedAt),
            lt(orders.createdAt, new Date(now.getTime() - ctx.payments.longestAbandonedCheckoutMs)),
          ),
        ),
      ),
    )
    .limit(BATCH);
  for (const candidate of candidates) {
    report.checked++;
    let payment: PaymentRecord | null;
    try {
      payment = await ctx.payments.of(candidate.provider).lookupByOrder(candidate.orderId);
    } catch (error) {
      if (error instanceof GatewayError) {
        report.skipped++;
        continue;
      }
      throw error;
    }
    if (!payment) {
      await ctx.db.transaction(async (tx) => {
        const order = await lockOrder(tx, candidate.id);
        if (order?.status === 'ready')
          await releaseOrder(tx, order, 'failed', ctx.now(), { failureCode: 'ABANDONED' });
      });
      report.released++;
      continue;
    }
    if (payment.status === 'pending') {
      report.skipped++;
      continue;
    }
    const outcome = await applyGatewayPayment(ctx, candidate.id, payment);
    if (outcome === 'done') report.completed++;
    else if (outcome === 'waiting') report.waiting++;
    else if (outcome === 'released') report.released++;
    else if (outcome === 'refunded') report.refunded++;
    else report.skipped++;
  }
  return report;
}

export interface ExpiryReport {
  expired: number;
  completed: number;
  skipped: number;
}

/**
 * Unpaid virtual accounts past their deadline: the order expires, its held seat and coupon come
 * back. The gateway is asked first, so a deposit whose webhook was lost still completes.
 */
export async function expireVirtualAccounts(ctx: AppContext): Promise<ExpiryReport> {
  const now = ctx.now();
  const report: ExpiryReport = { expired: 0, completed: 0, skipped: 0 };
  const due = await ctx.db
    .select({ id: orders.id, paymentKey: orders.paymentKey, provider: orders.provider })
    .from(orders)
    .where(and(eq(orders.status, 'waiting_for_deposit'), lt(orders.vaDueDate, now)))
    .limit(BATCH);
  for (const order of due) {
    let paid = false;
    if (order.paymentKey) {
      try {
        const payment = await ctx.payments.of(order.provider).getPayment(order.paymentKey);
        if (payment.status === 'paid') paid = (await applyGatewayPayment(ctx, order.id, payment)) === 'done';
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        if (error.kind === 'unavailable') {
          report.skipped++;
          continue;
        }
      }
    }
    if (paid) {
      report.completed++;
      continue;
    }
    const expired = await ctx.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked?.status !== 'waiting_for_deposit') return false;
      await releaseOrder(tx, locked, 'expired', ctx.now());
      return true;
    });
    if (expired) report.expired++;
    else report.skipped++;
  }
  return report;
}

/** Runs the payment jobs every minute in the background; returns a stop function for shutdown. */
export function schedulePaymentJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
): () => Promise<void> {
  return repeatInBackground(intervalMs, log, 'payment jobs failed', async () => {
    await reconcilePendingOrders(ctx);
    await expireVirtualAccounts(ctx);
    await resumeRefunds(ctx);
    await runSessionCancellations(ctx);
    await syncLaggingCashReceipts(ctx);
  });
}
