import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { contents } from '../../db/schema/catalogue';
import { type OrderStatus, orders, refunds } from '../../db/schema/payment';
import { purchaseRefunded } from '../../domain/purchase-refunded';
import { GatewayError, type PaymentRecord } from '../../integrations/payment/gateway';
import type { ProviderName } from '../../integrations/payment/provider';
import { recordAudit } from '../audit/audit.service';
import { consumeCoupon, returnCoupon } from '../coupon/coupon.service';
import { enrolPurchase, revokeOrderEnrolment } from '../enrolment/enrolment.service';
import { deliverNotices } from '../notifications/notify-member';
import { syncCashReceipt } from './cash-receipt.service';
import { noSeats, sessionCanceled } from './payment-errors';
import { noticeAccountIssued, noticeOrderPaid } from './payment-notices';
import { cancelTaxInvoiceOnRefund } from './tax-invoice.service';

/**
 * Moves an order between states from what the gateway reports. Every change happens with the
 * order row locked (FOR UPDATE) and checks the current state first, so confirm, webhook,
 * reconciliation and expiry may run in any order, any number of times, on any instance.
 */

export type OrderRow = typeof orders.$inferSelect;
type ContentRow = typeof contents.$inferSelect;

/** How long a training seat stays reserved for an order while the member is in checkout. */
export const SEAT_HOLD_MS = 15 * 60_000;

export const SETTLED: readonly OrderStatus[] = ['done', 'canceled', 'partial_canceled'];

function recruitmentClosed(content: ContentRow, now: Date): boolean {
  return (
    content.canceledAt !== null ||
    content.recruitClosed ||
    (content.recruitDeadline !== null && content.recruitDeadline < now) ||
    (content.startsAt !== null && content.startsAt < now)
  );
}

/**
 * Refuses a seat in a session no longer open: said as cancelled when it was called off (the member
 * is not told to wait for a seat that will never come), as no seats otherwise.
 */
export function assertSeatOpen(content: ContentRow, now: Date, left: number | null): void {
  if (content.canceledAt !== null) throw sessionCanceled();
  if (recruitmentClosed(content, now) || (left !== null && left <= 0)) throw noSeats();
}

/** Capacity minus seats taken minus other orders' live holds; null when the session has no limit. */
export async function seatsLeft(
  db: Executor,
  content: Pick<ContentRow, 'id' | 'capacity' | 'seatsTaken'>,
  now: Date,
  exceptOrderRowId?: number,
): Promise<number | null> {
  if (content.capacity === null) return null;
  const [held] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.contentsId, content.id),
        eq(orders.seat, 'held'),
        gt(orders.seatHeldUntil, now),
        inArray(orders.status, ['ready', 'waiting_for_deposit']),
        exceptOrderRowId === undefined ? undefined : ne(orders.id, exceptOrderRowId),
      ),
    );
  return content.capacity - content.seatsTaken - (held?.n ?? 0);
}

/** Never past capacity: the condition is checked by the UPDATE itself, under the row lock. */
export async function takeSeat(db: Executor, contentsId: number): Promise<boolean> {
  const rows = await db
    .update(contents)
    .set({ seatsTaken: sql`${contents.seatsTaken} + 1` })
    .where(
      and(
        eq(contents.id, contentsId),
        sql`(${contents.capacity} is null or ${contents.seatsTaken} < ${contents.capacity})`,
      ),
    )
    .returning({ id: contents.id });
  return rows.length === 1;
}

async function freeSeat(db: Executor, contentsId: number): Promise<void> {
  await db
    .update(contents)
    .set({ seatsTaken: sql`greatest(${contents.seatsTaken} - 1, 0)` })
    .where(eq(contents.id, contentsId));
}

export async function lockOrder(db: Executor, orderRowId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderRowId)).for('update');
  return row;
}

/** Gives back what an unfinished order held (a seat, a coupon) and records its final state. */
export async function releaseOrder(
  db: Executor,
  order: OrderRow,
  status: OrderStatus,
  now: Date,
  extra: Partial<OrderRow> = {},
): Promise<void> {
  if (order.seat === 'taken' && order.contentsId !== null) await freeSeat(db, order.contentsId);
  if (order.couponnumber) await returnCoupon(db, order.orderId, now);
  await db
    .update(orders)
    .set({
      status,
      seat: order.seat === 'none' ? 'none' : 'released',
      seatHeldUntil: null,
      updatedAt: now,
      ...extra,
    })
    .where(eq(orders.id, order.id));
}

/**
 * Ends a paid purchase once money went back at the gateway, for a refund approved here or one
 * made in the gateway's own console: any refund revokes the course access, frees the training
 * seat and ends the membership period it paid for; a full one also gives back an unexpired
 * coupon. Only ever moves forward: a remaining amount no lower than the one recorded (a late or
 * repeated report) changes nothing, and answers false.
 */
