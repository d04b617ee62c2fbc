import { createHash, randomInt } from 'node:crypto';
import type { Locale } from '@shared/constants';
import type {
  BuyerInfo,
  PaymentConfirmBody,
  PaymentCreateBody,
  PaymentCreated,
  PaymentInfo,
  PaymentListItem,
} from '@shared/contract/payment';
import { INSTALLMENT_MIN_AMOUNT, type PAYMENT_TABS } from '@shared/contract/payment';
import { pickLocalized } from '@shared/localized';
import { and, count, desc, eq, exists, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { couponCampaigns, coupons } from '../../db/schema/coupon';
import { enrolments } from '../../db/schema/learning';
import { buyerProfiles, type OrderStatus, orders, refunds } from '../../db/schema/payment';
import type { SessionUser } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { GatewayError } from '../../integrations/payment/gateway';
import { assertAccountActive } from '../account/account-status';
import { consumeCoupon, quoteCoupon } from '../coupon/coupon.service';
import { courseProgressRate } from '../learning/course-progress';
import { askForCashReceipt, cashReceiptOf } from './cash-receipt.service';
import {
  applyGatewayPayment,
  lockOrder,
  type OrderRow,
  recruitmentClosed,
  releaseOrder,
  SEAT_HOLD_MS,
  SETTLED,
  seatsLeft,
  takeSeat,
} from './order-settlement';
import { decideRefund } from './refund-policy';
import { virtualAccountDueDate } from './virtual-account-due';

/** History lists what a member paid for or still owes; abandoned and failed attempts stay hidden. */
const LISTED_STATUSES: OrderStatus[] = [
  'done',
  'waiting_for_deposit',
  'canceled',
  'partial_canceled',
  'expired',
];

export const verificationFailed = () =>
  new AppError(400, 'PAYMENT_VERIFICATION_FAILED', 'payment.verificationFailed');
export const orderFailed = (gateway?: GatewayError) =>
  new AppError(
    400,
    'PAYMENT_FAILED',
    'payment.orderFailedBody',
    {},
    gateway ? { gatewayCode: gateway.code, gatewayMessage: gateway.message } : null,
  );
export const noSeats = () => new AppError(409, 'NO_SEATS', 'payment.noSeats');

function newOrderId(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let suffix = '';
  for (let i = 0; i < 10; i++) suffix += alphabet[randomInt(alphabet.length)];
  return `MV${now.toISOString().slice(0, 10).replace(/-/g, '')}-${suffix}`;
}

export async function hasActiveEnrolment(db: Executor, userId: number, contentsId: number, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.contentsId, contentsId),
        eq(enrolments.status, 'active'),
        or(isNull(enrolments.expiresAt), gt(enrolments.expiresAt, now)),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The saved buyer details, created from the account on first use (with the member's customerKey). */
export async function buyerProfile(db: Executor, user: Pick<SessionUser, 'id' | 'name' | 'email'>) {
  const [existing] = await db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, user.id));
  if (existing) return existing;
  const [account] = await db
    .select({ name: users.name, email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, user.id));
  await db
    .insert(buyerProfiles)
    .values({
      userId: user.id,
      name: account?.name ?? user.name,
      email: account?.email ?? user.email,
      phone: account?.mobile ?? null,
    })
    .onConflictDoNothing();
  const [created] = await db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, user.id));
  return created!;
}

export async function getBuyerInfo(ctx: AppContext, user: SessionUser): Promise<BuyerInfo> {
  const profile = await buyerProfile(ctx.db, user);
  return { name: profile.name, email: profile.email, phone: profile.phone ?? '' };
}

/** PUT /api/Payment/UpdateUserInfo */
export async function updateBuyerInfo(
  ctx: AppContext,
  user: SessionUser,
  input: BuyerInfo,
): Promise<BuyerInfo> {
  await buyerProfile(ctx.db, user);
  await ctx.db
    .update(buyerProfiles)
    .set({ name: input.name, email: input.email, phone: input.phone, updatedAt: ctx.now() })
    .where(eq(buyerProfiles.userId, user.id));
  return input;
}

