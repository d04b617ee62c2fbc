import type { AdminVideo } from '@shared/contract/admin-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

const settled = (video: AdminVideo | null | undefined) =>
  video?.status === 'ready' || video?.status === 'failed';

/** GET /api/Admin/Videos/{videoid}: a lesson video's transcoding state, polled every second until it is ready or failed. */
export function videoStatusQuery(videoid: number) {
  return queryOptions({
    queryKey: adminKeys.video(videoid),
    queryFn: ({ signal }) => apiDatas<AdminVideo>('GET', `/api/Admin/Videos/${videoid}`, { signal }),
    refetchInterval: (query) => (settled(query.state.data) ? false : 1_000),
  });
}

/**
 * Where a lesson's video stands: `fromCourse` as the course's own answer gave it, followed by the
 * poll while it transcodes. A course answer that already shows it ready or failed wins over the
 * poll: a short file can fail (or finish) between the upload's answer, kept as the poll's last
 * state, and the course's next answer, and no poll then runs to bring that state up to date.
 */
export function useLatestVideo(fromCourse: AdminVideo | null): AdminVideo | null {
  const poll = useQuery({
    ...videoStatusQuery(fromCourse?.videoid ?? 0),
    enabled: fromCourse !== null && !settled(fromCourse),
    initialData: fromCourse ?? undefined,
  });
  if (fromCourse === null || settled(fromCourse)) return fromCourse;
  return poll.data ?? fromCourse;
}
