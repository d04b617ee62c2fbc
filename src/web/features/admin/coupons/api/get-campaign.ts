import type { AdminCampaignItem } from '@shared/contract/admin-commerce';
import { useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Coupons/Campaigns/{campaignId}: read again whenever the drawer opens. */
export function useCampaign(campaignId: number | null) {
  return useQuery({
    staleTime: 0,
    queryKey: adminKeys.coupons.campaign(campaignId),
    queryFn: ({ signal }) =>
      apiDatas<AdminCampaignItem>('GET', `/api/Admin/Coupons/Campaigns/${campaignId}`, { signal }),
    enabled: campaignId !== null,
  });
}
