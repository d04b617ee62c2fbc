import type { BillingCard } from '@shared/contract/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** DELETE /api/Billing/Delete/{billingkey}: the newest remaining card becomes active if this one was. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billingkey: string) =>
      apiDatas<BillingCard[]>('DELETE', `/api/Billing/Delete/${encodeURIComponent(billingkey)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
