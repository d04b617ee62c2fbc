import type {
  TAX_INVOICE_REFUSALS,
  TaxInvoiceBusiness,
  TaxInvoiceSummary,
} from '@shared/contract/tax-invoice';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { cashReceipts } from '../../db/schema/cash-receipt';
import { type OrderStatus, orders } from '../../db/schema/payment';
import { taxInvoices } from '../../db/schema/tax-invoice';
import { conflict, forbidden, invalid } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { lockOwnOrder } from './own-order';
import { noticeTaxInvoiceCanceled } from './payment-notices';

/**
 * A partner's 세금계산서, member side: the request on a paid order and what history shows. The
 * operator's side (list, mark issued) is tax-invoice-console.service.ts.
 *
 * Only bank-transfer orders qualify: a card's sales slip is already the buyer's tax proof, and so is
 * a cash receipt, and Korean VAT law gives one proof per sale (부가가치세법 §33②).
 */

type TaxInvoiceRow = typeof taxInvoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
export type TaxInvoiceRefusal = (typeof TAX_INVOICE_REFUSALS)[number];

/** Paid and not all of it refunded. */
const PAID: OrderStatus[] = ['done', 'partial_canceled'];

export function toTaxInvoiceSummary(row: TaxInvoiceRow): TaxInvoiceSummary {
  return {
    taxInvoiceId: row.id,
    status: row.status,
    businessNumber: row.businessNumber,
    companyName: row.companyName,
    ceoName: row.ceoName,
    businessAddress: row.businessAddress,
    email: row.email,
    invoiceNumber: row.invoiceNumber,
    issueDate: row.issueDate,
    issuedAmount: row.issuedAmount,
    requestedAt: row.createdAt.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

export async function taxInvoiceOf(db: Executor, orderRowId: number): Promise<TaxInvoiceSummary | null> {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.orderRowId, orderRowId));
  return row ? toTaxInvoiceSummary(row) : null;
}

async function isPartner(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ memberType: users.memberType }).from(users).where(eq(users.id, userId));
  return row?.memberType === 'partner';
}

/** Why this order cannot have a tax invoice, or null when its buyer may ask for one. */
async function refusalFor(db: Executor, order: OrderRow): Promise<TaxInvoiceRefusal | null> {
  if (order.method === 'free' || order.amount === 0) return 'free';
  if (!PAID.includes(order.status)) return 'not_paid';
  if (order.method === 'card') return 'card';
  // The wallet's own receipt (a card slip or its cash receipt) is the proof, as for a card.
  if (order.method === 'easy_pay') return 'easy_pay';
  const [receipt] = await db
    .select({ status: cashReceipts.status })
    .from(cashReceipts)
    .where(and(eq(cashReceipts.orderRowId, order.id), inArray(cashReceipts.status, ['requested', 'issued'])));
  return receipt ? 'cash_receipt' : null;
}

/** For payment history: the order's invoice, or why none can be asked for (null: it can). */
export async function taxInvoiceStanding(db: Executor, userId: number, order: OrderRow) {
  const taxInvoice = await taxInvoiceOf(db, order.id);
  if (taxInvoice) return { taxInvoice, taxInvoiceRefusal: null };
  const refusal = (await isPartner(db, userId)) ? await refusalFor(db, order) : 'not_partner';
  return { taxInvoice: null, taxInvoiceRefusal: refusal };
}

const REFUSAL_ERRORS: Record<TaxInvoiceRefusal, () => Error> = {
  not_partner: () => forbidden('TAX_INVOICE_NOT_PARTNER', 'taxInvoice.notPartner'),
  not_paid: () => conflict('TAX_INVOICE_NOT_PAID', 'taxInvoice.notPaid'),
  card: () => invalid('TAX_INVOICE_CARD', 'taxInvoice.cardPayment'),
  easy_pay: () => invalid('TAX_INVOICE_EASY_PAY', 'taxInvoice.easyPayPayment'),
  cash_receipt: () => conflict('TAX_INVOICE_CASH_RECEIPT', 'taxInvoice.cashReceiptIssued'),
  free: () => invalid('TAX_INVOICE_FREE', 'taxInvoice.freeOrder'),
};

/**
 * GET /api/Payment/TaxInvoice/Business: the request form's starting point — the business as signed
 * up, and the CEO's name from the partner's last request (sign-up does not ask for it).
 */
export async function businessOnFile(ctx: AppContext, user: SessionUser) {
  const [account] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (account?.memberType !== 'partner') throw REFUSAL_ERRORS.not_partner();
  const [last] = await ctx.db
    .select({ ceoName: taxInvoices.ceoName })
    .from(taxInvoices)
    .innerJoin(orders, eq(orders.id, taxInvoices.orderRowId))
    .where(eq(orders.userId, user.id))
    .orderBy(desc(taxInvoices.createdAt), desc(taxInvoices.id))
    .limit(1);
  return {
    businessNumber: account.businessNumber ?? '',
    companyName: account.companyName ?? '',
    ceoName: last?.ceoName ?? '',
    businessAddress: account.businessAddress ?? '',
    email: account.email,
  };
}

/**
 * POST /api/Payment/TaxInvoice/{paymentid}: one request per order. Asking again answers the request
 * already made, unchanged (`created: false`); the order row is locked so a refund cannot land between
 * the check and the insert.
 */
export async function requestTaxInvoice(
  ctx: AppContext,
  user: SessionUser,
  paymentid: number,
  business: TaxInvoiceBusiness,
): Promise<{ taxInvoice: TaxInvoiceSummary; created: boolean }> {
  if (!(await isPartner(ctx.db, user.id))) throw REFUSAL_ERRORS.not_partner();
  return ctx.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, paymentid, user.id);
    const existing = await taxInvoiceOf(tx, order.id);
    if (existing) return { taxInvoice: existing, created: false };
    const refusal = await refusalFor(tx, order);
    if (refusal) throw REFUSAL_ERRORS[refusal]();
    const [row] = await tx
      .insert(taxInvoices)
      .values({ orderRowId: order.id, ...business })
      .returning();
    return { taxInvoice: toTaxInvoiceSummary(row!), created: true };
  });
}

/**
 * A full refund, in its transaction: the request is cancelled, and so is an issued invoice, which
 * keeps its number so the console can show that an amended invoice (수정세금계산서) is due. A partial
 * refund changes nothing here; the console compares the issued amount with what the order holds.
 */
export async function cancelTaxInvoiceOnRefund(
  ctx: AppContext,
  tx: Executor,
  order: OrderRow,
  now: Date,
): Promise<void> {
  const canceled = await tx
    .update(taxInvoices)
    .set({ status: 'canceled', canceledAt: now, updatedAt: now })
    .where(and(eq(taxInvoices.orderRowId, order.id), inArray(taxInvoices.status, ['requested', 'issued'])))
    .returning();
  for (const invoice of canceled) await noticeTaxInvoiceCanceled(ctx, tx, order, invoice);
}
