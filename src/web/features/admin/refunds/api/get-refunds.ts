import type { AdminRefundItem, AdminRefundListQuery } from '@shared/contract/payment';
import { useQuery } from '@tanstack/react-query';
import { consoleListQuery } from '../../api/console-list';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type RefundFilter = ListFilter<AdminRefundListQuery>;

/** GET /api/Payment/Admin/Refunds: newest requests first or by a column, by decision status. */
export function refundsQuery(filter: RefundFilter, page: number) {
  return consoleListQuery<AdminRefundItem, typeof filter>(
    adminKeys.refunds,
    '/api/Payment/Admin/Refunds',
    filter,
    page,
  );
}

export function useRefunds(filter: RefundFilter, page: number) {
  return useQuery(refundsQuery(filter, page));
}
