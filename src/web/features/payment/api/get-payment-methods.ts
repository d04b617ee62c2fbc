import type { PaymentMethodsOffered } from '@shared/contract/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/Payment/Methods: the methods and easy-pay wallets the payment provider offers. */
export function paymentMethodsQuery() {
  return queryOptions({
    queryKey: paymentKeys.methods(),
    queryFn: ({ signal }) => apiDatas<PaymentMethodsOffered>('GET', '/api/Payment/Methods', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQuery());
}
