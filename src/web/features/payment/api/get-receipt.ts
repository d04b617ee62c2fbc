import type { receiptDatas } from '@shared/contract/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDatas } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/Payment/Receipt/{paymentKey}: the gateway's receipt address, fetched before the link shows. */
export function receiptQuery(paymentKey: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: paymentKeys.receipt(paymentKey),
    queryFn: ({ signal }) =>
      apiDatas<z.infer<typeof receiptDatas>>(
        'GET',
        `/api/Payment/Receipt/${encodeURIComponent(paymentKey ?? '')}`,
        {
          signal,
        },
      ),
    enabled: enabled && Boolean(paymentKey),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useReceipt(paymentKey: string | null, enabled: boolean) {
  return useQuery(receiptQuery(paymentKey, enabled));
}
