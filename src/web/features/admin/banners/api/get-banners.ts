import type { AdminBannerItem } from '@shared/contract/admin-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Banners: every banner, shown or not, in carousel order; read again whenever the screen opens. */
export function bannersQuery() {
  return queryOptions({
    staleTime: 0,
    queryKey: adminKeys.banners(),
    queryFn: ({ signal }) => apiDatas<AdminBannerItem[]>('GET', '/api/Admin/Banners', { signal }),
  });
}

export function useBanners() {
  return useQuery(bannersQuery());
}
