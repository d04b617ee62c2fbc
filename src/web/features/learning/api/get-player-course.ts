import type { PlayerCourse } from '@shared/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { takeStarted } from '../../../lib/started-requests';
import { learningKeys } from './keys';
import { playerCoursePath } from './player-course-path';

const PREFETCH_FRESH_MS = 5_000;

/** GET /api/Learning/Player/{contentsid}: chapters, lessons, the member's progress and access. */
export function playerCourseQuery(contentsid: number, locale: string) {
  return queryOptions({
    queryKey: learningKeys.player(contentsid, locale),
    // The answer the route's prefetch started, if any (src/web/features/learning/prefetch-player.ts).
    queryFn: async ({ signal }) =>
      (await takeStarted<PlayerCourse>(playerCoursePath(contentsid), locale, PREFETCH_FRESH_MS)) ??
      apiDatas<PlayerCourse>('GET', playerCoursePath(contentsid), { signal }),
    enabled: Number.isInteger(contentsid) && contentsid > 0,
    // Progress changes while watching; the page updates its copy itself between refetches. Fresh
    // only for as long as it takes the page to render after the route prefetched it.
    staleTime: PREFETCH_FRESH_MS,
  });
}

export function usePlayerCourse(contentsid: number, locale: string) {
  return useQuery(playerCourseQuery(contentsid, locale));
}