export async function endPurchase(
  ctx: AppContext,
  db: Executor,
  order: OrderRow,
  remainingAmount: number,
  now: Date,
): Promise<boolean> {
  if (remainingAmount >= order.amount - order.canceledAmount) return false;
  const status = remainingAmount === 0 ? 'canceled' : 'partial_canceled';
  await revokeOrderEnrolment(db, order.id, now);
  await purchaseRefunded(ctx, db, { orderRowId: order.id, kind: order.kind, at: now });
  if (order.seat === 'taken' && order.contentsId !== null) await freeSeat(db, order.contentsId);
  if (status === 'canceled' && order.couponnumber) await returnCoupon(db, order.orderId, now);
  // A full refund cancels the tax invoice too (one issued keeps its number for the amended one).
  if (status === 'canceled') await cancelTaxInvoiceOnRefund(ctx, db, order, now);
  await db
    .update(orders)
    .set({
      status,
      canceledAmount: order.amount - remainingAmount,
      seat: order.seat === 'taken' ? 'released' : order.seat,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  return true;
}

/** A refund already on its way for the order (its gateway call not yet recorded; refund-execution.ts). */
export async function refundInFlight(db: Executor, orderRowId: number) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderRowId, orderRowId), eq(refunds.status, 'processing')));
  return row;
}

/**
 * A paid order whose payment the gateway reports cancelled beyond what the platform recorded: an
 * operator cancelled it in the gateway's console. The purchase ends as for a refund approved here
 * (a membership charge's period included), and a member's open refund request is closed as
 * approved, since the money has gone back. Orders never paid (a withdrawn virtual account is
 * 'canceled' with nothing refunded) are left alone. A refund nobody requested here has no refund
 * row, so the audit log is where operators find it.
 */
async function mirrorGatewayCancellation(
  ctx: AppContext,
  db: Executor,
  order: OrderRow,
  payment: PaymentRecord,
  now: Date,
): Promise<SettlementOutcome> {
  const paid = order.status === 'done' || order.status === 'partial_canceled';
  if (!paid) return 'unchanged';
  // A refund made here and not yet recorded: its own process (or the resume job) records it.
  if (await refundInFlight(db, order.id)) return 'unchanged';
  if (!(await endPurchase(ctx, db, order, payment.remainingAmount, now))) return 'unchanged';
  await recordAudit(db, {
    actorId: null,
    action: 'GATEWAY cancellation',
    targetType: 'order',
    target: String(order.id),
    before: { status: order.status, canceledAmount: order.canceledAmount },
    after: { status: payment.status, remainingAmount: payment.remainingAmount },
  });
  await db
    .update(refunds)
    .set({
      status: 'approved',
      amount: order.amount - order.canceledAmount - payment.remainingAmount,
      decidedAt: now,
      transactionKey: payment.transactionId,
    })
    .where(and(eq(refunds.orderRowId, order.id), eq(refunds.status, 'requested')));
  return 'refunded';
}

/** The gateway's account of the payment, copied onto the order. */
export function paymentFields(payment: PaymentRecord): Partial<OrderRow> {
  const account = payment.virtualAccount;
  return {
    paymentKey: payment.paymentKey,
    approvedAt: payment.paidAt,
    cardCompany: payment.card?.company ?? null,
    cardNumber: payment.card?.number ?? null,
    installmentMonths: payment.card?.installmentMonths ?? null,
    vaBank: account?.bankCode ?? null,
    vaAccountNumber: account?.accountNumber ?? null,
    vaHolder: account?.holderName ?? null,
    vaDueDate: account?.dueDate ?? null,
    transferBank: payment.transfer?.bankCode ?? null,
    // The wallet that paid, when the gateway names one the platform knows; else the buyer's choice stays.
    ...(payment.easyPay?.provider ? { easyPayProvider: payment.easyPay.provider } : {}),
    ...(payment.depositSecret ? { vaSecret: payment.depositSecret } : {}),
    receiptUrl: payment.receiptUrl,
  };
}

/** Thrown inside the grant transaction to undo it: the charge cannot be honoured and goes back. */
class Unfulfillable extends Error {
  constructor(
    readonly reason: 'AMOUNT_MISMATCH' | 'NO_SEATS' | 'COUPON_USED',
    /** The order's provider, which takes the charge back. */
    readonly provider: ProviderName | null,
  ) {
    super(reason);
  }
}

