import type { MyCourseReview } from '@shared/contract/reviews';
import { useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/Reviews/Course/{contentsid}/Mine: whether the member may review, and their review. */
export function useMyReview(contentsid: number, useruid: string) {
  return useQuery({
    queryKey: reviewKeys.mine(contentsid, useruid),
    queryFn: ({ signal }) =>
      apiDatas<MyCourseReview>('GET', `/api/Reviews/Course/${contentsid}/Mine`, { signal }),
  });
}
