import type { CategoryItem } from '@shared/contract/category';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Categories: every category of both levels, active or not, in tree order. */
export function adminCategoriesQuery(locale: string) {
  return queryOptions({
    queryKey: adminKeys.categories.tree(locale),
    queryFn: ({ signal }) => apiDatas<CategoryItem[]>('GET', '/api/Admin/Categories', { signal }),
  });
}

export function useAdminCategories(locale: string) {
  return useQuery(adminCategoriesQuery(locale));
}
