import { createHash } from 'node:crypto';
import type { Locale } from '@shared/constants';
import { type PaymentConfirmBody, type PaymentInfo, paidAtConfirm } from '@shared/contract/payment';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contents } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/payment';
import { conflict, paymentFailed } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { GatewayError, type PaymentRecord } from '../../integrations/payment/gateway';
import { assertAccountActive } from '../account/account-status';
import { consumeCoupon } from '../coupon/coupon.service';
import {
  applyGatewayPayment,
  assertSeatOpen,
  lockOrder,
  type OrderRow,
  releaseOrder,
  SEAT_HOLD_MS,
  seatsLeft,
  takeSeat,
} from './order-settlement';
import { noSeats, orderFailed, verificationFailed } from './payment-errors';
import { getPaymentInfo, ownOrder } from './payment-history.service';

/**
 * Confirming a checkout with the gateway: a card is charged at once, a virtual account is issued
 * and settles on deposit (webhook, reconciliation; order-settlement.ts).
 */

/**
 * Before charging: take the coupon and (for a card) the training seat for this order, so a
 * member never pays for something another order got first. Undone if the gateway refuses.
 */
async function reserveForConfirm(
  ctx: AppContext,
  orderRowId: number,
  paymentKey: string,
): Promise<OrderRow | null> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderRowId);
    if (order?.status !== 'ready') return null;
    await assertAccountActive(tx, order.userId);
    if (order.confirmStartedAt && order.paymentKey && order.paymentKey !== paymentKey)
      throw conflict('PAYMENT_PENDING', 'payment.confirmPending');
    const [other] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentKey, paymentKey), ne(orders.id, order.id)));
    if (other) throw verificationFailed();
    if (
      order.couponnumber &&
      !(await consumeCoupon(tx, {
        couponnumber: order.couponnumber,
        userId: order.userId,
        orderId: order.orderId,
        now,
      }))
    )
      throw conflict('COUPON_USED', 'coupon.alreadyUsed');
    let seat: Partial<OrderRow> = {};
    if (order.kind === 'training' && order.contentsId !== null && order.seat !== 'taken') {
      const [content] = await tx
        .select()
        .from(contents)
        .where(eq(contents.id, order.contentsId))
        .for('update');
      const holdLive = order.seat === 'held' && order.seatHeldUntil !== null && order.seatHeldUntil > now;
      if (!holdLive) {
        assertSeatOpen(content!, now, await seatsLeft(tx, content!, now, order.id));
      }
      if (paidAtConfirm(order.method)) {
        if (!(await takeSeat(tx, order.contentsId))) throw noSeats();
        seat = { seat: 'taken', seatHeldUntil: null };
      } else {
        seat = { seat: 'held', seatHeldUntil: new Date(now.getTime() + SEAT_HOLD_MS) };
      }
    }
    const [updated] = await tx
      .update(orders)
      .set({ paymentKey, confirmStartedAt: now, updatedAt: now, ...seat })
      .where(eq(orders.id, order.id))
      .returning();
    return updated!;
  });
}

async function failOrder(ctx: AppContext, orderRowId: number, failureCode: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderRowId);
    if (order?.status === 'ready') await releaseOrder(tx, order, 'failed', ctx.now(), { failureCode });
  });
}

/**
 * POST /api/Payment/Confirm. The amount must match the stored order; the gateway confirm uses a
 * key derived from the order and paymentKey, so a repeated call replays instead of charging again;
 * the grant happens once, in one transaction (order-settlement.ts).
 */
export async function confirmPayment(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  input: PaymentConfirmBody,
): Promise<PaymentInfo> {
  const order = await ownOrder(ctx.db, user.id, { orderId: input.orderId });
  if (order.status !== 'ready') {
    const same = order.paymentKey === input.paymentKey && order.amount === input.amount;
    if (same && order.status !== 'failed' && order.status !== 'expired')
      return getPaymentInfo(ctx, user, locale, order.id);
    throw same ? orderFailed() : verificationFailed();
  }
  if (input.amount !== order.amount) throw verificationFailed();
  const reserved = await reserveForConfirm(ctx, order.id, input.paymentKey);
  if (!reserved) return confirmPayment(ctx, user, locale, input); // settled meanwhile: answer from its state

  const idempotencyKey = `confirm-${createHash('sha256').update(`${order.orderId}:${input.paymentKey}`).digest('hex').slice(0, 40)}`;
  // An order created before a switch of provider is confirmed where its checkout was opened.
  const provider = ctx.payments.of(order.provider);
  let payment: PaymentRecord;
  try {
    payment = await provider.confirm(
      { paymentKey: input.paymentKey, orderId: order.orderId, amount: order.amount },
      idempotencyKey,
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === 'unavailable' || error.kind === 'processing') {
      // The outcome is unknown: keep the reservation, reconciliation asks the gateway later.
      throw paymentFailed('PAYMENT_PENDING', 'payment.confirmPending');
    }
    if (error.kind === 'already_processed') {
      const existing = await provider.getPayment(input.paymentKey).catch(() => null);
      if (existing && existing.orderId === order.orderId) {
        await applyGatewayPayment(ctx, order.id, existing);
        return finishConfirm(ctx, user, locale, order.id);
      }
    }
    await failOrder(ctx, order.id, error.code);
    throw error.kind === 'invalid_request' || error.kind === 'already_processed'
      ? verificationFailed()
      : orderFailed(error);
  }
  await applyGatewayPayment(ctx, order.id, payment);
  return finishConfirm(ctx, user, locale, order.id);
}

async function finishConfirm(ctx: AppContext, user: SessionUser, locale: Locale, orderRowId: number) {
  const [order] = await ctx.db
    .select({ status: orders.status, failureCode: orders.failureCode })
    .from(orders)
    .where(eq(orders.id, orderRowId));
  if (order?.status === 'done' || order?.status === 'waiting_for_deposit')
    return getPaymentInfo(ctx, user, locale, orderRowId);
  // Charged but not grantable (the seat went meanwhile): the charge was cancelled at the gateway.
  throw order?.failureCode === 'NO_SEATS' ? noSeats() : orderFailed();
}
