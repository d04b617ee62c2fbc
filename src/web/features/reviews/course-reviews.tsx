import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReviewSort } from '@shared/contract/reviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/detail-layout';
import { ListPagination } from '../../components/list-pagination';
import { EmptyState, ErrorState } from '../../components/query-states';
import { SegmentedRadios } from '../../components/segmented-radios';
import { ReportAction } from '../../lib/report-slot';
import { useSession } from '../../lib/use-session';
import { REVIEW_PAGE_SIZE, useCourseReviews } from './api/get-course-reviews';
import { MyReview } from './components/my-review';
import { RatingSummary } from './components/rating-summary';
import { ReviewCard } from './components/review-card';

const SORTS: ReviewSort[] = ['newest', 'highest', 'lowest'];

/** The course page's 수강평: summary with bars, the member's own review or form, and the sorted, paged list. */
export function CourseReviews({ contentsid }: { contentsid: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const reviews = useCourseReviews(contentsid, sort, page, session?.useruid ?? null);
  const data = reviews.data;

  return (
    <DetailSection
      id="reviews-heading"
      title={t('reviews.heading')}
      data-testid="course-reviews"
      aside={
        data && (
          <Text size="sm" c="gray.7">
            {t('reviews.count', { count: data.summary.count })}
          </Text>
        )
      }
    >
      {reviews.isPending && <Skeleton height={120} radius="md" />}
      {reviews.isError && <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />}
      {data && (
        <Stack gap="md">
          <RatingSummary summary={data.summary} />
          {session ? (
            <MyReview contentsid={contentsid} useruid={session.useruid} />
          ) : (
            <Text size="sm" c="gray.7">
              {t('reviews.loginToReview')}
            </Text>
          )}
          {data.total === 0 ? (
            <EmptyState message={t('reviews.empty')} />
          ) : (
            <>
              <Group justify="flex-end">
                <SegmentedRadios
                  label={t('reviews.sortLabel')}
                  options={SORTS.map((value) => ({ value, label: t(`reviews.sort.${value}`) }))}
                  value={sort}
                  onChange={(value) => {
                    setSort(value);
                    setPage(1);
                  }}
                  size="xs"
                />
              </Group>
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.items.map((review) => (
                  <li key={review.reviewid}>
                    <ReviewCard
                      review={review}
                      actions={
                        <ReportAction targetKind="review" targetId={review.reviewid} own={review.mine} />
                      }
                    />
                  </li>
                ))}
              </Stack>
              <ListPagination page={page} total={data.total} pageSize={REVIEW_PAGE_SIZE} onChange={setPage} />
            </>
          )}
        </Stack>
      )}
    </DetailSection>
  );
}
