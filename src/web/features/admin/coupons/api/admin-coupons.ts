import type {
  AdminCampaignItem,
  AdminCodeItem,
  adminCampaignListQuery,
  adminCodeListQuery,
  CampaignCreateBody,
  CampaignUpdateBody,
  GeneratedCodes,
} from '@shared/contract/admin-commerce';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The console shows what members just did: its data is refetched whenever a screen or panel opens. */
const FRESH = 0;

import type { z } from 'zod';
import { api, apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type CampaignFilter = ListFilter<z.input<typeof adminCampaignListQuery>>;
export type CodeFilter = ListFilter<z.input<typeof adminCodeListQuery>>;

/** GET /api/Admin/Coupons/Campaigns: newest first or by a column, with usage counts. */
export function campaignsQuery(filter: CampaignFilter, page: number) {
  return queryOptions({
    staleTime: FRESH,
    queryKey: adminKeys.coupons.campaigns(filter, page),
    queryFn: ({ signal }) =>
      api<AdminCampaignItem[]>('GET', '/api/Admin/Coupons/Campaigns', {
        query: { ...filter, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaigns(filter: CampaignFilter, page: number) {
  return useQuery(campaignsQuery(filter, page));
}

/** GET /api/Admin/Coupons/Campaigns/{campaignId} */
export function useCampaign(campaignId: number | null) {
  return useQuery({
    staleTime: FRESH,
    queryKey: adminKeys.coupons.campaign(campaignId),
    queryFn: ({ signal }) =>
      apiDatas<AdminCampaignItem>('GET', `/api/Admin/Coupons/Campaigns/${campaignId}`, { signal }),
    enabled: campaignId !== null,
  });
}

export const CODES_PAGE_SIZE = 50;

/** GET /api/Admin/Coupons/Campaigns/{campaignId}/Codes: who registered and used each code. */
export function useCampaignCodes(campaignId: number | null, filter: CodeFilter, page: number) {
  return useQuery({
    staleTime: FRESH,
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

function useCouponMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons.all }),
  });
}

/** POST /api/Admin/Coupons/Campaigns: the campaign and its first codes. */
export function useCreateCampaign() {
  return useCouponMutation((body: CampaignCreateBody) =>
    apiDatas<AdminCampaignItem & { codes: string[] }>('POST', '/api/Admin/Coupons/Campaigns', { body }),
  );
}

/** POST /api/Admin/Coupons/Campaigns/{campaignId}/Codes: another batch of unique codes. */
export function useGenerateCodes() {
  return useCouponMutation(({ campaignId, quantity }: { campaignId: number; quantity: number }) =>
    apiDatas<GeneratedCodes>('POST', `/api/Admin/Coupons/Campaigns/${campaignId}/Codes`, {
      body: { quantity },
    }),
  );
}

/** PUT /api/Admin/Coupons/Campaigns/{campaignId}: name and validity window. */
export function useUpdateCampaign() {
  return useCouponMutation(({ campaignId, body }: { campaignId: number; body: CampaignUpdateBody }) =>
    apiDatas<AdminCampaignItem>('PUT', `/api/Admin/Coupons/Campaigns/${campaignId}`, { body }),
  );
}

/** POST /api/Admin/Coupons/Campaigns/{campaignId}/End: no code of it registers or applies any more. */
export function useEndCampaign() {
  return useCouponMutation((campaignId: number) =>
    apiDatas<AdminCampaignItem>('POST', `/api/Admin/Coupons/Campaigns/${campaignId}/End`),
  );
}

/** POST /api/Admin/Coupons/Codes/{couponnumber}/Void: one leaked code stopped, with the reason. */
export function useVoidCode() {
  return useCouponMutation(({ couponnumber, reason }: { couponnumber: string; reason: string }) =>
    apiDatas<AdminCodeItem>('POST', `/api/Admin/Coupons/Codes/${couponnumber}/Void`, { body: { reason } }),
  );
}

/** GET /api/Admin/Contents (the catalogue screens' list): the courses or sessions a coupon can target. */
export function useTargetContents(conttype: 'course' | 'training' | null) {
  return useQuery({
    staleTime: FRESH,
    queryKey: adminKeys.coupons.targets(conttype),
    queryFn: ({ signal }) =>
      apiDatas<{ contentsid: number; title: string }[]>('GET', '/api/Admin/Contents', {
        query: { conttype: conttype ?? 'course', pageSize: 200 },
        signal,
      }),
    enabled: conttype !== null,
  });
}
