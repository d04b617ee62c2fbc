import type { CategoryItem, CategorySaveBody } from '@shared/contract/category';
import { apiDatas } from '../../../../lib/api-client';
import { useCategoryWrite } from './category-write';

/** POST /api/Category/Save: creates (no categoryid) or updates a category: its names, parent and whether it shows. */
export function useSaveCategory() {
  return useCategoryWrite((body: CategorySaveBody) =>
    apiDatas<CategoryItem>('POST', '/api/Category/Save', { body }),
  );
}
