import type { MembershipPlanSettings } from '@shared/contract/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { planQuery } from './get-plan';

/** PUT /api/Membership/Plan: the new price applies from the next charge. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MembershipPlanSettings) =>
      apiDatas<MembershipPlanSettings>('PUT', '/api/Membership/Plan', { body }),
    onSuccess: (plan) => queryClient.setQueryData(planQuery().queryKey, plan),
  });
}
