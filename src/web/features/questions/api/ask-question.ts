import type { AskQuestionBody, QuestionThread } from '@shared/contract/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { questionKeys } from './keys';

/** POST /api/Courses/{contentsid}/Questions: a holder asks about a lesson. */
export function useAskQuestion(contentsid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskQuestionBody) =>
      apiDatas<QuestionThread>('POST', `/api/Courses/${contentsid}/Questions`, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
