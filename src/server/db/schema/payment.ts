import {
  EASY_PAY_PROVIDERS,
  ORDER_KINDS,
  ORDER_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  REFUND_ORIGINS,
  REFUND_POLICIES,
  REFUND_STATUSES,
  SEAT_STATES,
} from '@shared/contract/payment';
import type { LocalizedText } from '@shared/localized';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { contents } from './catalogue';
import { createdAt, tstz, updatedAt } from './columns';
import { coupons } from './coupon';

/** DESIGN.md §5: ready → waiting_for_deposit → done → partial_canceled/canceled; ready → failed; waiting → expired. */
export type OrderStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One purchase attempt. The amount is computed by the server at creation and never taken from the
 * browser; the gateway's answers (card, virtual account, receipt) are copied here at confirm.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    contentsId: integer('contents_id').references(() => contents.id),
    orderName: text('order_name').notNull(),
    /**
     * The name in every language, for orders of no product whose title could name them (membership
     * periods); null on the others and on orders older than the column.
     */
    localNames: jsonb('local_names').$type<LocalizedText>(),
    listAmount: integer('list_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    amount: integer('amount').notNull(),
    couponnumber: text('couponnumber').references(() => coupons.couponnumber),
    method: text('method', { enum: ORDER_METHODS }).notNull(),
    /** The wallet the buyer chose for an easy-pay order (method easy_pay); null otherwise. */
    easyPayProvider: text('easy_pay_provider', { enum: EASY_PAY_PROVIDERS }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('ready'),
    customerKey: uuid('customer_key').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone'),
    paymentKey: text('payment_key').unique(),
    /**
     * The provider that took the order: every later call on it goes there, whichever new checkouts
     * use now. Null only on rows older than the column until start-up fills them (decision 091).
     */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    /** A training seat: held during checkout (until seatHeldUntil), taken at confirm or deposit. */
    seat: text('seat', { enum: SEAT_STATES }).notNull().default('none'),
    seatHeldUntil: tstz('seat_held_until'),
    confirmStartedAt: tstz('confirm_started_at'),
    approvedAt: tstz('approved_at'),
    cardCompany: text('card_company'),
    cardNumber: text('card_number'),
    installmentMonths: integer('installment_months'),
    vaBank: text('va_bank'),
    vaAccountNumber: text('va_account_number'),
    vaHolder: text('va_holder'),
    vaDueDate: tstz('va_due_date'),
    /** The bank a 계좌이체 (method transfer) came from, as the gateway reports it at confirm. */
    transferBank: text('transfer_bank'),
    /** The gateway's per-payment secret that authenticates deposit webhooks. */
    vaSecret: text('va_secret'),
    receiptUrl: text('receipt_url'),
    canceledAmount: integer('canceled_amount').notNull().default(0),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_contents_idx').on(t.contentsId, t.status),
    // The sales report reads a period of approvals and of cancellations.
    index('orders_approved_idx').on(t.approvedAt),
  ],
);

/**
 * A refund: a member's request and the admin's decision, an operator's refund from the console, or
 * a cancelled session's. 'processing' claims the order's one gateway cancellation (keyed
 * `refund-<id>`) until the result is recorded; at most one per order, so nothing refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderRowId: integer('order_row_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    policy: text('policy', { enum: REFUND_POLICIES }).notNull(),
    amount: integer('amount').notNull(),
    origin: text('origin', { enum: REFUND_ORIGINS }).notNull().default('member'),
    /** An operator's refund: whether the member asked for it (by phone, mail) or not (a double charge). */
    memberAsked: boolean('member_asked').notNull().default(true),
    /** The policy's amount when the operator chose another, and why. */
    policyAmount: integer('policy_amount'),
    overrideReason: text('override_reason'),
    refundBank: text('refund_bank'),
    refundAccountNumber: text('refund_account_number'),
    refundHolder: text('refund_holder'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: tstz('decided_at'),
    adminNote: text('admin_note'),
    transactionKey: text('transaction_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_status_idx').on(t.status, t.createdAt),
    index('refunds_order_idx').on(t.orderRowId),
    // The database itself refuses a second refund in flight for one order.
    uniqueIndex('refunds_one_processing_idx').on(t.orderRowId).where(sql`${t.status} = 'processing'`),
    // The sales report reads the refunds decided in a period.
    index('refunds_decided_idx').on(t.status, t.decidedAt),
  ],
);

/** Buyer details saved from the payment page and prefilled next time. */
export const buyerProfiles = pgTable('buyer_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** The gateway's customerKey for this member: unguessable, unlike the public useruid. */
  customerKey: uuid('customer_key').notNull().unique().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  updatedAt: updatedAt(),
});
