import type { ExamResult } from '@shared/contract/exam';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { examKeys } from './keys';

/** GET /api/Exam/Attempt/{attemptid}/Result: a submitted attempt, with answers and explanations. */
export function attemptResultQuery(attemptid: number, locale: string) {
  return queryOptions({
    queryKey: examKeys.result(attemptid, locale),
    queryFn: ({ signal }) => apiDatas<ExamResult>('GET', `/api/Exam/Attempt/${attemptid}/Result`, { signal }),
    enabled: Number.isInteger(attemptid) && attemptid > 0,
    // A submitted attempt never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAttemptResult(attemptid: number, locale: string) {
  return useQuery(attemptResultQuery(attemptid, locale));
}
