import type { AdminTermsVersion } from '@shared/contract/admin-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Terms/{tab}: every version of one policy, newest effective date first; read again whenever the screen opens. */
export function termsVersionsQuery(tab: number) {
  return queryOptions({
    staleTime: 0,
    queryKey: adminKeys.terms(tab),
    queryFn: ({ signal }) => apiDatas<AdminTermsVersion[]>('GET', `/api/Admin/Terms/${tab}`, { signal }),
  });
}

export function useTermsVersions(tab: number) {
  return useQuery(termsVersionsQuery(tab));
}