/** Grants what was paid for: the course with its access period, or the training seat; consumes the coupon. */
async function grant(db: Executor, order: OrderRow, payment: PaymentRecord, now: Date): Promise<OrderRow> {
  if (payment.paidAmount !== order.amount) throw new Unfulfillable('AMOUNT_MISMATCH', order.provider);
  const approvedAt = payment.paidAt ?? now;
  let content: ContentRow | undefined;
  if (order.contentsId !== null) {
    [content] = await db.select().from(contents).where(eq(contents.id, order.contentsId)).for('update');
  }
  if (order.kind === 'training' && order.seat !== 'taken' && order.contentsId !== null) {
    // A live hold was counted against capacity, so this succeeds unless the hold lapsed and others took the seats.
    if (!(await takeSeat(db, order.contentsId))) throw new Unfulfillable('NO_SEATS', order.provider);
  }
  if (
    order.couponnumber &&
    !(await consumeCoupon(db, {
      couponnumber: order.couponnumber,
      userId: order.userId,
      orderId: order.orderId,
      now,
    }))
  )
    throw new Unfulfillable('COUPON_USED', order.provider);
  if (content)
    await enrolPurchase(db, { userId: order.userId, content, at: approvedAt, orderRowId: order.id });
  const [paid] = await db
    .update(orders)
    .set({
      ...paymentFields(payment),
      approvedAt,
      status: 'done',
      seat: order.kind === 'training' ? 'taken' : order.seat,
      seatHeldUntil: null,
      failureCode: null,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return paid!;
}

export type SettlementOutcome = 'done' | 'waiting' | 'released' | 'refunded' | 'refund_failed' | 'unchanged';

/**
 * Brings an order in line with the gateway's payment. Safe to call repeatedly and out of order:
 * a done order stays done, a stale 'waiting' report after the deposit changes nothing.
 */
export async function applyGatewayPayment(
  ctx: AppContext,
  orderRowId: number,
  payment: PaymentRecord,
): Promise<SettlementOutcome> {
  const now = ctx.now();
  try {
    const outcome = await ctx.db.transaction(async (tx): Promise<SettlementOutcome> => {
      const order = await lockOrder(tx, orderRowId);
      if (!order || order.orderId !== payment.orderId) return 'unchanged';
      switch (payment.status) {
        case 'paid': {
          if (SETTLED.includes(order.status)) return 'unchanged';
          const paid = await grant(tx, order, payment, now);
          // A membership's first charge is told by the membership's own notice.
          if (paid.kind !== 'membership') await noticeOrderPaid(ctx, tx, paid);
          return 'done';
        }
        case 'awaiting_deposit': {
          if (order.status !== 'ready') return 'unchanged';
          const fields = paymentFields(payment);
          const [waiting] = await tx
            .update(orders)
            .set({
              ...fields,
              status: 'waiting_for_deposit',
              // The seat stays reserved until the account's deadline.
              seatHeldUntil: order.seat === 'held' ? fields.vaDueDate : null,
              updatedAt: now,
            })
            .where(eq(orders.id, order.id))
            .returning();
          await noticeAccountIssued(ctx, tx, waiting!);
          return 'waiting';
        }
        case 'refunded':
        case 'partially_refunded':
          if (SETTLED.includes(order.status)) return mirrorGatewayCancellation(ctx, tx, order, payment, now);
          if (payment.status === 'partially_refunded') return 'unchanged';
          return releaseUnpaid(tx, order, payment, now);
        case 'canceled':
        case 'expired':
        case 'failed':
          return releaseUnpaid(tx, order, payment, now);
        case 'pending':
          return 'unchanged';
      }
    });
    if (outcome === 'done' || outcome === 'waiting' || outcome === 'refunded') deliverNotices(ctx);
    if (outcome !== 'unchanged' && outcome !== 'waiting') await syncCashReceipt(ctx, orderRowId);
    return outcome;
  } catch (error) {
    if (!(error instanceof Unfulfillable)) throw error;
    return refundUnfulfillable(ctx, orderRowId, payment, error);
  }
}

/** A payment that ended before any money arrived: the order gives back what it held. */
async function releaseUnpaid(
  tx: Executor,
  order: OrderRow,
  payment: PaymentRecord,
  now: Date,
): Promise<SettlementOutcome> {
  if (order.status === 'ready') {
    await releaseOrder(tx, order, 'failed', now, { failureCode: payment.failureCode ?? payment.status });
    return 'released';
  }
  if (order.status === 'waiting_for_deposit') {
    const withdrawn = payment.status === 'canceled' || payment.status === 'refunded';
    await releaseOrder(tx, order, withdrawn ? 'canceled' : 'expired', now);
    return 'released';
  }
  return 'unchanged';
}

/** A charge the platform cannot honour is cancelled in full at the gateway, then the order is closed. */
async function refundUnfulfillable(
  ctx: AppContext,
  orderRowId: number,
  payment: PaymentRecord,
  { reason, provider }: Unfulfillable,
): Promise<SettlementOutcome> {
  try {
    await ctx.payments
      .of(provider)
      .cancel(
        payment.paymentKey,
        { reason: `Order could not be fulfilled (${reason})` },
        `unfulfillable-${payment.paymentKey}`,
      );
  } catch (error) {
    if (!(error instanceof GatewayError) || error.kind === 'unavailable') throw error;
    // e.g. a deposited virtual account needs the customer's refund account: an operator must act.
    await ctx.db
      .update(orders)
      .set({ failureCode: `MANUAL_REFUND_${reason}`, updatedAt: ctx.now() })
      .where(eq(orders.id, orderRowId));
    return 'refund_failed';
  }
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderRowId);
    if (!order || SETTLED.includes(order.status)) return;
    await releaseOrder(tx, order, 'canceled', ctx.now(), {
      ...paymentFields(payment),
      canceledAmount: payment.paidAmount,
      failureCode: reason,
    });
  });
  return 'refunded';
}
