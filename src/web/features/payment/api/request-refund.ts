import type { RefundRequestBody } from '@shared/contract/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** POST /api/Payment/RequestRefund/{paymentid}: answers the server's 'Your refund request has been received.' */
export function useRequestRefund(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentid, body }: { paymentid: number; body: RefundRequestBody }) =>
      (await api<unknown>('POST', `/api/Payment/RequestRefund/${paymentid}`, { body })).respMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.history(useruid) }),
  });
}
