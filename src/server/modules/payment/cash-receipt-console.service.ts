import type { Locale } from '@shared/constants';
import type { AdminCashReceiptItem, AdminCashReceiptListQuery } from '@shared/contract/payment';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cashReceipts } from '../../db/schema/cash-receipt';
import { pageOfOrderRecords } from './order-of-record';

/**
 * GET /api/Admin/CashReceipts: buyers' 현금영수증, newest requests first, by status. The provider
 * issues and cancels them on its own (cash-receipt.service.ts); the console lists them so a failed
 * or lagging one is found without opening every order.
 */
export async function listCashReceipts(
  ctx: AppContext,
  locale: Locale,
  query: AdminCashReceiptListQuery,
): Promise<{ items: AdminCashReceiptItem[]; total: number }> {
  const where = query.status ? eq(cashReceipts.status, query.status) : undefined;
  const { rows, total } = await pageOfOrderRecords(ctx, locale, cashReceipts, where, query);
  return {
    items: rows.map(({ record, order }) => ({
      ...order,
      cashReceiptId: record.id,
      purpose: record.purpose,
      status: record.status,
      issueNumber: record.issueNumber,
      receiptUrl: record.receiptUrl,
      failureCode: record.failureCode,
      issuedAmount: record.amount,
      canceledAmount: record.canceledAmount,
      requestedAt: record.createdAt.toISOString(),
      issuedAt: record.issuedAt?.toISOString() ?? null,
    })),
    total,
  };
}
