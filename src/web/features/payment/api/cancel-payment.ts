import type { paymentCanceled } from '@shared/contract/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDatas } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** POST /api/Payment/Cancel/{paymentid}: withdraws an unpaid virtual-account order. */
export function useCancelPayment(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentid: number) =>
      apiDatas<z.infer<typeof paymentCanceled>>('POST', `/api/Payment/Cancel/${paymentid}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.history(useruid) }),
  });
}
