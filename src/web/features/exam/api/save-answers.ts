import type { SaveAnswersBody } from '@shared/contract/exam';
import { useMutation } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';

/** PUT /api/Exam/Attempt/{attemptid}/Answers: what counts if time runs out before submitting. */
export function useSaveAnswers(attemptid: number) {
  return useMutation({
    mutationFn: (answers: SaveAnswersBody['answers']) =>
      apiDatas<{ attemptid: number; savedAt: string }>('PUT', `/api/Exam/Attempt/${attemptid}/Answers`, {
        body: { answers },
      }),
  });
}
