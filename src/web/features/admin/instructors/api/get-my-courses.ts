import type { CourseProgressItem } from '@shared/contract/admin-report';
import { useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { instructorKeys } from './keys';

/** GET /api/Instructor/Courses: the caller's courses with their learners' progress. */
export function useMyCourses() {
  return useQuery({
    queryKey: instructorKeys.myCourses(),
    queryFn: ({ signal }) => apiDatas<CourseProgressItem[]>('GET', '/api/Instructor/Courses', { signal }),
  });
}