async function publishedContent(db: Executor, contentsId: number) {
  const [content] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.id, contentsId), eq(contents.isPublished, true)));
  if (!content) throw notFound();
  return content;
}

/** GET /api/Payment/checktraining/{id}: may this session still be booked? */
export async function checkTraining(ctx: AppContext, contentsId: number) {
  const content = await publishedContent(ctx.db, contentsId);
  if (content.conttype !== 'training') throw notFound();
  const now = ctx.now();
  const left = await seatsLeft(ctx.db, content, now);
  if (recruitmentClosed(content, now) || (left !== null && left <= 0)) throw noSeats();
  return { contentsid: content.id, capacity: content.capacity, seatsLeft: left, available: true as const };
}

/** Checkouts a member may have open at once for one product (see docs/decisions.md). */
export const MAX_OPEN_CHECKOUTS = 3;
/** Toss closes an untouched checkout window after 30 minutes; an older unconfirmed order is abandoned. */
export const CHECKOUT_WINDOW_MS = 30 * 60_000;

/**
 * Refuses a new checkout while the member has MAX_OPEN_CHECKOUTS of this product still open (not
 * confirmed, inside the gateway's window). Earlier ones are not closed: the member may still
 * come back from any of them and pay. The member's row lock makes concurrent checkouts queue up.
 */
async function limitOpenCheckouts(tx: Executor, userId: number, contentsId: number, now: Date) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.contentsId, contentsId),
        eq(orders.status, 'ready'),
        isNull(orders.confirmStartedAt),
        gt(orders.createdAt, new Date(now.getTime() - CHECKOUT_WINDOW_MS)),
      ),
    );
  if ((open?.n ?? 0) >= MAX_OPEN_CHECKOUTS)
    throw new AppError(409, 'TOO_MANY_OPEN_ORDERS', 'payment.tooManyOpenOrders', {
      count: MAX_OPEN_CHECKOUTS,
    });
}

/**
 * POST /api/Payment/Create: the order with a server-computed amount (price − coupon). A training
 * order holds a seat for the checkout; the contents row lock makes concurrent holds queue up.
 */
