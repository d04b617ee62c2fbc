import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/dialogs';
import { ErrorAlert } from '../../../components/query-states';
import { useDeleteReview } from '../api/delete-review';
import { useMyReview } from '../api/get-my-review';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';

/**
 * The signed-in member's part of the reviews: their review with edit and delete, the form when
 * they may write, or why they may not yet.
 */
export function MyReview({ contentsid, useruid }: { contentsid: number; useruid: string }) {
  const { t } = useTranslation();
  const mine = useMyReview(contentsid, useruid);
  const remove = useDeleteReview(contentsid);
  const [editing, setEditing] = useState(false);

  if (mine.isPending) return <Skeleton height={80} radius="md" />;
  if (mine.isError) return <ErrorAlert error={mine.error} />;
  const { review, eligibility, progressRate, minPercent } = mine.data;

  if (review && !editing) {
    const askAndDelete = async () => {
      if (await confirmDialog(t('reviews.confirmDelete'))) remove.mutate(review.reviewid);
    };
    return (
      <Stack gap="xs" data-testid="my-review">
        <Text fw={600}>{t('reviews.mine')}</Text>
        <ReviewCard
          review={review}
          actions={
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                {t('reviews.edit')}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={askAndDelete}
                loading={remove.isPending}
              >
                {t('reviews.delete')}
              </Button>
            </Group>
          }
        />
        <ErrorAlert error={remove.error} />
      </Stack>
    );
  }
  if (review)
    return (
      <ReviewForm
        contentsid={contentsid}
        reviewid={review.reviewid}
        initial={{ rating: review.rating, body: review.body }}
        onDone={() => setEditing(false)}
      />
    );
  if (eligibility === 'eligible')
    return (
      <Stack gap="xs">
        <Text fw={600}>{t('reviews.write')}</Text>
        <ReviewForm contentsid={contentsid} reviewid={null} onDone={() => setEditing(false)} />
      </Stack>
    );
  return (
    <Alert color="gray" variant="light" data-testid="review-not-eligible">
      {eligibility === 'under_threshold'
        ? t('reviews.underThreshold', { min: minPercent, progress: progressRate })
        : t('reviews.notHolder')}
    </Alert>
  );
}
