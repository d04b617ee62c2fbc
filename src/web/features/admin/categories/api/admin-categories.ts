import type { CategoryItem, CategoryNodesBody, CategorySaveBody } from '@shared/contract/category';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { catalogueKeys } from '../../../catalogue/api/keys';
import { adminKeys } from '../../api/keys';

/** Every category of both levels, active or not, in tree order. */
export function adminCategoriesQuery(locale: string) {
  return queryOptions({
    queryKey: adminKeys.categories.tree(locale),
    queryFn: ({ signal }) => apiDatas<CategoryItem[]>('GET', '/api/Admin/Categories', { signal }),
  });
}

export function useAdminCategories(locale: string) {
  return useQuery(adminCategoriesQuery(locale));
}

/** After any change the console's tree and the public menus (header dropdown, campus) reload. */
function useCategoryMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.categories.all }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
      ]);
    },
  });
}

export function useSaveCategory() {
  return useCategoryMutation((body: CategorySaveBody) =>
    apiDatas<CategoryItem>('POST', '/api/Category/Save', { body }),
  );
}

export function useDeleteCategory() {
  return useCategoryMutation((id: number) =>
    apiDatas<null>('POST', '/api/Category/Delete', { query: { id } }),
  );
}

export function useSetCategoryNodes() {
  return useCategoryMutation((body: CategoryNodesBody) =>
    apiDatas<CategoryItem[]>('POST', '/api/Category/SetCategoryNodes', { body }),
  );
}
