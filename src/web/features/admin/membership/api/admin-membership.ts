import type { AdminMembershipItem, adminMembershipListQuery } from '@shared/contract/admin-commerce';
import type { MembershipPlanSettings } from '@shared/contract/membership';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The console shows what members just did: its data is refetched whenever a screen or panel opens. */
const FRESH = 0;

import type { z } from 'zod';
import { api, apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

/** GET /api/Admin/Membership/Plan: price, name, description and benefits in every language. */
export function planQuery() {
  return queryOptions({
    staleTime: FRESH,
    queryKey: adminKeys.membershipPlan(),
    queryFn: ({ signal }) =>
      apiDatas<MembershipPlanSettings>('GET', '/api/Admin/Membership/Plan', { signal }),
  });
}

export function usePlan() {
  return useQuery(planQuery());
}

/** PUT /api/Membership/Plan: the new price applies from the next charge. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MembershipPlanSettings) =>
      apiDatas<MembershipPlanSettings>('PUT', '/api/Membership/Plan', { body }),
    onSuccess: (plan) => queryClient.setQueryData(planQuery().queryKey, plan),
  });
}

export type MembershipFilter = ListFilter<z.input<typeof adminMembershipListQuery>>;

/** GET /api/Admin/Memberships: declined renewals first, or by a column. */
export function useMemberships(filter: MembershipFilter, page: number) {
  return useQuery({
    staleTime: FRESH,
    queryKey: adminKeys.memberships(filter, page),
    queryFn: ({ signal }) =>
      api<AdminMembershipItem[]>('GET', '/api/Admin/Memberships', {
        query: { ...filter, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
