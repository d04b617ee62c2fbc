import { TAX_INVOICE_STATUSES } from '@shared/contract/tax-invoice';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt, tstz, updatedAt } from './columns';
import { orders } from './payment';

/**
 * A partner's 세금계산서 for one paid order: asked for by the member with the business details it
 * names, issued by an operator (number and date as the invoice shows them), cancelled by a full
 * refund. One per order.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    orderRowId: integer('order_row_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    status: text('status', { enum: TAX_INVOICE_STATUSES }).notNull().default('requested'),
    businessNumber: text('business_number').notNull(),
    companyName: text('company_name').notNull(),
    ceoName: text('ceo_name').notNull(),
    businessAddress: text('business_address').notNull(),
    email: text('email').notNull(),
    /** The NTS approval number, 8-8-8 digits. */
    invoiceNumber: text('invoice_number'),
    /** 작성일자, a day in Korea. */
    issueDate: date('issue_date'),
    /** KRW the invoice was issued for: the order's amount less its refunds at the time. */
    issuedAmount: integer('issued_amount'),
    issuedBy: integer('issued_by').references(() => users.id),
    canceledAt: tstz('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tax_invoices_status_idx').on(t.status, t.createdAt)],
);
