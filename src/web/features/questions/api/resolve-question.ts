import type { QuestionThread } from '@shared/contract/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { questionKeys } from './keys';

/** POST /api/Questions/{questionid}/Resolve: the asker marks their question resolved, or reopens it. */
export function useResolveQuestion(questionid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolved: boolean) =>
      apiDatas<QuestionThread>('POST', `/api/Questions/${questionid}/Resolve`, { body: { resolved } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
