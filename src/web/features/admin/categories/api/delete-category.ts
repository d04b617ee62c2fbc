import { apiDatas } from '../../../../lib/api-client';
import { useCategoryWrite } from './category-write';

/** POST /api/Category/Delete?id= */
export function useDeleteCategory() {
  return useCategoryWrite((id: number) => apiDatas<null>('POST', '/api/Category/Delete', { query: { id } }));
}
