import type { Locale } from '@shared/constants';
import type { AdminOrderDetail, AdminOrderItem, AdminOrderListQuery } from '@shared/contract/admin-commerce';
import { pickLocalized } from '@shared/localized';
import { aliasedTable, and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { couponCampaigns, coupons } from '../../db/schema/coupon';
import { orders, refunds } from '../../db/schema/payment';
import { notFound } from '../../http/errors';
import { quoteRefund } from '../payment/payment.service';

type OrderRow = typeof orders.$inferSelect;

const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** A bare day is a day in Korea: from its first to its last millisecond in Asia/Seoul. */
export function koreanBound(value: string, edge: 'start' | 'end'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+09:00`);
  return new Date(value);
}

function toItem(order: OrderRow, user: { useruid: string; name: string; email: string }): AdminOrderItem {
  return {
    paymentid: order.id,
    orderId: order.orderId,
    orderName: order.orderName,
    kind: order.kind,
    contentsid: order.contentsId,
    status: order.status,
    method: order.method,
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

/** GET /api/Admin/Orders: every order, newest first, by member, order id, status, kind, method and date. */
export async function listOrders(ctx: AppContext, query: AdminOrderListQuery) {
  const conditions: SQL[] = [];
  if (query.q)
    conditions.push(or(ilike(users.email, escapeLike(query.q)), ilike(users.name, escapeLike(query.q)))!);
  if (query.orderId) conditions.push(ilike(orders.orderId, escapeLike(query.orderId)));
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.kind) conditions.push(eq(orders.kind, query.kind));
  if (query.method) conditions.push(eq(orders.method, query.method));
  if (query.from) conditions.push(gte(orders.createdAt, koreanBound(query.from, 'start')));
  if (query.to) conditions.push(lte(orders.createdAt, koreanBound(query.to, 'end')));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ order: orders, useruid: users.useruid, name: users.name, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { items: rows.map(({ order, ...user }) => toItem(order, user)), total: total?.n ?? 0 };
}

/** GET /api/Admin/Orders/{paymentid}: amounts, method, gateway details, coupon and every refund. */
export async function getOrder(
  ctx: AppContext,
  locale: Locale,
  paymentid: number,
): Promise<AdminOrderDetail> {
  const [row] = await ctx.db
    .select({ order: orders, useruid: users.useruid, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, paymentid));
  if (!row) throw notFound();
  const { order, ...user } = row;
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
    ...toItem(order, user),
    paymentKey: order.paymentKey,
    installmentMonths: order.installmentMonths,
    cardCompany: order.cardCompany,
    cardNumber: order.cardNumber,
    virtualAccount: order.vaAccountNumber
      ? {
          bankCode: order.vaBank,
          accountNumber: order.vaAccountNumber,
          holderName: order.vaHolder,
          dueDate: order.vaDueDate?.toISOString() ?? null,
        }
      : null,
    receiptUrl: order.receiptUrl,
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
      refundid: refund.id,
      status: refund.status,
      policy: refund.policy,
      amount: refund.amount,
      reason: refund.reason,
      adminNote: refund.adminNote,
      requestedAt: refund.createdAt.toISOString(),
      decidedAt: refund.decidedAt?.toISOString() ?? null,
      decidedByEmail,
      transactionKey: refund.transactionKey,
    })),
    refundQuote: await quoteRefund(ctx.db, order, ctx.now()),
  };
}
