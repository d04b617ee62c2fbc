import type { AdminCampaignItem } from '@shared/contract/admin-commerce';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Coupons/Campaigns/{campaignId}/End: no code of it registers or applies any more. */
export function useEndCampaign() {
  return useConsoleWrite(
    (campaignId: number) =>
      apiDatas<AdminCampaignItem>('POST', `/api/Admin/Coupons/Campaigns/${campaignId}/End`),
    [adminKeys.coupons.all],
  );
}
