import type { AdminFaqItem } from '@shared/contract/admin-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Faqs: every entry, active or not, in display order; read again whenever the screen opens. */
export function faqsQuery() {
  return queryOptions({
    staleTime: 0,
    queryKey: adminKeys.faqs(),
    queryFn: ({ signal }) => apiDatas<AdminFaqItem[]>('GET', '/api/Admin/Faqs', { signal }),
  });
}

export function useFaqs() {
  return useQuery(faqsQuery());
}
