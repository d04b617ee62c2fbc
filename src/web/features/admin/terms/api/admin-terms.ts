import type { AdminTermsVersion, TermsSaveBody } from '@shared/contract/admin-content';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The console shows what members just did: its data is refetched whenever a screen or panel opens. */
const FRESH = 0;

import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Terms/{tab}: every version of one policy, newest effective date first. */
export function termsVersionsQuery(tab: number) {
  return queryOptions({
    staleTime: FRESH,
    queryKey: adminKeys.terms(tab),
    queryFn: ({ signal }) => apiDatas<AdminTermsVersion[]>('GET', `/api/Admin/Terms/${tab}`, { signal }),
  });
}

export function useTermsVersions(tab: number) {
  return useQuery(termsVersionsQuery(tab));
}

/** POST /api/Main/SaveTerms: a new version; versions are never edited. */
export function useSaveTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TermsSaveBody) => apiDatas<AdminTermsVersion>('POST', '/api/Main/SaveTerms', { body }),
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: termsVersionsQuery(saved.tab).queryKey }),
  });
}
