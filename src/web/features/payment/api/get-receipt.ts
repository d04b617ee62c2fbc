import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';

/** GET /api/Payment/Receipt/{paymentKey}: the gateway's receipt address, fetched before the link shows. */
export function receiptQuery(paymentKey: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: ['payment', 'receipt', paymentKey],
    queryFn: ({ signal }) =>
      apiDatas<{ url: string }>('GET', `/api/Payment/Receipt/${encodeURIComponent(paymentKey ?? '')}`, {
        signal,
      }),
    enabled: enabled && Boolean(paymentKey),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useReceipt(paymentKey: string | null, enabled: boolean) {
  return useQuery(receiptQuery(paymentKey, enabled));
}
