import type { BannerItem } from '@shared/contract/banner';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { homeKeys } from './keys';

/** POST /api/Banner/GetList: the banners shown now, in display order. */
export function bannersQuery(locale: string) {
  return queryOptions({
    queryKey: homeKeys.banners(locale),
    queryFn: ({ signal }) => apiDatas<BannerItem[]>('POST', '/api/Banner/GetList', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(locale: string) {
  return useQuery(bannersQuery(locale));
}
