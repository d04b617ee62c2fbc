import type { AdminBannerItem, UploadedFile } from '@shared/contract/admin-content';
import type { BannerSaveBody } from '@shared/contract/banner';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';

/** The console shows what members just did: its data is refetched whenever a screen or panel opens. */
const FRESH = 0;

import { adminKeys } from '../../api/keys';
import { uploadFile } from '../../components/upload-file';

export function bannersQuery() {
  return queryOptions({
    staleTime: FRESH,
    queryKey: adminKeys.banners(),
    queryFn: ({ signal }) => apiDatas<AdminBannerItem[]>('GET', '/api/Admin/Banners', { signal }),
  });
}

export function useBanners() {
  return useQuery(bannersQuery());
}

function useBannerMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQuery().queryKey }),
  });
}

/** POST /api/Banner/Save: creates (no bannerid) or updates a banner. */
export function useSaveBanner() {
  return useBannerMutation((body: BannerSaveBody) =>
    apiDatas<AdminBannerItem>('POST', '/api/Banner/Save', { body }),
  );
}

/** POST /api/Banner/Delete?id= */
export function useDeleteBanner() {
  return useBannerMutation((id: number) => apiDatas<null>('POST', '/api/Banner/Delete', { query: { id } }));
}

/** POST /api/Admin/Banners/Order: every banner id in the new carousel order. */
export function useReorderBanners() {
  return useBannerMutation((ids: number[]) =>
    apiDatas<null>('POST', '/api/Admin/Banners/Order', { body: { ids } }),
  );
}

/** POST /api/Admin/Uploads/banner: an image only, checked by its bytes on the server. */
export function uploadBannerImage(file: File, onProgress?: (percent: number) => void) {
  return uploadFile<UploadedFile>('/api/Admin/Uploads/banner', file, { onProgress });
}
