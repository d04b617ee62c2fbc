import type { Locale } from '@shared/constants';
import type {
  AdminRefundItem,
  AdminRefundListQuery,
  RefundApproveBody,
  RefundApproved,
  RefundRequestBody,
} from '@shared/contract/payment';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { orders, refunds } from '../../db/schema/payment';
import { selectPage } from '../../db/select-page';
import { sortedBy } from '../../db/sorted-by';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalid, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { GatewayError } from '../../integrations/payment/gateway';
import { recordChange } from '../audit/record-change';
import { deliverNotices } from '../notifications/notify-member';
import { localOrderName } from './order-name';
import { applyGatewayPayment, lockOrder } from './order-settlement';
import { lockOwnOrder } from './own-order';
import { noticeRefundRejected, noticeRefundRequested } from './payment-notices';
import { cancelAtGateway, claimRefund, completeRefund, toRefundSummary } from './refund-execution';
import { quoteRefund } from './refund-quote';

/** POST /api/Payment/RequestRefund/{paymentid}: the member asks; the amount follows the policy now. */
export async function requestRefund(
  ctx: AppContext,
  user: SessionUser,
  paymentid: number,
  input: RefundRequestBody,
): Promise<{ refundid: number; policy: 'full' | 'partial'; amount: number }> {
  const requested = await ctx.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, paymentid, user.id);
    const quote = await quoteRefund(tx, order, ctx.now());
    if (quote.reason === 'requested')
      throw conflict('REFUND_ALREADY_REQUESTED', 'payment.refundAlreadyRequested');
    if (!quote.refundable) throw invalid('REFUND_NOT_ALLOWED', 'payment.refundNotAllowed');
    if (order.method === 'virtual_account' && !input.refundAccount)
      throw invalid('REFUND_ACCOUNT_REQUIRED', 'payment.refundAccountRequired');
    const [row] = await tx
      .insert(refunds)
      .values({
        orderRowId: order.id,
        userId: user.id,
        reason: input.reason,
        policy: quote.policy,
        amount: quote.amount,
        refundBank: input.refundAccount?.bank ?? null,
        refundAccountNumber: input.refundAccount?.accountNumber ?? null,
        refundHolder: input.refundAccount?.holderName ?? null,
        createdAt: ctx.now(),
      })
      .returning();
    await noticeRefundRequested(ctx, tx, order, row!);
    return { refundid: row!.id, policy: quote.policy, amount: quote.amount };
  });
  deliverNotices(ctx);
  return requested;
}

/**
 * POST /api/Payment/Admin/ApproveRefund/{refundid}: claims the order's refund, cancels at the
 * gateway (partially where the policy says so), then records it, revokes the course or frees the
 * seat and gives back an unexpired coupon on a full refund (refund-execution.ts). The admin may
 * return another amount than the policy's, never more than what is left of the payment.
 */
export async function approveRefund(
  ctx: AppContext,
  admin: SessionUser,
  refundid: number,
  decision: RefundApproveBody = {},
): Promise<RefundApproved> {
  const { note } = decision;
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.id, refundid));
  if (!refund) throw recordNotFound();
  const claimed = await adminTransaction(ctx, admin, async (tx) => {
    const order = await lockOrder(tx, refund.orderRowId);
    const [locked] = await tx.select().from(refunds).where(eq(refunds.id, refundid)).for('update');
    if (!order?.paymentKey || !locked) throw recordNotFound();
    if (locked.status !== 'requested') throw conflict('REFUND_DECIDED', 'payment.refundDecided');
    const remaining = order.amount - order.canceledAmount;
    if (decision.amount !== undefined && decision.amount > remaining)
      throw invalid('REFUND_AMOUNT_TOO_LARGE', 'payment.refundAmountTooLarge', {
        params: { max: remaining },
      });
    return claimRefund(
      tx,
      order,
      {
        reason: locked.reason,
        policy: locked.policy,
        amount: decision.amount ?? Math.min(locked.amount, remaining),
        decidedBy: admin.id,
        adminNote: note ?? null,
      },
      ctx.now(),
      locked,
    );
  });
  return completeRefund(ctx, claimed.id);
}

