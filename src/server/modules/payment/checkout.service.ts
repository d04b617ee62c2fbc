import { randomInt } from 'node:crypto';
import type { Locale } from '@shared/constants';
import type { PaymentCreateBody, PaymentCreated } from '@shared/contract/payment';
import { INSTALLMENT_MIN_AMOUNT, takesCashReceipt } from '@shared/contract/payment';
import { pickLocalized } from '@shared/localized';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { contents } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/payment';
import { conflict, invalid, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { assertAccountActive } from '../account/account-status';
import { quoteCoupon } from '../coupon/coupon.service';
import { hasActiveEnrolment } from '../enrolment/enrolment.service';
import { buyerProfile } from './buyer-profile';
import { askForCashReceipt } from './cash-receipt.service';
import { assertSeatOpen, SEAT_HOLD_MS, seatsLeft } from './order-settlement';
import { assertMethodOffered } from './payment-methods';
import { virtualAccountDueDate } from './virtual-account-due';

/** Opening an order: what may be bought, at what price (coupon applied), with how many checkouts open. */

function newOrderId(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let suffix = '';
  for (let i = 0; i < 10; i++) suffix += alphabet[randomInt(alphabet.length)];
  return `MV${now.toISOString().slice(0, 10).replace(/-/g, '')}-${suffix}`;
}

async function publishedContent(db: Executor, contentsId: number) {
  const [content] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.id, contentsId), eq(contents.isPublished, true)));
  if (!content) throw recordNotFound();
  return content;
}

/** GET /api/Payment/checktraining/{id}: may this session still be booked? */
export async function checkTraining(ctx: AppContext, contentsId: number) {
  const content = await publishedContent(ctx.db, contentsId);
  if (content.conttype !== 'training') throw recordNotFound();
  const now = ctx.now();
  const left = await seatsLeft(ctx.db, content, now);
  assertSeatOpen(content, now, left);
  return { contentsid: content.id, capacity: content.capacity, seatsLeft: left, available: true as const };
}

/** Checkouts a member may have open at once for one product (docs/decisions/030-console-lists-sort-on-the-server-open-checkouts-per-member-a.md). */
export const MAX_OPEN_CHECKOUTS = 3;

/**
 * Refuses a new checkout while the member has MAX_OPEN_CHECKOUTS of this product still open (not
 * confirmed, inside the gateway's window). Earlier ones are not closed: the member may still
 * come back from any of them and pay. Runs under the member's row lock (FOR NO KEY UPDATE, taken
 * by the caller), so concurrent checkouts queue up and each counts the ones before it.
 */
async function limitOpenCheckouts(
  tx: Executor,
  userId: number,
  contentsId: number,
  now: Date,
  checkoutWindowMs: number,
) {
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.contentsId, contentsId),
        eq(orders.status, 'ready'),
        isNull(orders.confirmStartedAt),
        gt(orders.createdAt, new Date(now.getTime() - checkoutWindowMs)),
      ),
    );
  if ((open?.n ?? 0) >= MAX_OPEN_CHECKOUTS)
    throw conflict('TOO_MANY_OPEN_ORDERS', 'payment.tooManyOpenOrders', {
      params: { count: MAX_OPEN_CHECKOUTS },
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
  const provider = ctx.payments.current;
  const easyPayProvider = assertMethodOffered(provider.offers, input);
  const content = await publishedContent(ctx.db, input.contentsid);
  if (content.price <= 0) throw invalid('NOT_PURCHASABLE', 'payment.notPurchasable');
  if (await hasActiveEnrolment(ctx.db, user.id, content.id, now))
    throw conflict('ALREADY_ENROLLED', 'payment.alreadyEnrolled');
  const item = { kind: content.conttype, contentsId: content.id, price: content.price };
  const discount = input.couponnumber
    ? (await quoteCoupon(ctx.db, user.id, input.couponnumber, item, now)).discount
    : 0;
  const amount = content.price - discount;
  const installmentMonths = input.method === 'card' ? input.installmentMonths : 0;
  if (installmentMonths > 0 && amount < INSTALLMENT_MIN_AMOUNT)
    throw invalid('INSTALLMENT_NOT_ALLOWED', 'payment.installmentNotAllowed');
  const buyer = await buyerProfile(ctx.db, user);
  const orderName = pickLocalized(content.title, locale).slice(0, 100) || `#${content.id}`;
  const orderId = newOrderId(now);

  const order = await ctx.db.transaction(async (tx) => {
    await assertAccountActive(tx, user.id, 'no key update');
    let seat: { seat: 'none' | 'held'; seatHeldUntil: Date | null } = { seat: 'none', seatHeldUntil: null };
    await limitOpenCheckouts(tx, user.id, content.id, now, provider.checkoutWindowMs);
    if (content.conttype === 'training') {
      const [locked] = await tx.select().from(contents).where(eq(contents.id, content.id)).for('update');
      assertSeatOpen(locked!, now, await seatsLeft(tx, locked!, now));
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
        easyPayProvider,
        installmentMonths: input.method === 'card' ? installmentMonths : null,
        vaBank: input.method === 'virtual_account' ? (input.bankCode ?? null) : null,
        customerKey: buyer.customerKey,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerPhone: buyer.phone,
        provider: provider.name,
        ...seat,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (takesCashReceipt(input.method) && input.cashReceipt)
      await askForCashReceipt(tx, row!.id, input.cashReceipt);
    return row!;
  });

  const successUrl = `${ctx.config.PUBLIC_URL}/paymentComplete`;
  const failUrl = `${ctx.config.PUBLIC_URL}/paymentFail`;
  const dueDate =
    input.method === 'virtual_account' ? virtualAccountDueDate(now, content.recruitDeadline) : null;
  const handoff = provider.startCheckout({
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
    easyPayProvider: easyPayProvider ?? undefined,
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
    easyPayProvider,
    installmentMonths,
    ...handoff,
    virtualAccountDueDate: dueDate?.toISOString() ?? null,
    successUrl,
    failUrl,
    seatHeldUntil: order.seatHeldUntil?.toISOString() ?? null,
  };
}
