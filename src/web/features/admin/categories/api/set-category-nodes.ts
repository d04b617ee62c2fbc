import type { CategoryItem, CategoryNodesBody } from '@shared/contract/category';
import { apiDatas } from '../../../../lib/api-client';
import { useCategoryWrite } from './category-write';

/** POST /api/Category/SetCategoryNodes: the tree's new order and parents, after a drag. */
export function useSetCategoryNodes() {
  return useCategoryWrite((body: CategoryNodesBody) =>
    apiDatas<CategoryItem[]>('POST', '/api/Category/SetCategoryNodes', { body }),
  );
}
