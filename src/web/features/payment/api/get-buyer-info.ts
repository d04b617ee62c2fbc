import type { BuyerInfo } from '@shared/contract/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/Payment/UserInfo: the saved buyer details (from the account on first use). */
export function buyerInfoQuery(useruid: string) {
  return queryOptions({
    queryKey: paymentKeys.buyer(useruid),
    queryFn: ({ signal }) => apiDatas<BuyerInfo>('GET', '/api/Payment/UserInfo', { signal }),
    enabled: Boolean(useruid),
  });
}

export function useBuyerInfo(useruid: string) {
  return useQuery(buyerInfoQuery(useruid));
}
