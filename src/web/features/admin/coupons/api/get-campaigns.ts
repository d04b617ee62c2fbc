import type { AdminCampaignItem, adminCampaignListQuery } from '@shared/contract/admin-commerce';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { consoleListQuery } from '../../api/console-list';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type CampaignFilter = ListFilter<z.input<typeof adminCampaignListQuery>>;

/** GET /api/Admin/Coupons/Campaigns: newest first or by a column, with usage counts. */
export function campaignsQuery(filter: CampaignFilter, page: number) {
  return consoleListQuery<AdminCampaignItem, typeof filter>(
    adminKeys.coupons.campaigns,
    '/api/Admin/Coupons/Campaigns',
    filter,
    page,
  );
}

export function useCampaigns(filter: CampaignFilter, page: number) {
  return useQuery(campaignsQuery(filter, page));
}

/** Every campaign the filter matches, for the CSV export. */
export function fetchAllCampaigns(filter: CampaignFilter) {
  return fetchAllPages<AdminCampaignItem>('/api/Admin/Coupons/Campaigns', filter);
}
