import type { MyMembership } from '@shared/contract/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { membershipKeys } from './keys';

/** GET /api/Membership/My: state, period, next charge, card. */
export function myMembershipQuery(useruid: string, locale: string) {
  return queryOptions({
    queryKey: membershipKeys.mine(useruid, locale),
    queryFn: ({ signal }) => apiDatas<MyMembership>('GET', '/api/Membership/My', { signal }),
    enabled: Boolean(useruid),
  });
}

export function useMyMembership(useruid: string, locale: string) {
  return useQuery(myMembershipQuery(useruid, locale));
}
