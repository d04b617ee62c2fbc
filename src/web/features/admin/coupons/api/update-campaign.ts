import type { AdminCampaignItem, CampaignUpdateBody } from '@shared/contract/admin-commerce';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** PUT /api/Admin/Coupons/Campaigns/{campaignId}: name and validity window. */
export function useUpdateCampaign() {
  return useConsoleWrite(
    ({ campaignId, body }: { campaignId: number; body: CampaignUpdateBody }) =>
      apiDatas<AdminCampaignItem>('PUT', `/api/Admin/Coupons/Campaigns/${campaignId}`, { body }),
    [adminKeys.coupons.all],
  );
}
