import type { MyMembership } from '@shared/contract/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { billingKeys } from '../../billing/api/keys';
import { membershipKeys } from './keys';

/** POST /api/Membership/Cancel: an active membership stops renewing and stays open to the end of the paid period; a past-due one ends now. */
export function useCancelMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDatas<MyMembership>('POST', '/api/Membership/Cancel'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
