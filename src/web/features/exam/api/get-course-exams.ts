import type { MemberExam } from '@shared/contract/exam';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { examKeys } from './keys';

/** GET /api/Exam/Course/{contentsid}: the course's tests, each with the member's attempts. */
export function courseExamsQuery(contentsid: number, locale: string) {
  return queryOptions({
    queryKey: examKeys.course(contentsid, locale),
    queryFn: ({ signal }) => apiDatas<MemberExam[]>('GET', `/api/Exam/Course/${contentsid}`, { signal }),
    enabled: Number.isInteger(contentsid) && contentsid > 0,
  });
}

export function useCourseExams(contentsid: number, locale: string) {
  return useQuery(courseExamsQuery(contentsid, locale));
}
