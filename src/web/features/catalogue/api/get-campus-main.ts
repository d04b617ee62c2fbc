import type { CampusMain } from '@shared/contract/contents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** Campus facets: categories with subcategories and course counts, and content languages. */
export function campusMainQuery(locale: string) {
  return queryOptions({
    queryKey: catalogueKeys.campusMain(locale),
    queryFn: ({ signal }) => apiDatas<CampusMain>('GET', '/api/Contents/main/campus', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCampusMain(locale: string) {
  return useQuery(campusMainQuery(locale));
}
