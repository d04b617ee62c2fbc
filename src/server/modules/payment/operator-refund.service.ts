import type {
  OperatorCancelBody,
  OperatorRefundBody,
  OperatorRefundOffer,
  RefundApproved,
} from '@shared/contract/payment';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { orders, refunds } from '../../db/schema/payment';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalid, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { GatewayError } from '../../integrations/payment/gateway';
import { recordChange } from '../audit/record-change';
import { applyGatewayPayment, lockOrder, type OrderRow, releaseOrder } from './order-settlement';
import { cancelAtGateway, claimRefund, completeRefund, openRequest, storedAccount } from './refund-execution';
import { refundPolicy } from './refund-quote';

/**
 * Refunds and cancellations an operator makes from an order in the console: a refund asked by
 * phone, a double charge, an order nobody will pay. They share the refund path with members'
 * requests (refund-execution.ts), so the two and the gateway's webhook never refund twice.
 */

const isPaid = (order: OrderRow) =>
  (order.status === 'done' || order.status === 'partial_canceled') && order.paymentKey !== null;

const notRefundable = () => conflict('NOT_REFUNDABLE', 'payment.orderNotRefundable');

export async function operatorRefundOffer(
  db: Executor,
  order: OrderRow,
  now: Date,
): Promise<OperatorRefundOffer> {
  const paid = isPaid(order);
  const remaining = paid ? order.amount - order.canceledAmount : 0;
  const decision = paid ? await refundPolicy(db, order, now) : null;
  const [request] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderRowId, order.id), eq(refunds.status, 'requested')));
  return {
    refundable: remaining > 0,
    cancelable: order.status === 'ready' || order.status === 'waiting_for_deposit',
    remaining,
    suggestedAmount: decision?.refundable ? decision.amount : 0,
    policy: decision?.refundable ? decision.policy : null,
    policyReason: decision && !decision.refundable ? decision.reason : null,
    needsRefundAccount: order.method === 'virtual_account',
    requestedAccount: request ? storedAccount(request) : null,
  };
}

/**
 * POST /api/Admin/Orders/{paymentid}/Refund: the operator's amount (the policy's suggestion, or
 * another with a reason, audited), any part of what is left. A member's open request on the order
 * is settled by it rather than left to be approved a second time.
 */
export async function refundOrder(
  ctx: AppContext,
  admin: SessionUser,
  paymentid: number,
  body: OperatorRefundBody,
): Promise<RefundApproved> {
  const now = ctx.now();
  const claimed = await adminTransaction(ctx, admin, async (tx) => {
    const order = await lockOrder(tx, paymentid);
    if (!order) throw recordNotFound();
    const remaining = order.amount - order.canceledAmount;
    if (!isPaid(order) || remaining <= 0) throw notRefundable();
    if (body.amount > remaining)
      throw invalid('REFUND_AMOUNT_TOO_LARGE', 'payment.refundAmountTooLarge', {
        params: { max: remaining },
      });
    const decision = await refundPolicy(tx, order, now);
    const suggested = decision.refundable ? decision.amount : 0;
    const overridden = body.amount !== suggested;
    if (overridden && !body.overrideReason)
      throw invalid('REFUND_OVERRIDE_REASON_REQUIRED', 'payment.refundOverrideReasonRequired');
    const request = await openRequest(tx, order.id);
    const refundAccount = body.refundAccount ?? (request ? storedAccount(request) : null);
    if (order.method === 'virtual_account' && !refundAccount)
      throw invalid('REFUND_ACCOUNT_REQUIRED', 'payment.refundAccountRequired');
    const refund = await claimRefund(
      tx,
      order,
      {
        // An adopted request keeps the member's words; the operator's go into the note.
        reason: request?.reason ?? body.reason,
        adminNote: request ? body.reason : null,
        policy: body.amount === remaining ? 'full' : 'partial',
        amount: body.amount,
        origin: request?.origin ?? 'operator',
        memberAsked: body.memberAsked,
        policyAmount: overridden ? suggested : null,
        overrideReason: overridden ? (body.overrideReason ?? null) : null,
        decidedBy: admin.id,
        refundAccount,
      },
      now,
      request,
    );
    await recordChange(
      tx,
      admin,
      'order.refund',
      { type: 'order', id: order.id },
      { status: order.status, canceledAmount: order.canceledAmount },
      {
        refundid: refund.id,
        amount: body.amount,
        policyAmount: suggested,
        memberAsked: body.memberAsked,
        reason: body.reason,
        overrideReason: overridden ? body.overrideReason : null,
      },
    );
    return refund;
  });
  return completeRefund(ctx, claimed.id, { decisionAudited: true });
}

/**
 * POST /api/Admin/Orders/{paymentid}/Cancel: an order not paid. A checkout never finished is
 * closed here alone (nothing exists at the gateway to cancel); an issued virtual account is closed
 * at the gateway first, so a later deposit is refused there. The seat and coupon come back.
 */
export async function cancelOrder(
  ctx: AppContext,
  admin: SessionUser,
  paymentid: number,
  body: OperatorCancelBody,
): Promise<{ paymentid: number; status: OrderRow['status'] }> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, paymentid));
  if (!order) throw recordNotFound();
  const notCancelable = () => conflict('NOT_CANCELABLE', 'payment.notCancelable');
  if (order.status === 'waiting_for_deposit' && order.paymentKey) {
    try {
      const payment = await cancelAtGateway(
        ctx,
        order.provider,
        order.paymentKey,
        { reason: body.reason },
        `operator-cancel-${order.orderId}`,
      );
      await applyGatewayPayment(ctx, order.id, payment);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // Paid or closed meanwhile: bring the order up to date and say what it is now.
      await applyGatewayPayment(
        ctx,
        order.id,
        await ctx.payments.of(order.provider).getPayment(order.paymentKey),
      );
    }
  } else if (order.status !== 'ready') {
    throw notCancelable();
  }
  return adminTransaction(ctx, admin, async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw recordNotFound();
    if (current.status === 'ready')
      await releaseOrder(tx, current, 'canceled', ctx.now(), { failureCode: 'CANCELED_BY_OPERATOR' });
    else if (current.status !== 'canceled') throw notCancelable();
    await recordChange(
      tx,
      admin,
      'order.cancel',
      { type: 'order', id: order.id },
      { status: order.status },
      { status: 'canceled', reason: body.reason },
    );
    return { paymentid: order.id, status: 'canceled' as const };
  });
}
