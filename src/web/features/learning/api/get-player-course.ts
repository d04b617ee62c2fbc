import type { PlayerCourse } from '@shared/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { learningKeys } from './keys';

/** GET /api/Learning/Player/{contentsid}: chapters, lessons, the member's progress and access. */
export function playerCourseQuery(contentsid: number, locale: string) {
  return queryOptions({
    queryKey: learningKeys.player(contentsid, locale),
    queryFn: ({ signal }) => apiDatas<PlayerCourse>('GET', `/api/Learning/Player/${contentsid}`, { signal }),
    enabled: Number.isInteger(contentsid) && contentsid > 0,
    // Progress changes while watching; the page updates its copy itself between refetches.
    staleTime: 0,
  });
}

export function usePlayerCourse(contentsid: number, locale: string) {
  return useQuery(playerCourseQuery(contentsid, locale));
}
