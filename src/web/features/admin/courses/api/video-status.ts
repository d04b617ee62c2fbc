import type { AdminVideo } from '@shared/contract/admin-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

const settled = (video: AdminVideo | undefined) => video?.status === 'ready' || video?.status === 'failed';

/** A lesson video's transcoding state, polled every second until it is ready or failed. */
export function videoStatusQuery(videoid: number) {
  return queryOptions({
    queryKey: adminKeys.video(videoid),
    queryFn: ({ signal }) => apiDatas<AdminVideo>('GET', `/api/Admin/Videos/${videoid}`, { signal }),
    refetchInterval: (query) => (settled(query.state.data) ? false : 1_000),
  });
}

export function useVideoStatus(videoid: number | null, initial: AdminVideo | null) {
  return useQuery({
    ...videoStatusQuery(videoid ?? 0),
    enabled: videoid !== null && !settled(initial ?? undefined),
    initialData: initial ?? undefined,
  });
}
