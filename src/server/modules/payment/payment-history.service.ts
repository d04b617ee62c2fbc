import type { Locale } from '@shared/constants';
import type { Paging } from '@shared/contract/paging';
import type { PAYMENT_TABS, PaymentInfo, PaymentListItem, REFUND_ORIGINS } from '@shared/contract/payment';
import { type LocalizedText, pickLocalized } from '@shared/localized';
import { and, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { contents } from '../../db/schema/catalogue';
import { couponCampaigns, coupons } from '../../db/schema/coupon';
import { type OrderStatus, orders, refunds } from '../../db/schema/payment';
import { selectPage } from '../../db/select-page';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { orderEnrolment } from '../enrolment/enrolment.service';
import { cashReceiptOf } from './cash-receipt.service';
import { localOrderName } from './order-name';
import { type OrderRow, SETTLED } from './order-settlement';
import { toRefundSummary } from './refund-execution';
import { quoteRefund } from './refund-quote';
import { taxInvoiceStanding } from './tax-invoice.service';

/** A member's own orders: the history list, one order's details and its receipt. */

/** History lists what a member paid for or still owes; abandoned and failed attempts stay hidden. */
const LISTED_STATUSES: OrderStatus[] = [
  'done',
  'waiting_for_deposit',
  'canceled',
  'partial_canceled',
  'expired',
];

/** One of the member's orders, by row id, orderId or paymentKey. */
export async function ownOrder(
  db: Executor,
  userId: number,
  where: { id?: number; orderId?: string; paymentKey?: string },
) {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        where.id !== undefined ? eq(orders.id, where.id) : undefined,
        where.orderId !== undefined ? eq(orders.orderId, where.orderId) : undefined,
        where.paymentKey !== undefined ? eq(orders.paymentKey, where.paymentKey) : undefined,
      ),
    );
  // Someone else's order answers exactly like a missing one.
  if (!order) throw recordNotFound();
  return order;
}

/** GET /api/Payment/GetList/{tab} */
export async function listPayments(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  tab: (typeof PAYMENT_TABS)[number],
  paging: Paging,
): Promise<{ items: PaymentListItem[]; total: number }> {
  const where = and(
    eq(orders.userId, user.id),
    inArray(orders.status, LISTED_STATUSES),
    tab === 'all' ? undefined : eq(orders.kind, tab),
  );
  const { rows, total } = await selectPage(
    paging,
    where,
    ctx.db
      .select({
        order: orders,
        title: contents.title,
        refundRequested: openRefundOf(ctx.db),
        refundAccountNeeded: openRefundOf(ctx.db, 'session'),
      })
      .from(orders)
      .leftJoin(contents, eq(contents.id, orders.contentsId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .$dynamic(),
    ctx.db.select({ n: count() }).from(orders).$dynamic(),
  );
  return {
    items: rows.map(({ order, title, ...refundState }) => toListItem(order, title, locale, refundState)),
    total,
  };
}

/**
 * Whether the order has a refund still waiting (the list shows it); with origin 'session', a
 * cancelled session's refund that waits for the member's bank account.
 */
const openRefundOf = (db: Executor, origin?: (typeof REFUND_ORIGINS)[number]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(refunds)
      .where(
        and(
          eq(refunds.orderRowId, orders.id),
          eq(refunds.status, 'requested'),
          origin ? eq(refunds.origin, origin) : undefined,
        ),
      ),
  ).mapWith(Boolean);

type RefundState = Pick<PaymentListItem, 'refundRequested' | 'refundAccountNeeded'>;

/** One order of the member's file, named in the reader's language as the console names it. */
function toListItem(
  order: OrderRow,
  title: LocalizedText | null,
  locale: Locale,
  refundState: RefundState,
): PaymentListItem {
  return {
    ...refundState,
    paymentid: order.id,
    orderId: order.orderId,
    orderName: localOrderName(order, title, locale),
    kind: order.kind,
    contentsid: order.contentsId,
    status: order.status,
    method: order.method,
    easyPayProvider: order.easyPayProvider,
    amount: order.amount,
    canceledAmount: order.canceledAmount,
    paymentKey: order.status === 'ready' || order.status === 'failed' ? null : order.paymentKey,
    createdAt: order.createdAt.toISOString(),
    approvedAt: order.approvedAt?.toISOString() ?? null,
  };
}

/** GET /api/Payment/GetInfo/{paymentid}: one's own order only. */
export async function getPaymentInfo(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  paymentid: number,
): Promise<PaymentInfo> {
  const order = await ownOrder(ctx.db, user.id, { id: paymentid });
  const [coupon] = order.couponnumber
    ? await ctx.db
        .select({ couponnumber: coupons.couponnumber, name: couponCampaigns.name })
        .from(coupons)
        .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
        .where(eq(coupons.couponnumber, order.couponnumber))
    : [];
  const enrolment = await orderEnrolment(ctx.db, order.id);
  const [content] = order.contentsId
    ? await ctx.db
        .select({ title: contents.title, startsAt: contents.startsAt })
        .from(contents)
        .where(eq(contents.id, order.contentsId))
    : [];
  const refundRows = await ctx.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderRowId, order.id))
    .orderBy(desc(refunds.createdAt));
  const showAccount = order.vaAccountNumber && order.vaDueDate;
  const cashReceipt = await cashReceiptOf(ctx.db, order.id);
  return {
    ...toListItem(order, content?.title ?? null, locale, {
      refundRequested: refundRows.some((refund) => refund.status === 'requested'),
      refundAccountNeeded: refundRows.some(
        (refund) => refund.status === 'requested' && refund.origin === 'session',
      ),
    }),
    listAmount: order.listAmount,
    discountAmount: order.discountAmount,
    installmentMonths: order.installmentMonths,
    cardCompany: order.cardCompany,
    cardNumber: order.cardNumber,
    transferBankCode: order.transferBank,
    coupon: coupon ? { couponnumber: coupon.couponnumber, name: pickLocalized(coupon.name, locale) } : null,
    virtualAccount: showAccount
      ? {
          bankCode: order.vaBank ?? '',
          accountNumber: order.vaAccountNumber!,
          holderName: order.vaHolder,
          dueDate: order.vaDueDate!.toISOString(),
        }
      : null,
    buyer: { name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone },
    receiptAvailable: Boolean(order.receiptUrl) && SETTLED.includes(order.status),
    cashReceipt,
    ...(await taxInvoiceStanding(ctx.db, user.id, order)),
    testDepositUrl:
      order.status === 'waiting_for_deposit' && order.paymentKey
        ? ctx.payments.of(order.provider).testDepositUrl(order.paymentKey)
        : null,
    accessExpiresAt: order.kind === 'course' ? (enrolment?.expiresAt?.toISOString() ?? null) : null,
    sessionStartsAt: order.kind === 'training' ? (content?.startsAt?.toISOString() ?? null) : null,
    refunds: refundRows.map(toRefundSummary),
    refundQuote: await quoteRefund(ctx.db, order, ctx.now()),
  };
}

/** GET /api/Payment/Receipt/{paymentKey}: the gateway's receipt of one's own paid order. */
export async function getReceipt(
  ctx: AppContext,
  user: SessionUser,
  paymentKey: string,
): Promise<{ url: string }> {
  const order = await ownOrder(ctx.db, user.id, { paymentKey });
  if (!order.receiptUrl || !SETTLED.includes(order.status)) throw recordNotFound();
  return { url: order.receiptUrl };
}
