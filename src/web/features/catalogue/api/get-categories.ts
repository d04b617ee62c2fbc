import type { CategoryItem } from '@shared/contract/category';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export function getCategories(filter: { isactive?: 0 | 1; pcategoryid?: number }, signal?: AbortSignal) {
  return apiDatas<CategoryItem[]>('GET', '/api/Category/GetList', { query: filter, signal });
}

/** Top-level active categories, as the header asks for them (isactive=1, pcategoryid=0). */
export function topCategoriesQuery(locale: string) {
  return queryOptions({
    queryKey: catalogueKeys.topCategories(locale),
    queryFn: ({ signal }) => getCategories({ isactive: 1, pcategoryid: 0 }, signal),
    staleTime: 5 * 60_000,
  });
}

export function useTopCategories(locale: string) {
  return useQuery(topCategoriesQuery(locale));
}

/** Every active category of both levels, for the category tree and breadcrumbs. */
export function categoryTreeQuery(locale: string) {
  return queryOptions({
    queryKey: catalogueKeys.categoryTree(locale),
    queryFn: ({ signal }) => getCategories({ isactive: 1 }, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategoryTree(locale: string) {
  return useQuery(categoryTreeQuery(locale));
}
