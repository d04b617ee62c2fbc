import type { AdminOrderDetail } from '@shared/contract/admin-commerce';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Orders/{paymentid}: amounts, method, gateway details, coupon and refunds; read again whenever the drawer opens. */
export function orderQuery(paymentid: number) {
  return queryOptions({
    staleTime: 0,
    queryKey: adminKeys.order(paymentid),
    queryFn: ({ signal }) => apiDatas<AdminOrderDetail>('GET', `/api/Admin/Orders/${paymentid}`, { signal }),
  });
}

export function useOrder(paymentid: number | null) {
  return useQuery({ ...orderQuery(paymentid ?? 0), enabled: paymentid !== null });
}
