import type { CAMPUS_SORTS, CONTENT_LANGS, CourseCard } from '@shared/contract/contents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export interface CampusFilter {
  categoryid?: number;
  subcategoryid?: number;
  lang?: (typeof CONTENT_LANGS)[number];
  sort: (typeof CAMPUS_SORTS)[number];
  page: number;
}

export interface CoursePage {
  items: CourseCard[];
  total: number;
  pageSize: number;
}

export async function searchCampus(filter: CampusFilter, signal?: AbortSignal): Promise<CoursePage> {
  const envelope = await api<CourseCard[]>('GET', '/api/Contents/search/campus', {
    query: { ...filter },
    signal,
  });
  return { items: envelope.datas, total: envelope.total ?? 0, pageSize: envelope.pageSize ?? 12 };
}

export function campusSearchQuery(filter: CampusFilter, locale: string) {
  return queryOptions({
    queryKey: catalogueKeys.campus(locale, filter),
    queryFn: ({ signal }) => searchCampus(filter, signal),
    // Keep the previous page on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useCampusSearch(filter: CampusFilter, locale: string) {
  return useQuery(campusSearchQuery(filter, locale));
}
