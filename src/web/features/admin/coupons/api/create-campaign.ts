import type { AdminCampaignItem, CampaignCreateBody } from '@shared/contract/admin-commerce';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Coupons/Campaigns: the campaign and its first codes. */
export function useCreateCampaign() {
  return useConsoleWrite(
    (body: CampaignCreateBody) =>
      apiDatas<AdminCampaignItem & { codes: string[] }>('POST', '/api/Admin/Coupons/Campaigns', { body }),
    [adminKeys.coupons.all],
  );
}
