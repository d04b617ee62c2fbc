import type { AdminTermsVersion, TermsSaveBody } from '@shared/contract/admin-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** POST /api/Main/SaveTerms: a new version; versions are never edited. */
export function useSaveTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TermsSaveBody) => apiDatas<AdminTermsVersion>('POST', '/api/Main/SaveTerms', { body }),
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: adminKeys.terms(saved.tab) }),
  });
}
