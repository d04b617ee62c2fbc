import type { MembershipPlan } from '@shared/contract/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { membershipKeys } from './keys';

/** GET /api/Membership/Plan: name, monthly price, benefits and the included courses. */
export function planQuery(locale: string) {
  return queryOptions({
    queryKey: membershipKeys.plan(locale),
    queryFn: ({ signal }) => apiDatas<MembershipPlan>('GET', '/api/Membership/Plan', { signal }),
  });
}

export function usePlan(locale: string) {
  return useQuery(planQuery(locale));
}
