import type { ExamAttempt } from '@shared/contract/exam';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { examKeys } from './keys';

/** POST /api/Exam/Start/{examid}: a new attempt, or the open one again (same paper, saved answers). */
export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (examid: number) => apiDatas<ExamAttempt>('POST', `/api/Exam/Start/${examid}`),
    // The list counts the attempt as used from now on.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}
