import type { ConsoleReviewItem } from '@shared/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** PUT /api/Admin/Reviews/{reviewid}/Reply: writes or rewrites the staff's one public reply. */
export function useReplyToReview(reviewid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiDatas<ConsoleReviewItem>('PUT', `/api/Admin/Reviews/${reviewid}/Reply`, { body: { body } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
