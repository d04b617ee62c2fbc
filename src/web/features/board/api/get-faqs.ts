import type { FaqCategory, FaqItem } from '@shared/contract/board';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { boardKeys } from './keys';

/** POST /api/Board/GetFaqs: active questions in display order, optionally by category and search text. */
export function faqsQuery(category: FaqCategory | undefined, search: string, locale: string) {
  return queryOptions({
    queryKey: boardKeys.faqs(locale, category, search),
    queryFn: ({ signal }) =>
      apiDatas<FaqItem[]>('POST', '/api/Board/GetFaqs', {
        body: { ...(category ? { category } : {}), ...(search ? { search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFaqs(category: FaqCategory | undefined, search: string, locale: string) {
  return useQuery(faqsQuery(category, search, locale));
}
