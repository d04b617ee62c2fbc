import type { ExamResult, SaveAnswersBody } from '@shared/contract/exam';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { examKeys } from './keys';

/** POST /api/Exam/Attempt/{attemptid}/Submit: graded by the server, which answers the result. */
export function useSubmitAttempt(attemptid: number, locale: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SaveAnswersBody['answers']) =>
      apiDatas<ExamResult>('POST', `/api/Exam/Attempt/${attemptid}/Submit`, { body: { answers } }),
    onSuccess: (result) => {
      queryClient.setQueryData(examKeys.result(result.attemptid, locale), result);
      // The lists show the attempt's score; the result itself was just set.
      void queryClient.invalidateQueries({ queryKey: examKeys.courses() });
    },
  });
}
