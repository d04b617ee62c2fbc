import type { ConsoleReviewItem } from '@shared/contract/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

export const CONSOLE_REVIEW_PAGE_SIZE = 20;

export interface ConsoleReviewFilter {
  replied?: 'replied' | 'unreplied';
}

/** GET /api/Admin/Reviews: the reviews of the courses the caller speaks for, newest first. */
export function useConsoleReviews(filter: ConsoleReviewFilter, page: number, locale: string) {
  return useQuery({
    queryKey: reviewKeys.console(filter, page, locale),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(CONSOLE_REVIEW_PAGE_SIZE) });
      if (filter.replied) query.set('replied', filter.replied);
      const answer = await api<ConsoleReviewItem[]>('GET', `/api/Admin/Reviews?${query}`, { signal });
      return { items: answer.datas, total: answer.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
