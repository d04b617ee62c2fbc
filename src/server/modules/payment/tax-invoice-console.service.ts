import type { Locale } from '@shared/constants';
import type {
  AdminTaxInvoiceItem,
  AdminTaxInvoiceListQuery,
  TaxInvoiceIssue,
  TaxInvoiceSummary,
} from '@shared/contract/tax-invoice';
import { seoulDay } from '@shared/seoul-time';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orders } from '../../db/schema/payment';
import { taxInvoices } from '../../db/schema/tax-invoice';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalidInput, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';
import { deliverNotices } from '../notifications/notify-member';
import { pageOfOrderRecords } from './order-of-record';
import { noticeTaxInvoiceIssued } from './payment-notices';
import { toTaxInvoiceSummary } from './tax-invoice.service';

/** The operator's side of 세금계산서: the requests, and marking one issued. */

/** GET /api/Admin/TaxInvoices: newest requests first, by status. */
export async function listTaxInvoices(
  ctx: AppContext,
  locale: Locale,
  query: AdminTaxInvoiceListQuery,
): Promise<{ items: AdminTaxInvoiceItem[]; total: number }> {
  const where = query.status ? eq(taxInvoices.status, query.status) : undefined;
  const { rows, total } = await pageOfOrderRecords(ctx, locale, taxInvoices, where, query);
  return {
    items: rows.map(({ record, order }) => ({
      ...toTaxInvoiceSummary(record),
      ...order,
      amendmentNeeded: record.issuedAmount !== null && record.issuedAmount !== order.netAmount,
    })),
    total,
  };
}

/**
 * POST /api/Admin/TaxInvoices/{id}/Issue: the issuer issues (today: records what the operator
 * entered), then the request turns 'issued' with the number, the date and the amount the order
 * holds — unless a refund or another operator moved it on meanwhile. Audited.
 */
export async function markTaxInvoiceIssued(
  ctx: AppContext,
  admin: SessionUser,
  taxInvoiceId: number,
  entry: TaxInvoiceIssue,
): Promise<TaxInvoiceSummary> {
  const [found] = await ctx.db
    .select({ invoice: taxInvoices, order: orders })
    .from(taxInvoices)
    .innerJoin(orders, eq(orders.id, taxInvoices.orderRowId))
    .where(eq(taxInvoices.id, taxInvoiceId));
  if (!found) throw recordNotFound();
  const { invoice, order } = found;
  if (invoice.status !== 'requested') throw notRequested();
  const from = seoulDay(order.approvedAt ?? order.createdAt);
  const to = seoulDay(ctx.now());
  if (entry.issueDate < from || entry.issueDate > to)
    throw invalidInput('taxInvoice.issueDateOutOfRange', { from, to });
  const amount = order.amount - order.canceledAmount;
  // Outside the transaction: a provider's issuer calls out, and no row stays locked meanwhile.
  const issued = await ctx.taxInvoiceIssuer.issue(
    {
      orderId: order.orderId,
      itemName: order.orderName,
      amount,
      buyer: {
        businessNumber: invoice.businessNumber,
        companyName: invoice.companyName,
        ceoName: invoice.ceoName,
        businessAddress: invoice.businessAddress,
        email: invoice.email,
      },
    },
    entry,
  );
  const summary = await adminTransaction(ctx, admin, async (tx) => {
    // The order first, then the invoice, as a refund takes them (endPurchase): no deadlock between the two.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const [before] = await tx
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.id, taxInvoiceId))
      .for('update');
    if (before?.status !== 'requested') throw notRequested();
    const [after] = await tx
      .update(taxInvoices)
      .set({
        status: 'issued',
        invoiceNumber: issued.invoiceNumber,
        issueDate: issued.issueDate,
        issuedAmount: amount,
        issuedBy: admin.id,
        updatedAt: ctx.now(),
      })
      .where(and(eq(taxInvoices.id, taxInvoiceId), eq(taxInvoices.status, 'requested')))
      .returning();
    const audited = (row: typeof before) => ({
      status: row.status,
      invoiceNumber: row.invoiceNumber,
      issueDate: row.issueDate,
      issuedAmount: row.issuedAmount,
    });
    await recordChange(
      tx,
      admin,
      'taxInvoice.markIssued',
      { type: 'taxInvoice', id: taxInvoiceId },
      audited(before),
      {
        ...audited(after!),
        orderId: order.orderId,
      },
    );
    await noticeTaxInvoiceIssued(ctx, tx, order, after!);
    return toTaxInvoiceSummary(after!);
  });
  deliverNotices(ctx);
  return summary;
}

const notRequested = () => conflict('TAX_INVOICE_NOT_REQUESTED', 'taxInvoice.notRequested');
