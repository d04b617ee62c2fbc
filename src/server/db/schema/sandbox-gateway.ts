import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

/**
 * The built-in sandbox gateway's own ledger (PAYMENT_PROVIDER=sandbox). It is a separate system
 * that happens to share the database: the platform's services never read these tables.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    paymentKey: text('payment_key').primaryKey(),
    orderId: text('order_id').notNull(),
    orderName: text('order_name').notNull(),
    type: text('type', { enum: ['NORMAL', 'BILLING'] }).notNull(),
    method: text('method', { enum: ['CARD', 'VIRTUAL_ACCOUNT', 'EASY_PAY', 'TRANSFER'] }).notNull(),
    /** An easy-pay payment's wallet, as Toss's easyPay.provider names it (카카오페이). */
    easyPayProvider: text('easy_pay_provider'),
    status: text('status').notNull(),
    totalAmount: integer('total_amount').notNull(),
    balanceAmount: integer('balance_amount').notNull(),
    customerKey: text('customer_key'),
    customerName: text('customer_name'),
    cardCompany: text('card_company'),
    cardNumber: text('card_number'),
    /** What the chosen test card does at confirm: approve or fail for insufficient funds. */
    cardOutcome: text('card_outcome'),
    installmentMonths: integer('installment_months').notNull().default(0),
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    dueDate: tstz('due_date'),
    secret: text('secret'),
    cancels: jsonb('cancels')
      .$type<
        {
          cancelAmount: number;
          cancelReason: string;
          canceledAt: string;
          transactionKey: string;
          /** Where money paid into a virtual account went back; the ledger's own, not in Toss's cancel object. */
          refundReceiveAccount?: { bank: string; accountNumber: string; holderName: string };
        }[]
      >()
      .notNull()
      .default([]),
    lastTransactionKey: text('last_transaction_key'),
    requestedAt: tstz('requested_at').notNull(),
    approvedAt: tstz('approved_at'),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

/** A card registered on the sandbox's card page: authKey first, billingKey once issued. */
export const sandboxBillingAuths = pgTable('sandbox_billing_auths', {
  authKey: text('auth_key').primaryKey(),
  customerKey: text('customer_key').notNull(),
  cardCompany: text('card_company').notNull(),
  cardNumber: text('card_number').notNull(),
  cardOutcome: text('card_outcome').notNull(),
  billingKey: text('billing_key').unique(),
  authenticatedAt: tstz('authenticated_at').notNull(),
});

/** Stored answers to state-changing calls, replayed for a repeated Idempotency-Key. */
export const sandboxIdempotency = pgTable(
  'sandbox_idempotency',
  {
    key: text('key').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.key, t.path] })],
);

/** Cash receipts issued through the sandbox's /v1/cash-receipts, as Toss's CashReceipt object. */
export const sandboxCashReceipts = pgTable('sandbox_cash_receipts', {
  receiptKey: text('receipt_key').primaryKey(),
  issueNumber: text('issue_number').notNull(),
  orderId: text('order_id').notNull(),
  orderName: text('order_name').notNull(),
  type: text('type').notNull(),
  customerIdentityNumber: text('customer_identity_number').notNull(),
  amount: integer('amount').notNull(),
  canceledAmount: integer('canceled_amount').notNull().default(0),
  requestedAt: tstz('requested_at').notNull(),
  canceledAt: tstz('canceled_at'),
});
