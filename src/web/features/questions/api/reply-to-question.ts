import type { QuestionThread, ReplyBody } from '@shared/contract/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { questionKeys } from './keys';

/** The two ways to reply, by who replies: staff answer, holders follow up. */
const REPLY_PATHS = { answer: 'Answers', followup: 'FollowUps' } as const;
export type ReplyKind = keyof typeof REPLY_PATHS;

/** POST /api/Questions/{questionid}/Answers or /FollowUps. */
export function useReplyToQuestion(questionid: number, kind: ReplyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyBody) =>
      apiDatas<QuestionThread>('POST', `/api/Questions/${questionid}/${REPLY_PATHS[kind]}`, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
