import type { BillingCard } from '@shared/contract/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** PUT /api/Billing/Active/{billingkey}: renewals go to this card from now on. */
export function useActivateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billingkey: string) =>
      apiDatas<BillingCard[]>('PUT', `/api/Billing/Active/${encodeURIComponent(billingkey)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