/** POST /api/Payment/Admin/RejectRefund/{refundid} */
export async function rejectRefund(ctx: AppContext, admin: SessionUser, refundid: number, note?: string) {
  const rejected = await adminTransaction(ctx, admin, async (tx) => {
    const [refund] = await tx
      .update(refunds)
      .set({ status: 'rejected', decidedBy: admin.id, decidedAt: ctx.now(), adminNote: note ?? null })
      .where(and(eq(refunds.id, refundid), eq(refunds.status, 'requested')))
      .returning({ orderRowId: refunds.orderRowId });
    if (!refund) return false;
    const target = { type: 'refund', id: refundid } as const;
    await recordChange(
      tx,
      admin,
      'refund.reject',
      target,
      { status: 'requested' },
      {
        status: 'rejected',
        note: note ?? null,
      },
    );
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderRowId));
    if (order) await noticeRefundRejected(ctx, tx, order, { id: refundid, note: note ?? null });
    return true;
  });
  if (!rejected) {
    const [exists] = await ctx.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, refundid));
    throw exists ? conflict('REFUND_DECIDED', 'payment.refundDecided') : recordNotFound();
  }
  deliverNotices(ctx);
  return { refundid, status: 'rejected' as const, amount: 0 };
}

/** GET /api/Payment/Admin/Refunds: the queue for the admin console. */
export async function listRefunds(
  ctx: AppContext,
  locale: Locale,
  filter: AdminRefundListQuery,
): Promise<{ items: AdminRefundItem[]; total: number }> {
  const where = filter.status ? eq(refunds.status, filter.status) : undefined;
  const { rows, total } = await selectPage(
    filter,
    where,
    ctx.db
      .select({
        refund: refunds,
        order: orders,
        title: contents.title,
        userName: users.name,
        userEmail: users.email,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderRowId))
      .innerJoin(users, eq(users.id, refunds.userId))
      .leftJoin(contents, eq(contents.id, orders.contentsId))
      .orderBy(
        ...sortedBy(
          {
            requestedAt: refunds.createdAt,
            userEmail: users.email,
            orderName: orders.orderName,
            paidAmount: orders.amount,
            amount: refunds.amount,
            status: refunds.status,
          },
          filter,
          [desc(refunds.createdAt), desc(refunds.id)],
        ),
      )
      .$dynamic(),
    ctx.db.select({ n: count() }).from(refunds).$dynamic(),
  );
  return {
    items: rows.map(({ refund, order, title, userName, userEmail }) => ({
      ...toRefundSummary(refund),
      origin: refund.origin,
      paymentid: order.id,
      orderId: order.orderId,
      orderName: localOrderName(order, title, locale),
      paidAmount: order.amount,
      canceledAmount: order.canceledAmount,
      orderStatus: order.status,
      transactionKey: refund.transactionKey,
      method: order.method,
      userName,
      userEmail,
    })),
    total,
  };
}

/**
 * POST /api/Payment/Cancel/{paymentid}: a member withdraws an order whose virtual account is not
 * paid yet. The account is closed at the gateway; the seat and the coupon come back.
 */
export async function cancelUnpaidOrder(ctx: AppContext, user: SessionUser, paymentid: number) {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, paymentid), eq(orders.userId, user.id)));
  if (!order) throw recordNotFound();
  if (order.status !== 'waiting_for_deposit' || !order.paymentKey)
    throw conflict('NOT_CANCELABLE', 'payment.notCancelable');
  let payment: Awaited<ReturnType<typeof cancelAtGateway>>;
  try {
    payment = await cancelAtGateway(
      ctx,
      order.provider,
      order.paymentKey,
      { reason: 'Canceled by the member before deposit' },
      `cancel-unpaid-${order.orderId}`,
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // Paid meanwhile: bring the order up to date instead, and say it can no longer be withdrawn.
    const current = await ctx.payments.of(order.provider).getPayment(order.paymentKey);
    await applyGatewayPayment(ctx, order.id, current);
    throw conflict('NOT_CANCELABLE', 'payment.notCancelable');
  }
  await applyGatewayPayment(ctx, order.id, payment);
  return { paymentid, status: 'canceled' as const };
}
