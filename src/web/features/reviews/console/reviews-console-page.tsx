import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { EmptyState, ErrorState } from '../../../components/query-states';
import { SegmentedRadios } from '../../../components/segmented-radios';
import { currentLocale } from '../../../i18n/i18n';
import {
  CONSOLE_REVIEW_PAGE_SIZE,
  type ConsoleReviewFilter,
  useConsoleReviews,
} from '../api/get-console-reviews';
import { ReviewCard } from '../components/review-card';
import { ReplyForm } from './reply-form';

type Replied = 'all' | NonNullable<ConsoleReviewFilter['replied']>;
const REPLIED: Replied[] = ['unreplied', 'replied', 'all'];

/** /admin/reviews: the reviews of the courses the caller speaks for, each with its reply form. */
export default function ReviewsConsolePage() {
  const { t } = useTranslation();
  const [replied, setReplied] = useState<Replied>('unreplied');
  const [page, setPage] = useState(1);
  const filter: ConsoleReviewFilter = replied === 'all' ? {} : { replied };
  const reviews = useConsoleReviews(filter, page, currentLocale());

  return (
    <>
      <Title order={1} fz={24} mb="md">
        {t('admin.reviews.title')}
      </Title>
      <Text c="gray.7" mb="md">
        {t('admin.reviews.intro')}
      </Text>
      <Group mb="md">
        <SegmentedRadios
          label={t('admin.reviews.filter')}
          options={REPLIED.map((value) => ({ value, label: t(`admin.reviews.${value}`) }))}
          value={replied}
          onChange={(value) => {
            setReplied(value);
            setPage(1);
          }}
        />
      </Group>
      {reviews.isPending && <Skeleton height={160} radius="md" />}
      {reviews.isError && <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />}
      {reviews.data && reviews.data.total === 0 && <EmptyState message={t('admin.reviews.empty')} />}
      {reviews.data && reviews.data.total > 0 && (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {reviews.data.items.map((review) => (
            <Stack key={review.reviewid} gap="xs" component="li" data-testid="console-review">
              <Text size="sm" c="gray.7">
                {t('admin.reviews.course')}: {review.courseTitle}
              </Text>
              <ReviewCard review={{ ...review, reply: null }} />
              <ReplyForm key={review.reply?.repliedAt ?? 'new'} review={review} />
            </Stack>
          ))}
        </Stack>
      )}
      {reviews.data && (
        <ListPagination
          page={page}
          total={reviews.data.total}
          pageSize={CONSOLE_REVIEW_PAGE_SIZE}
          onChange={setPage}
        />
      )}
    </>
  );
}
