import type { ReviewBody, ReviewItem } from '@shared/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { afterReviewChange } from './after-review-change';

/** PUT /api/Reviews/{reviewid}: the author's new rating and text. */
export function useUpdateReview(contentsid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewid, body }: { reviewid: number; body: ReviewBody }) =>
      apiDatas<ReviewItem>('PUT', `/api/Reviews/${reviewid}`, { body }),
    onSuccess: () => afterReviewChange(queryClient, contentsid),
  });
}
