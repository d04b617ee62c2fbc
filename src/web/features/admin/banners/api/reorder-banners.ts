import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Banners/Order: every banner id in the new carousel order. */
export function useReorderBanners() {
  return useConsoleWrite(
    (ids: number[]) => apiDatas<null>('POST', '/api/Admin/Banners/Order', { body: { ids } }),
    [adminKeys.banners()],
  );
}
