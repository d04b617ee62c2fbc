import type { MainSections } from '@shared/contract/contents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { homeKeys } from './keys';

/** GET /api/Contents/main: the home page's course, training and notice sections in one answer. */
export function mainSectionsQuery(locale: string) {
  return queryOptions({
    queryKey: homeKeys.main(locale),
    queryFn: ({ signal }) => apiDatas<MainSections>('GET', '/api/Contents/main', { signal }),
    staleTime: 60_000,
  });
}

export function useMainSections(locale: string) {
  return useQuery(mainSectionsQuery(locale));
}
