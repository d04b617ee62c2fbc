import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Banner/Delete?id= */
export function useDeleteBanner() {
  return useConsoleWrite(
    (id: number) => apiDatas<null>('POST', '/api/Banner/Delete', { query: { id } }),
    [adminKeys.banners()],
  );
}
