import type { ReviewBody, ReviewItem } from '@shared/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { afterReviewChange } from './after-review-change';

/** POST /api/Reviews/Course/{contentsid}: the member's first review of the course. */
export function useCreateReview(contentsid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      apiDatas<ReviewItem>('POST', `/api/Reviews/Course/${contentsid}`, { body }),
    onSuccess: () => afterReviewChange(queryClient, contentsid),
  });
}
