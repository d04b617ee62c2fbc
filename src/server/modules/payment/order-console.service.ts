import type { Locale } from '@shared/constants';
import type {
  AdminOrderDetail,
  AdminOrderItem,
  AdminOrderListQuery,
  AdminOrderStatus,
} from '@shared/contract/admin-commerce';
import { cardCompanyName } from '@shared/contract/billing';
import { type LocalizedText, pickLocalized } from '@shared/localized';
import { fromSeoul } from '@shared/seoul-time';
import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  type SQL,
} from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { couponCampaigns, coupons } from '../../db/schema/coupon';
import { orders, refunds } from '../../db/schema/payment';
import { selectPage } from '../../db/select-page';
import { sortedBy } from '../../db/sorted-by';
import { recordNotFound } from '../../domain/errors';
import { cashReceiptOf } from './cash-receipt.service';
import { operatorRefundOffer } from './operator-refund.service';
import { localOrderName } from './order-name';
import { toRefundSummary } from './refund-execution';
import { quoteRefund } from './refund-quote';
import { taxInvoiceOf } from './tax-invoice.service';

type OrderRow = typeof orders.$inferSelect;
type Buyer = { useruid: string; name: string; email: string };

/**
 * A checkout the member never confirmed: left open past its gateway's window, or closed without a
 * confirm (found abandoned by reconciliation). Membership charges are made by the server, never
 * in a checkout window.
 */
export function abandonedCheckout(ctx: AppContext): SQL {
  const windowStart = new Date(ctx.now().getTime() - ctx.payments.longestCheckoutWindowMs);
  return and(
    ne(orders.kind, 'membership'),
    isNull(orders.confirmStartedAt),
    or(eq(orders.status, 'failed'), and(eq(orders.status, 'ready'), lt(orders.createdAt, windowStart))),
  )!;
}

function statusCondition(status: AdminOrderStatus): SQL {
  if (status === 'refunded') return and(eq(orders.status, 'canceled'), gt(orders.canceledAmount, 0))!;
  if (status === 'canceled') return and(eq(orders.status, 'canceled'), eq(orders.canceledAmount, 0))!;
  return eq(orders.status, status);
}

const ORDER_SORT = {
  createdAt: orders.createdAt,
  orderId: orders.orderId,
  orderName: orders.orderName,
  userEmail: users.email,
  kind: orders.kind,
  method: orders.method,
  amount: orders.amount,
  canceledAmount: orders.canceledAmount,
  status: orders.status,
};

function toItem(order: OrderRow, user: Buyer, title: LocalizedText | null, locale: Locale): AdminOrderItem {
  return {
    paymentid: order.id,
    orderId: order.orderId,
    orderName: localOrderName(order, title, locale),
    kind: order.kind,
    contentsid: order.contentsId,
    status: order.status,
    method: order.method,
    easyPayProvider: order.easyPayProvider,
    listAmount: order.listAmount,
    discountAmount: order.discountAmount,
    amount: order.amount,
    canceledAmount: order.canceledAmount,
    couponnumber: order.couponnumber,
    useruid: user.useruid,
    userName: user.name,
    userEmail: user.email,
    createdAt: order.createdAt.toISOString(),
    approvedAt: order.approvedAt?.toISOString() ?? null,
  };
}

/** Orders with their buyer and the linked product's title (for the name in the viewer's language). */
function ordersWithBuyer(db: Executor) {
  return db
    .select({
      order: orders,
      title: contents.title,
      useruid: users.useruid,
      name: users.name,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(contents, eq(contents.id, orders.contentsId));
}

/**
 * GET /api/Admin/Orders: every order (abandoned checkouts only when asked), newest first or by a
 * column, filtered by member, order id, status, kind, method and date.
 */
export async function listOrders(ctx: AppContext, locale: Locale, query: AdminOrderListQuery) {
  const conditions: SQL[] = [];
  if (!query.abandoned) conditions.push(not(abandonedCheckout(ctx)));
  if (query.q)
    conditions.push(
      or(ilike(users.email, containsPattern(query.q)), ilike(users.name, containsPattern(query.q)))!,
    );
  if (query.orderId) conditions.push(ilike(orders.orderId, containsPattern(query.orderId)));
  if (query.status) conditions.push(statusCondition(query.status));
  if (query.kind) conditions.push(eq(orders.kind, query.kind));
  if (query.method) conditions.push(eq(orders.method, query.method));
  if (query.from) conditions.push(gte(orders.createdAt, fromSeoul(query.from)));
  if (query.to) conditions.push(lte(orders.createdAt, fromSeoul(query.to, 'end')));
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await selectPage(
    query,
    where,
    ordersWithBuyer(ctx.db)
      .orderBy(...sortedBy(ORDER_SORT, query, [desc(orders.createdAt), desc(orders.id)]))
      .$dynamic(),
    ctx.db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).$dynamic(),
  );
  return {
    items: rows.map(({ order, title, ...user }) => toItem(order, user, title, locale)),
    total,
  };
}

/** GET /api/Admin/Orders/{paymentid}: amounts, method, gateway details, coupon and every refund. */
export async function getOrder(
  ctx: AppContext,
  locale: Locale,
  paymentid: number,
): Promise<AdminOrderDetail> {
  const [row] = await ordersWithBuyer(ctx.db).where(eq(orders.id, paymentid));
  if (!row) throw recordNotFound();
  const { order, title, ...user } = row;
  const [coupon] = order.couponnumber
    ? await ctx.db
        .select({
          couponnumber: coupons.couponnumber,
          campaignId: coupons.campaignId,
          name: couponCampaigns.name,
        })
        .from(coupons)
        .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
        .where(eq(coupons.couponnumber, order.couponnumber))
    : [];
  const decider = aliasedTable(users, 'decider');
  const refundRows = await ctx.db
    .select({ refund: refunds, decidedByEmail: decider.email })
    .from(refunds)
    .leftJoin(decider, eq(decider.id, refunds.decidedBy))
    .where(eq(refunds.orderRowId, order.id))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  return {
    ...toItem(order, user, title, locale),
    paymentKey: order.paymentKey,
    installmentMonths: order.installmentMonths,
    cardCompany: order.cardCompany ? cardCompanyName(order.cardCompany, locale) : null,
    cardNumber: order.cardNumber,
    transferBankCode: order.transferBank,
    virtualAccount: order.vaAccountNumber
      ? {
          bankCode: order.vaBank,
          accountNumber: order.vaAccountNumber,
          holderName: order.vaHolder,
          dueDate: order.vaDueDate?.toISOString() ?? null,
        }
      : null,
    receiptUrl: order.receiptUrl,
    cashReceipt: await cashReceiptOf(ctx.db, order.id),
    taxInvoice: await taxInvoiceOf(ctx.db, order.id),
    failureCode: order.failureCode,
    buyer: { name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone },
    coupon: coupon
      ? {
          couponnumber: coupon.couponnumber,
          campaignId: coupon.campaignId,
          name: pickLocalized(coupon.name, locale),
        }
      : null,
    refunds: refundRows.map(({ refund, decidedByEmail }) => ({
      ...toRefundSummary(refund),
      decidedByEmail,
      transactionKey: refund.transactionKey,
      origin: refund.origin,
      memberAsked: refund.memberAsked,
      policyAmount: refund.policyAmount,
      overrideReason: refund.overrideReason,
    })),
    refundQuote: await quoteRefund(ctx.db, order, ctx.now()),
    refundOffer: await operatorRefundOffer(ctx.db, order, ctx.now()),
  };
}
