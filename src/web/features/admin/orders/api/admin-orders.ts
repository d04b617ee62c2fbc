import type { AdminOrderDetail, AdminOrderItem, adminOrderListQuery } from '@shared/contract/admin-commerce';
import type { operatorRefundBody, RefundApproved } from '@shared/contract/payment';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The console shows what members just did: its data is refetched whenever a screen or panel opens. */
const FRESH = 0;

import type { z } from 'zod';
import { api, apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type OrderFilter = ListFilter<z.input<typeof adminOrderListQuery>>;

/** GET /api/Admin/Orders: newest first or by a column, filtered by member, order id, status, kind, method and dates. */
export function ordersQuery(filter: OrderFilter, page: number) {
  return queryOptions({
    staleTime: FRESH,
    queryKey: adminKeys.orders(filter, page),
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
    queryKey: adminKeys.order(paymentid),
    queryFn: ({ signal }) => apiDatas<AdminOrderDetail>('GET', `/api/Admin/Orders/${paymentid}`, { signal }),
  });
}

export function useOrder(paymentid: number | null) {
  return useQuery({ ...orderQuery(paymentid ?? 0), enabled: paymentid !== null });
}

/** A refund or cancellation changes the order, the refund queue and the dashboard: all admin data is refreshed. */
function useOrderWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /api/Admin/Orders/{paymentid}/Refund: cancels at the gateway, then records the refund. */
export function useRefundOrder(paymentid: number) {
  return useOrderWrite((body: z.input<typeof operatorRefundBody>) =>
    apiDatas<RefundApproved>('POST', `/api/Admin/Orders/${paymentid}/Refund`, { body }),
  );
}

/** POST /api/Admin/Orders/{paymentid}/Cancel: an unpaid or abandoned order. */
export function useCancelOrder(paymentid: number) {
  return useOrderWrite((reason: string) =>
    apiDatas<unknown>('POST', `/api/Admin/Orders/${paymentid}/Cancel`, { body: { reason } }),
  );
}