export async function createPayment(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  input: PaymentCreateBody,
): Promise<PaymentCreated> {
  const now = ctx.now();
  const content = await publishedContent(ctx.db, input.contentsid);
  if (content.price <= 0) throw new AppError(400, 'NOT_PURCHASABLE', 'payment.notPurchasable');
  if (await hasActiveEnrolment(ctx.db, user.id, content.id, now))
    throw new AppError(409, 'ALREADY_ENROLLED', 'payment.alreadyEnrolled');
  const item = { kind: content.conttype, contentsId: content.id, price: content.price };
  const discount = input.couponnumber
    ? (await quoteCoupon(ctx.db, user.id, input.couponnumber, item, now)).discount
    : 0;
  const amount = content.price - discount;
  const installmentMonths = input.method === 'card' ? input.installmentMonths : 0;
  if (installmentMonths > 0 && amount < INSTALLMENT_MIN_AMOUNT)
    throw new AppError(400, 'INSTALLMENT_NOT_ALLOWED', 'payment.installmentNotAllowed');
  const buyer = await buyerProfile(ctx.db, user);
  const orderName = pickLocalized(content.title, locale).slice(0, 100) || `#${content.id}`;
  const orderId = newOrderId(now);

  const order = await ctx.db.transaction(async (tx) => {
    await assertAccountActive(tx, user.id);
    let seat: { seat: 'none' | 'held'; seatHeldUntil: Date | null } = { seat: 'none', seatHeldUntil: null };
    await limitOpenCheckouts(tx, user.id, content.id, now);
    if (content.conttype === 'training') {
      const [locked] = await tx.select().from(contents).where(eq(contents.id, content.id)).for('update');
      const left = await seatsLeft(tx, locked!, now);
      if (recruitmentClosed(locked!, now) || (left !== null && left <= 0)) throw noSeats();
      seat = { seat: 'held', seatHeldUntil: new Date(now.getTime() + SEAT_HOLD_MS) };
    }
    const [row] = await tx
      .insert(orders)
      .values({
        orderId,
        userId: user.id,
        kind: content.conttype,
        contentsId: content.id,
        orderName,
        listAmount: content.price,
        discountAmount: discount,
        amount,
        couponnumber: input.couponnumber ?? null,
        method: input.method,
        installmentMonths: input.method === 'card' ? installmentMonths : null,
        vaBank: input.method === 'virtual_account' ? (input.bankCode ?? null) : null,
        customerKey: buyer.customerKey,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerPhone: buyer.phone,
        ...seat,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (input.method === 'virtual_account' && input.cashReceipt)
      await askForCashReceipt(tx, row!.id, input.cashReceipt);
    return row!;
  });

  const successUrl = `${ctx.config.PUBLIC_URL}/paymentComplete`;
  const failUrl = `${ctx.config.PUBLIC_URL}/paymentFail`;
  const dueDate =
    input.method === 'virtual_account' ? virtualAccountDueDate(now, content.recruitDeadline) : null;
  const handoff = ctx.paymentGateway.startCheckout({
    method: input.method,
    orderId,
    orderName,
    amount,
    customerKey: buyer.customerKey,
    customerName: buyer.name,
    successUrl,
    failUrl,
    installmentMonths,
    bankCode: input.bankCode,
    virtualAccountDueDate: dueDate,
  });
  return {
    paymentid: order.id,
    orderId,
    orderName,
    amount,
    listAmount: content.price,
    discountAmount: discount,
    customerKey: buyer.customerKey,
    customerName: buyer.name,
    customerEmail: buyer.email,
    method: input.method,
    installmentMonths,
    ...handoff,
    virtualAccountDueDate: dueDate?.toISOString() ?? null,
    successUrl,
    failUrl,
    seatHeldUntil: order.seatHeldUntil?.toISOString() ?? null,
  };
}

async function ownOrder(
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
  if (!order) throw notFound();
  return order;
}

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
      throw new AppError(409, 'PAYMENT_PENDING', 'payment.confirmPending');
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
      throw new AppError(409, 'COUPON_USED', 'coupon.alreadyUsed');
    let seat: Partial<OrderRow> = {};
    if (order.kind === 'training' && order.contentsId !== null && order.seat !== 'taken') {
      const [content] = await tx
        .select()
        .from(contents)
        .where(eq(contents.id, order.contentsId))
        .for('update');
      const holdLive = order.seat === 'held' && order.seatHeldUntil !== null && order.seatHeldUntil > now;
      if (!holdLive) {
        const left = await seatsLeft(tx, content!, now, order.id);
        if (recruitmentClosed(content!, now) || (left !== null && left <= 0)) throw noSeats();
      }
      if (order.method === 'card') {
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
  let payment: Awaited<ReturnType<AppContext['paymentGateway']['confirm']>>;
  try {
    payment = await ctx.paymentGateway.confirm(
      { paymentKey: input.paymentKey, orderId: order.orderId, amount: order.amount },
      idempotencyKey,
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === 'unavailable' || error.kind === 'processing') {
      // The outcome is unknown: keep the reservation, reconciliation asks the gateway later.
      throw new AppError(502, 'PAYMENT_PENDING', 'payment.confirmPending');
    }
    if (error.kind === 'already_processed') {
      const existing = await ctx.paymentGateway.getPayment(input.paymentKey).catch(() => null);
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

/** GET /api/Payment/GetList/{tab} */
export async function listPayments(
  ctx: AppContext,
  user: SessionUser,
  tab: (typeof PAYMENT_TABS)[number],
  paging: { page: number; pageSize: number },
): Promise<{ items: PaymentListItem[]; total: number }> {
  const where = and(
    eq(orders.userId, user.id),
    inArray(orders.status, LISTED_STATUSES),
    tab === 'all' ? undefined : eq(orders.kind, tab),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ order: orders, refundRequested: refundRequestedOf(ctx.db) })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    items: rows.map((row) => toListItem(row.order, row.refundRequested)),
    total: total?.n ?? 0,
  };
}

/** Whether the order has a refund request still waiting for a decision: the list shows it. */
const refundRequestedOf = (db: Executor) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(refunds)
      .where(and(eq(refunds.orderRowId, orders.id), eq(refunds.status, 'requested'))),
  ).mapWith(Boolean);

function toListItem(order: OrderRow, refundRequested: boolean): PaymentListItem {
  return {
    refundRequested,
    paymentid: order.id,
    orderId: order.orderId,
    orderName: order.orderName,
    kind: order.kind,
    contentsid: order.contentsId,
    status: order.status,
    method: order.method,
    amount: order.amount,
    canceledAmount: order.canceledAmount,
    paymentKey: order.status === 'ready' || order.status === 'failed' ? null : order.paymentKey,
    createdAt: order.createdAt.toISOString(),
    approvedAt: order.approvedAt?.toISOString() ?? null,
  };
}

/** Progress as the refund policy reads it: a share between 0 and 1. */
export async function courseProgress(db: Executor, userId: number, contentsId: number): Promise<number> {
  return (await courseProgressRate(db, userId, contentsId)) / 100;
}

/** The policy's refund, unless a request or a refund is already open on the order. */
export async function quoteRefund(db: Executor, order: OrderRow, now: Date) {
  const [pending] = await db
    .select({ n: count() })
    .from(refunds)
    .where(and(eq(refunds.orderRowId, order.id), inArray(refunds.status, ['requested', 'processing'])));
  const decision = await refundPolicy(db, order, now);
  if ((pending?.n ?? 0) > 0)
    return { refundable: false, policy: null, amount: 0, reason: 'requested' } as const;
  return decision;
}

/** What the refund policy returns on the order now, whatever is pending (refund-policy.ts). */
export async function refundPolicy(db: Executor, order: OrderRow, now: Date) {
  const [content] = order.contentsId
    ? await db
        .select({ accessDays: contents.accessDays, startsAt: contents.startsAt })
        .from(contents)
        .where(eq(contents.id, order.contentsId))
    : [];
  return decideRefund({
    kind: order.kind,
    status: order.status,
    amount: order.amount,
    canceledAmount: order.canceledAmount,
    approvedAt: order.approvedAt,
    now,
    accessDays: content?.accessDays ?? null,
    sessionStartsAt: content?.startsAt ?? null,
    progress: order.contentsId ? await courseProgress(db, order.userId, order.contentsId) : 0,
  });
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
  const [enrolment] = await ctx.db
    .select({ expiresAt: enrolments.expiresAt, startsAt: enrolments.startsAt })
    .from(enrolments)
    .where(eq(enrolments.orderRowId, order.id));
  const [content] = order.contentsId
    ? await ctx.db
        .select({ startsAt: contents.startsAt })
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
    ...toListItem(
      order,
      refundRows.some((refund) => refund.status === 'requested'),
    ),
    listAmount: order.listAmount,
    discountAmount: order.discountAmount,
    installmentMonths: order.installmentMonths,
    cardCompany: order.cardCompany,
    cardNumber: order.cardNumber,
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
    testDepositUrl:
      order.status === 'waiting_for_deposit' && order.paymentKey
        ? ctx.paymentGateway.testDepositUrl(order.paymentKey)
        : null,
    accessExpiresAt: order.kind === 'course' ? (enrolment?.expiresAt?.toISOString() ?? null) : null,
    sessionStartsAt: order.kind === 'training' ? (content?.startsAt?.toISOString() ?? null) : null,
    refunds: refundRows.map((row) => ({
      refundid: row.id,
      status: row.status,
      policy: row.policy,
      amount: row.amount,
      reason: row.reason,
      adminNote: row.adminNote,
      requestedAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
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
  if (!order.receiptUrl || !SETTLED.includes(order.status)) throw notFound();
  return { url: order.receiptUrl };
}
