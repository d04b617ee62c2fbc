import type { CourseCard } from '@shared/contract/contents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enumParam, idParam } from '../../../lib/use-url-filters';
import { CAMPUS_SORTS, CONTENT_LANGS } from '../catalogue-values';
import { catalogueKeys } from './keys';

export interface CampusFilter {
  categoryid?: number;
  subcategoryid?: number;
  lang?: (typeof CONTENT_LANGS)[number];
  sort: (typeof CAMPUS_SORTS)[number];
  page: number;
}

/**
 * The listing's filter as its URL query gives it; on /category the category is the path's
 * (`fixedCategoryId`) and the query names none.
 */
export function campusFilterOf(
  params: URLSearchParams,
  withCategoryFilters: boolean,
  fixedCategoryId?: number,
): CampusFilter {
  return {
    categoryid: withCategoryFilters ? idParam(params.get('categoryid')) : fixedCategoryId,
    subcategoryid: withCategoryFilters ? idParam(params.get('subcategoryid')) : undefined,
    lang: enumParam(params.get('lang'), CONTENT_LANGS),
    sort: enumParam(params.get('sort'), CAMPUS_SORTS) ?? 'newest',
    page: idParam(params.get('page')) ?? 1,
  };
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
