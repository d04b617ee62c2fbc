import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReviewItem } from '@shared/contract/reviews';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../../components/rating-stars';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';

/** Plain text with its line breaks, never HTML. */
export function PlainText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/** One review: stars, masked author, date, text, a hidden mark for its author, and the staff's reply. */
export function ReviewCard({
  review,
  actions,
}: {
  review: Pick<ReviewItem, 'rating' | 'body' | 'author' | 'hidden' | 'createdAt' | 'updatedAt' | 'reply'>;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Paper withBorder radius="md" p="md" data-testid="review-card">
      <Stack gap={8}>
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Stars value={review.rating} />
            <Text size="sm" fw={600}>
              {review.author}
            </Text>
            <Text size="sm" c="gray.7">
              {formatDate(review.createdAt, locale)}
              {review.updatedAt !== review.createdAt && ` · ${t('reviews.edited')}`}
            </Text>
            {review.hidden && (
              <Badge color="gray" variant="filled" data-testid="review-hidden">
                {t('reviews.hidden')}
              </Badge>
            )}
          </Group>
          {actions}
        </Group>
        {review.hidden && (
          <Text size="xs" c="gray.7">
            {t('reviews.hiddenNote')}
          </Text>
        )}
        <PlainText text={review.body} />
        {review.reply && (
          <Paper bg="gray.0" radius="sm" p="sm" ml="md" data-testid="review-reply">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('reviews.reply')}{' '}
                <Text span size="xs" c="gray.7" fw={400}>
                  {formatDate(review.reply.repliedAt, locale)}
                </Text>
              </Text>
              <PlainText text={review.reply.body} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
