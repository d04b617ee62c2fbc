import type { AdminCodeItem, adminCodeListQuery } from '@shared/contract/admin-commerce';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type CodeFilter = ListFilter<z.input<typeof adminCodeListQuery>>;

export const CODES_PAGE_SIZE = 50;

/** GET /api/Admin/Coupons/Campaigns/{campaignId}/Codes: who registered and used each code. */
export function useCampaignCodes(campaignId: number | null, filter: CodeFilter, page: number) {
  return useQuery({
    staleTime: 0,
    queryKey: adminKeys.coupons.codes(campaignId, filter, page),
    queryFn: ({ signal }) =>
      api<AdminCodeItem[]>('GET', `/api/Admin/Coupons/Campaigns/${campaignId}/Codes`, {
        query: { ...filter, page, pageSize: CODES_PAGE_SIZE },
        signal,
      }),
    enabled: campaignId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every code of the campaign the filter matches, for the CSV export. */
export function fetchAllCampaignCodes(campaignId: number, filter: CodeFilter) {
  return fetchAllPages<AdminCodeItem>(`/api/Admin/Coupons/Campaigns/${campaignId}/Codes`, filter);
}
