import type { AdminCourseExams } from '@shared/contract/exam';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Contents/{contentsid}/Exams: the course's tests and its question bank, keys included. */
export function courseExamsQuery(contentsid: number) {
  return queryOptions({
    queryKey: adminKeys.exams(contentsid),
    queryFn: ({ signal }) =>
      apiDatas<AdminCourseExams>('GET', `/api/Admin/Contents/${contentsid}/Exams`, { signal }),
  });
}

export function useCourseExams(contentsid: number) {
  return useQuery(courseExamsQuery(contentsid));
}
