import type { RefundAccount, RefundApproved } from '@shared/contract/payment';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contents } from '../../db/schema/catalogue';
import { orders, refunds } from '../../db/schema/payment';
import { conflict, DomainError, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { GatewayError } from '../../integrations/payment/gateway';
import { revokeUnpaidSeats } from '../enrolment/enrolment.service';
import { deliverNotices } from '../notifications/notify-member';
import { applyGatewayPayment, lockOrder, refundInFlight, releaseOrder } from './order-settlement';
import { noticeSessionRefundPending } from './payment-notices';
import {
  cancelAtGateway,
  claimRefund,
  completeRefund,
  openRequest,
  type RefundRow,
  storedAccount,
} from './refund-execution';

/**
 * A cancelled training session's attendees get their money back in full. The work is per order
 * and keeps its state in the refund row (processing → approved), whose gateway key is the row's:
 * a pass that dies half-way is taken up by the next one, which completes what was claimed and
 * claims the rest, so nobody is refunded twice (docs/decisions/039-operator-refunds-one-refund-path-and-session-cancellation.md).
 */

export interface SessionRefundReport {
  refunded: number;
  awaitingAccount: number;
  released: number;
  failed: number;
}

/** Test seam for crash tests: runs after an attendee's refund is claimed, before the gateway call. */
export interface SessionRefundHooks {
  beforeRefund?(refund: RefundRow): Promise<void>;
}

const REASON = 'Training session cancelled';

/** One paid order of the session: refunded in full, or left to an operator when an account is needed. */
async function refundAttendee(
  ctx: AppContext,
  orderRowId: number,
  report: SessionRefundReport,
  hooks: SessionRefundHooks,
): Promise<void> {
  const now = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderRowId);
    if (!order) return null;
    const remaining = order.amount - order.canceledAmount;
    // Claimed by an earlier pass that died, or by an operator's refund racing this one.
    const inFlight = await refundInFlight(tx, order.id);
    if (inFlight) return inFlight;
    if (remaining <= 0) return null;
    const request = await openRequest(tx, order.id);
    // Already waiting for the member (or an operator) to enter the refund account.
    if (request?.origin === 'session') return null;
    const refundAccount = request ? storedAccount(request) : null;
    if (order.method === 'virtual_account' && !refundAccount) {
      const [pending] = await tx
        .insert(refunds)
        .values({
          orderRowId: order.id,
          userId: order.userId,
          reason: REASON,
          policy: 'full',
          amount: remaining,
          origin: 'session',
          createdAt: now,
        })
        .returning();
      await noticeSessionRefundPending(ctx, tx, order, pending!.id);
      report.awaitingAccount++;
      return null;
    }
    return claimRefund(
      tx,
      order,
      {
        reason: REASON,
        policy: 'full',
        amount: remaining,
        origin: 'session',
        memberAsked: false,
        refundAccount,
      },
      now,
      request,
    );
  });
  deliverNotices(ctx);
  if (!claimed) return;
  await hooks.beforeRefund?.(claimed);
  try {
    await completeRefund(ctx, claimed.id);
    report.refunded++;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    report.failed++;
    return;
  }
  // Someone else's partial refund was in flight: what it left is still to be refunded.
  if (claimed.origin !== 'session') await refundAttendee(ctx, orderRowId, report, hooks);
}

/** An order of the session never paid: the checkout is closed, an issued virtual account too. */
async function releaseUnpaid(
  ctx: AppContext,
  orderRowId: number,
  report: SessionRefundReport,
): Promise<void> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderRowId));
  if (order?.status === 'waiting_for_deposit' && order.paymentKey) {
    try {
      const payment = await cancelAtGateway(
        ctx,
        order.provider,
        order.paymentKey,
        { reason: REASON },
        `session-cancel-${order.orderId}`,
      );
      await applyGatewayPayment(ctx, order.id, payment);
      report.released++;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // Deposited meanwhile: once the order shows it paid, the next pass refunds it.
      await applyGatewayPayment(
        ctx,
        order.id,
        await ctx.payments.of(order.provider).getPayment(order.paymentKey),
      );
      report.failed++;
    }
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderRowId);
    if (current?.status !== 'ready') return;
    await releaseOrder(tx, current, 'canceled', ctx.now(), { failureCode: 'SESSION_CANCELED' });
    report.released++;
  });
}

/** One pass over a cancelled session; marks it settled once no paid attendee is left to refund here. */
export async function refundCanceledSession(
  ctx: AppContext,
  contentsId: number,
  hooks: SessionRefundHooks = {},
): Promise<SessionRefundReport> {
  const report: SessionRefundReport = { refunded: 0, awaitingAccount: 0, released: 0, failed: 0 };
  const sessionOrders = await ctx.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.contentsId, contentsId),
        inArray(orders.status, ['ready', 'waiting_for_deposit', 'done', 'partial_canceled']),
      ),
    );
  for (const order of sessionOrders) {
    if (order.status === 'done' || order.status === 'partial_canceled')
      await refundAttendee(ctx, order.id, report, hooks);
    else await releaseUnpaid(ctx, order.id, report);
  }
  // Seats given without payment (by an operator, or with the membership) end with the session.
  await revokeUnpaidSeats(ctx.db, contentsId, ctx.now());
  if (report.failed === 0)
    await ctx.db
      .update(contents)
      .set({ cancelSettledAt: ctx.now() })
      .where(and(eq(contents.id, contentsId), isNull(contents.cancelSettledAt)));
  return report;
}

/**
 * POST /api/Payment/RefundAccount/{paymentid}: the member of a cancelled session who paid into a
 * virtual account says where the money goes back, and the refund is made at once. A gateway
 * refusal (a wrong account) leaves the request open, so the member can correct it.
 */
export async function refundToMemberAccount(
  ctx: AppContext,
  user: SessionUser,
  paymentid: number,
  refundAccount: RefundAccount,
): Promise<RefundApproved> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, paymentid);
    // Someone else's order answers exactly like a missing one.
    if (order?.userId !== user.id) throw recordNotFound();
    const request = await openRequest(tx, order.id);
    const remaining = order.amount - order.canceledAmount;
    if (request?.origin !== 'session' || remaining <= 0)
      throw conflict('REFUND_ACCOUNT_NOT_NEEDED', 'payment.refundAccountNotNeeded');
    return claimRefund(
      tx,
      order,
      { reason: request.reason, policy: 'full', amount: remaining, origin: 'session', refundAccount },
      ctx.now(),
      request,
    );
  });
  return completeRefund(ctx, claimed.id);
}

/** Job: every cancelled session not yet settled, each attendee refunded once. */
export async function runSessionCancellations(
  ctx: AppContext,
  hooks: SessionRefundHooks = {},
): Promise<SessionRefundReport & { sessions: number }> {
  const sessions = await ctx.db
    .select({ id: contents.id })
    .from(contents)
    .where(and(isNotNull(contents.canceledAt), isNull(contents.cancelSettledAt)));
  const total = { sessions: sessions.length, refunded: 0, awaitingAccount: 0, released: 0, failed: 0 };
  for (const session of sessions) {
    const report = await refundCanceledSession(ctx, session.id, hooks);
    total.refunded += report.refunded;
    total.awaitingAccount += report.awaitingAccount;
    total.released += report.released;
    total.failed += report.failed;
  }
  return total;
}
