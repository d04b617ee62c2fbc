import type { AdminOrderItem, adminOrderListQuery } from '@shared/contract/admin-commerce';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { consoleListQuery } from '../../api/console-list';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type OrderFilter = ListFilter<z.input<typeof adminOrderListQuery>>;

/** GET /api/Admin/Orders: newest first or by a column, filtered by member, order id, status, kind, method and dates. */
export function ordersQuery(filter: OrderFilter, page: number) {
  return consoleListQuery<AdminOrderItem, typeof filter>(adminKeys.orders, '/api/Admin/Orders', filter, page);
}

export function useOrders(filter: OrderFilter, page: number) {
  return useQuery(ordersQuery(filter, page));
}

/** Every order the filter matches, for the CSV export. */
export function fetchAllOrders(filter: OrderFilter) {
  return fetchAllPages<AdminOrderItem>('/api/Admin/Orders', filter);
}
