import type { AdminFaqItem } from '@shared/contract/admin-content';
import type { FaqSaveBody } from '@shared/contract/board';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The console shows what members just did: its data is refetched whenever a screen or panel opens. */
const FRESH = 0;

import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Faqs: every entry, active or not, in display order. */
export function faqsQuery() {
  return queryOptions({
    staleTime: FRESH,
    queryKey: adminKeys.faqs(),
    queryFn: ({ signal }) => apiDatas<AdminFaqItem[]>('GET', '/api/Admin/Faqs', { signal }),
  });
}

export function useFaqs() {
  return useQuery(faqsQuery());
}

function useFaqMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqsQuery().queryKey }),
  });
}

/** POST /api/Board/SaveFaq: without `sort`, an edit keeps the entry's place. */
export function useSaveFaq() {
  return useFaqMutation((body: FaqSaveBody) =>
    apiDatas<AdminFaqItem>('POST', '/api/Board/SaveFaq', { body }),
  );
}

/** DELETE /api/Board/DeleteFaq?faqid= */
export function useDeleteFaq() {
  return useFaqMutation((faqid: number) =>
    apiDatas<null>('DELETE', '/api/Board/DeleteFaq', { query: { faqid } }),
  );
}

/** POST /api/Admin/Faqs/Order: every id in the new order. */
export function useReorderFaqs() {
  return useFaqMutation((ids: number[]) =>
    apiDatas<null>('POST', '/api/Admin/Faqs/Order', { body: { ids } }),
  );
}
