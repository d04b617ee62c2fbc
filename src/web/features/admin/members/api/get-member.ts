import type { AdminMemberDetail } from '@shared/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Members/{useruid}: the member's file (profile, business details, orders). */
export function memberQuery(useruid: string) {
  return queryOptions({
    queryKey: adminKeys.member(useruid),
    queryFn: ({ signal }) => apiDatas<AdminMemberDetail>('GET', `/api/Admin/Members/${useruid}`, { signal }),
  });
}

export function useMember(useruid: string) {
  return useQuery(memberQuery(useruid));
}
