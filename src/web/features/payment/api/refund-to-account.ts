import type { RefundAccountBody } from '@shared/contract/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** POST /api/Payment/RefundAccount/{paymentid}: a cancelled session's refund, sent to the account entered. */
export function useRefundToAccount(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentid, body }: { paymentid: number; body: RefundAccountBody }) =>
      (await api<unknown>('POST', `/api/Payment/RefundAccount/${paymentid}`, { body })).respMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.history(useruid) }),
  });
}
