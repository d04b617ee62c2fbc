import type { AdminBannerItem } from '@shared/contract/admin-content';
import type { BannerSaveBody } from '@shared/contract/banner';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Banner/Save: creates (no bannerid) or updates a banner. */
export function useSaveBanner() {
  return useConsoleWrite(
    (body: BannerSaveBody) => apiDatas<AdminBannerItem>('POST', '/api/Banner/Save', { body }),
    [adminKeys.banners()],
  );
}
