import type { MyMembership } from '@shared/contract/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { billingKeys } from '../../billing/api/keys';
import { membershipKeys } from './keys';

/** POST /api/Membership/Retry: charges the unpaid period to the active card at once. */
export function useRetryMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDatas<MyMembership>('POST', '/api/Membership/Retry'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
