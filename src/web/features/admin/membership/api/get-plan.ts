import type { MembershipPlanSettings } from '@shared/contract/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Membership/Plan: price, name, description and benefits in every language. */
export function planQuery() {
  return queryOptions({
    staleTime: 0,
    queryKey: adminKeys.membershipPlan(),
    queryFn: ({ signal }) =>
      apiDatas<MembershipPlanSettings>('GET', '/api/Admin/Membership/Plan', { signal }),
  });
}

export function usePlan() {
  return useQuery(planQuery());
}
