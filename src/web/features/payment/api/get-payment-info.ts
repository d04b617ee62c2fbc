import type { PaymentInfo } from '@shared/contract/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/Payment/GetInfo/{paymentid}: one of the caller's own payments in full. */
export function paymentInfoQuery(useruid: string, paymentid: number, locale: string) {
  return queryOptions({
    queryKey: paymentKeys.info(useruid, paymentid, locale),
    queryFn: ({ signal }) => apiDatas<PaymentInfo>('GET', `/api/Payment/GetInfo/${paymentid}`, { signal }),
    enabled: paymentid > 0,
  });
}

export function usePaymentInfo(useruid: string, paymentid: number, locale: string) {
  return useQuery(paymentInfoQuery(useruid, paymentid, locale));
}
