import { CASH_RECEIPT_PURPOSES, CASH_RECEIPT_STATUSES } from '@shared/contract/payment';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { orders } from './payment';

/**
 * A buyer's 현금영수증 for a virtual-account order: asked for at checkout, issued through the
 * payment provider once the deposit lands, cancelled (in part or in full) as the order is refunded.
 */
export const cashReceipts = pgTable('cash_receipts', {
  id: serial('id').primaryKey(),
  orderRowId: integer('order_row_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  purpose: text('purpose', { enum: CASH_RECEIPT_PURPOSES }).notNull(),
  /** The mobile or business registration number, digits only: the tax office needs it to issue. */
  identityNumber: text('identity_number').notNull(),
  status: text('status', { enum: CASH_RECEIPT_STATUSES }).notNull().default('requested'),
  receiptKey: text('receipt_key'),
  issueNumber: text('issue_number'),
  receiptUrl: text('receipt_url'),
  /** What the receipt was issued for: the amount paid, less any refund before it was issued. */
  amount: integer('amount').notNull().default(0),
  /** The order's refunded amount the receipt already reflects. */
  canceledAmount: integer('canceled_amount').notNull().default(0),
  failureCode: text('failure_code'),
  issuedAt: tstz('issued_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
