import type { RefundAccount, RefundApproved, RefundSummary } from '@shared/contract/payment';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { orders, refunds } from '../../db/schema/payment';
import { conflict, DomainError, paymentFailed, recordNotFound } from '../../domain/errors';
import { GatewayError, type PaymentRecord } from '../../integrations/payment/gateway';
import type { CancelRequest, ProviderName } from '../../integrations/payment/provider';
import { recordChange } from '../audit/record-change';
import { deliverNotices } from '../notifications/notify-member';
import { syncCashReceipt } from './cash-receipt.service';
import { endPurchase, lockOrder, type OrderRow, refundInFlight } from './order-settlement';
import { noticeRefundApproved, noticeSessionRefunded } from './payment-notices';

/**
 * Every refund of a paid order, whoever starts it (a member's approved request, an operator, a
 * cancelled session), goes the same way:
 * 1. claim: with the order row locked, one refund row turns 'processing' — at most one per order
 *    (a partial unique index), so racing approvals, operator refunds and jobs cannot both cancel;
 * 2. cancel at the gateway keyed `refund-<id>`, with a body derived only from the row, so a retry
 *    after a crash or a lost answer replays the same cancellation instead of making another;
 * 3. record: with the order locked again, the purchase ends (endPurchase only moves forward, so
 *    a webhook that got there first changes nothing) and the refund is approved.
 * A claim left 'processing' by a crash is completed by `resumeRefunds` (payment jobs).
 */

export type RefundRow = typeof refunds.$inferSelect;

const refundFailed = (error: GatewayError) =>
  paymentFailed('REFUND_FAILED', 'payment.refundFailed', { datas: { gatewayCode: error.code } });
export const refundInProgress = () => conflict('REFUND_IN_PROGRESS', 'payment.refundInProgress');

/**
 * The platform's one call that sends money back (or closes an unpaid virtual account) at the
 * gateway that took the order, whichever takes new checkouts now: when the gateway interface
 * changes, this is the place to adapt.
 */
export function cancelAtGateway(
  ctx: AppContext,
  provider: ProviderName | null,
  paymentKey: string,
  request: CancelRequest,
  idempotencyKey: string,
): Promise<PaymentRecord> {
  return ctx.payments.of(provider).cancel(paymentKey, request, idempotencyKey);
}

/** A request still waiting for a decision: an operator's or a session's refund takes it over. */
export async function openRequest(db: Executor, orderRowId: number): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderRowId, orderRowId), eq(refunds.status, 'requested')))
    .for('update');
  return row;
}

export type RefundClaim = Pick<RefundRow, 'reason' | 'policy' | 'amount'> &
  Partial<
    Pick<RefundRow, 'origin' | 'memberAsked' | 'policyAmount' | 'overrideReason' | 'decidedBy' | 'adminNote'>
  > & { refundAccount?: RefundAccount | null };

function accountFields(account: RefundAccount | null | undefined) {
  return account
    ? {
        refundBank: account.bank,
        refundAccountNumber: account.accountNumber,
        refundHolder: account.holderName,
      }
    : {};
}

/**
 * Step 1, inside the caller's transaction with `order` locked: a new refund row, or the open
 * request `adopt`ed, becomes the order's one refund in flight.
 */
export async function claimRefund(
  db: Executor,
  order: OrderRow,
  claim: RefundClaim,
  now: Date,
  adopt?: RefundRow,
): Promise<RefundRow> {
  if (await refundInFlight(db, order.id)) throw refundInProgress();
  const { refundAccount, ...fields } = claim;
  const values = {
    ...fields,
    ...accountFields(refundAccount),
    status: 'processing' as const,
    decidedAt: now,
  };
  if (adopt) {
    const [row] = await db.update(refunds).set(values).where(eq(refunds.id, adopt.id)).returning();
    return row!;
  }
  const [row] = await db
    .insert(refunds)
    .values({ ...values, orderRowId: order.id, userId: order.userId, createdAt: now })
    .returning();
  return row!;
}

/** A refund as the member's history and the console show it. */
export function toRefundSummary(refund: RefundRow): RefundSummary {
  return {
    refundid: refund.id,
    status: refund.status,
    policy: refund.policy,
    amount: refund.amount,
    reason: refund.reason,
    adminNote: refund.adminNote,
    requestedAt: refund.createdAt.toISOString(),
    decidedAt: refund.decidedAt?.toISOString() ?? null,
  };
}

export function storedAccount(refund: RefundRow): RefundAccount | null {
  return refund.refundAccountNumber
    ? {
        bank: refund.refundBank ?? '',
        accountNumber: refund.refundAccountNumber,
        holderName: refund.refundHolder ?? '',
      }
    : null;
}

