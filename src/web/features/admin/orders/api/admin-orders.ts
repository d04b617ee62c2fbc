import type { AdminOrderDetail, AdminOrderItem, adminOrderListQuery } from '@shared/contract/admin-commerce';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The console shows what members just did: its data is refetched whenever a screen or panel opens. */
const FRESH = 0;

import type { z } from 'zod';
import { api, apiDatas } from '../../../../lib/api-client';
import type { ListFilter } from '../../components/use-list-filters';

export type OrderFilter = ListFilter<z.input<typeof adminOrderListQuery>>;

/** GET /api/Admin/Orders: newest first or by a column, filtered by member, order id, status, kind, method and dates. */
export function ordersQuery(filter: OrderFilter, page: number) {
  return queryOptions({
    staleTime: FRESH,
    queryKey: ['admin', 'orders', filter, page],
    queryFn: ({ signal }) =>
      api<AdminOrderItem[]>('GET', '/api/Admin/Orders', { query: { ...filter, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(filter: OrderFilter, page: number) {
  return useQuery(ordersQuery(filter, page));
}

/** GET /api/Admin/Orders/{paymentid}: amounts, method, gateway details, coupon and refunds. */
export function orderQuery(paymentid: number) {
  return queryOptions({
    staleTime: FRESH,
    queryKey: ['admin', 'order', paymentid],
    queryFn: ({ signal }) => apiDatas<AdminOrderDetail>('GET', `/api/Admin/Orders/${paymentid}`, { signal }),
  });
}

export function useOrder(paymentid: number | null) {
  return useQuery({ ...orderQuery(paymentid ?? 0), enabled: paymentid !== null });
}
