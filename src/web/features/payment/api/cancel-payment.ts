import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { paymentsKey } from './get-payment-list';

/** POST /api/Payment/Cancel/{paymentid}: withdraws an unpaid virtual-account order. */
export function useCancelPayment(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentid: number) =>
      apiDatas<{ paymentid: number; status: 'canceled' }>('POST', `/api/Payment/Cancel/${paymentid}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKey(useruid) }),
  });
}
