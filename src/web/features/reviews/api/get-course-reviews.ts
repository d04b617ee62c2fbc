import type { CourseReviewPage, ReviewSort } from '@shared/contract/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { reviewKeys } from './keys';

export const REVIEW_PAGE_SIZE = 10;

/** GET /api/Reviews/Course/{contentsid}: the summary and one page of reviews (the caller's own hidden one too). */
export function useCourseReviews(contentsid: number, sort: ReviewSort, page: number, useruid: string | null) {
  return useQuery({
    queryKey: reviewKeys.page(contentsid, sort, page, useruid),
    queryFn: ({ signal }) =>
      apiDatas<CourseReviewPage>(
        'GET',
        `/api/Reviews/Course/${contentsid}?sort=${sort}&page=${page}&pageSize=${REVIEW_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
