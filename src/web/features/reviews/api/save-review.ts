import type { ReviewBody, ReviewItem } from '@shared/contract/reviews';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** A review changes the course's list and summary, and the average on every card of it. */
export function afterReviewChange(queryClient: QueryClient, contentsid: number) {
  void queryClient.invalidateQueries({ queryKey: reviewKeys.course(contentsid) });
  void queryClient.invalidateQueries({ queryKey: ['contents'] });
}

/** POST /api/Reviews/Course/{contentsid} for a first review, PUT /api/Reviews/{reviewid} to edit it. */
export function useSaveReview(contentsid: number, reviewid: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      reviewid === null
        ? apiDatas<ReviewItem>('POST', `/api/Reviews/Course/${contentsid}`, { body })
        : apiDatas<ReviewItem>('PUT', `/api/Reviews/${reviewid}`, { body }),
    onSuccess: () => afterReviewChange(queryClient, contentsid),
  });
}