/** A gateway refusal that a retry will not change: the claim is let go so someone can act. */
async function releaseClaim(ctx: AppContext, refund: RefundRow, error: GatewayError): Promise<void> {
  await ctx.db
    .update(refunds)
    .set(
      refund.origin === 'operator'
        ? { status: 'rejected', adminNote: `${refund.adminNote ?? ''} [${error.code}]`.trim() }
        : { status: 'requested', decidedBy: null, decidedAt: null },
    )
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'processing')));
}

function approvedResult(order: OrderRow, refund: RefundRow): RefundApproved {
  return {
    refundid: refund.id,
    status: 'approved',
    amount: refund.amount,
    orderStatus: order.status,
    canceledAmount: order.canceledAmount,
    remainingAmount: order.amount - order.canceledAmount,
    transactionKey: refund.transactionKey,
  };
}

/**
 * Steps 2 and 3 for a claimed refund; answers what the order looks like afterwards. The approval is
 * audited as `refund.approve` unless the caller already audited the decision (an operator's refund,
 * `order.refund`), so one refund is one entry in the log.
 */
export async function completeRefund(
  ctx: AppContext,
  refundid: number,
  options: { decisionAudited?: boolean } = {},
): Promise<RefundApproved> {
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.id, refundid));
  const [order] = refund ? await ctx.db.select().from(orders).where(eq(orders.id, refund.orderRowId)) : [];
  if (!refund || !order?.paymentKey) throw recordNotFound();
  if (refund.status === 'approved') return approvedResult(order, refund);
  if (refund.status !== 'processing') throw conflict('REFUND_DECIDED', 'payment.refundDecided');
  let payment: PaymentRecord;
  try {
    payment = await cancelAtGateway(
      ctx,
      order.provider,
      order.paymentKey,
      { reason: refund.reason, amount: refund.amount, refundAccount: storedAccount(refund) },
      `refund-${refund.id}`,
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // Unreachable or busy: the claim stays, and a retry or the job replays the same key.
    if (error.kind !== 'unavailable' && error.kind !== 'processing') await releaseClaim(ctx, refund, error);
    throw refundFailed(error);
  }
  const now = ctx.now();
  const recorded = await ctx.db.transaction(async (tx) => {
    // The order first, then the refund, as the gateway's webhook takes them: no deadlock between the two.
    const current = await lockOrder(tx, order.id);
    const [locked] = await tx.select().from(refunds).where(eq(refunds.id, refundid)).for('update');
    if (!current || locked?.status !== 'processing') return null;
    await endPurchase(ctx, tx, current, payment.remainingAmount, now);
    const [approved] = await tx
      .update(refunds)
      .set({ status: 'approved', decidedAt: now, transactionKey: payment.transactionId })
      .where(eq(refunds.id, refundid))
      .returning();
    if (!options.decisionAudited)
      await recordChange(
        tx,
        locked.decidedBy === null ? null : { id: locked.decidedBy },
        'refund.approve',
        { type: 'refund', id: refundid },
        { status: locked.status, orderStatus: current.status, canceledAmount: current.canceledAmount },
        {
          status: 'approved',
          orderStatus: payment.remainingAmount === 0 ? 'canceled' : 'partial_canceled',
          canceledAmount: payment.refundedAmount,
          amount: locked.amount,
          origin: locked.origin,
          note: locked.adminNote,
        },
      );
    const paidBack = {
      id: refundid,
      amount: locked.amount,
      account: storedAccount(locked),
      full: payment.remainingAmount === 0,
    };
    if (locked.origin === 'session') await noticeSessionRefunded(ctx, tx, current, paidBack);
    else await noticeRefundApproved(ctx, tx, current, { ...paidBack, note: locked.adminNote });
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return approvedResult(after!, approved!);
  });
  deliverNotices(ctx);
  // Every refund path ends here: the cash receipt follows what was refunded.
  if (recorded) await syncCashReceipt(ctx, order.id);
  if (recorded) return recorded;
  // Recorded meanwhile by another instance (or the job): answer what it recorded.
  return completeRefund(ctx, refundid);
}

/** Claims left 'processing' longer than this lost their process (a crash, a restart). */
const STALE_CLAIM_MS = 60_000;

/** Payment job: completes refunds whose process died between the claim and the record. */
export async function resumeRefunds(ctx: AppContext, olderThanMs = STALE_CLAIM_MS): Promise<number> {
  const cutoff = ctx.now().getTime() - olderThanMs;
  const stale = await ctx.db
    .select({ id: refunds.id, decidedAt: refunds.decidedAt })
    .from(refunds)
    .where(eq(refunds.status, 'processing'));
  let completed = 0;
  for (const row of stale) {
    if (row.decidedAt && row.decidedAt.getTime() > cutoff) continue;
    try {
      await completeRefund(ctx, row.id);
      completed++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return completed;
}
