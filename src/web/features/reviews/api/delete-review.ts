import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { afterReviewChange } from './after-review-change';

/** DELETE /api/Reviews/{reviewid}: the author's own review. */
export function useDeleteReview(contentsid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewid: number) => apiDatas<null>('DELETE', `/api/Reviews/${reviewid}`),
    onSuccess: () => afterReviewChange(queryClient, contentsid),
  });
}
