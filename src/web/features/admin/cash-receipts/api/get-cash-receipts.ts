import type { AdminCashReceiptItem, AdminCashReceiptListQuery } from '@shared/contract/payment';
import { useQuery } from '@tanstack/react-query';
import { consoleListQuery } from '../../api/console-list';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type CashReceiptFilter = ListFilter<AdminCashReceiptListQuery>;

/** GET /api/Admin/CashReceipts: newest requests first, by status. */
export function cashReceiptsQuery(filter: CashReceiptFilter, page: number) {
  return consoleListQuery<AdminCashReceiptItem, typeof filter>(
    adminKeys.cashReceipts,
    '/api/Admin/CashReceipts',
    filter,
    page,
  );
}

export function useCashReceipts(filter: CashReceiptFilter, page: number) {
  return useQuery(cashReceiptsQuery(filter, page));
}
