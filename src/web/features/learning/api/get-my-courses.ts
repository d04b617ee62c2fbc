import type { MyCourse } from '@shared/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { learningKeys } from './keys';

/** GET /api/Learning/MyCourses: the member's courses with progress and access. */
export function myCoursesQuery(useruid: string, locale: string) {
  return queryOptions({
    queryKey: learningKeys.myCourses(useruid, locale),
    queryFn: ({ signal }) => apiDatas<MyCourse[]>('GET', '/api/Learning/MyCourses', { signal }),
    enabled: Boolean(useruid),
    staleTime: 0,
  });
}

export function useMyCourses(useruid: string, locale: string) {
  return useQuery(myCoursesQuery(useruid, locale));
}
