import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A rating drawn as five stars (filled up to the rounded value), read out as 'n out of 5'. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation();
  const filled = Math.round(value);
  return (
    <Group gap={1} wrap="nowrap" component="span">
      {[1, 2, 3, 4, 5].map((star) =>
        star <= filled ? (
          <IconStarFilled key={star} size={size} color="var(--mantine-color-yellow-7)" aria-hidden />
        ) : (
          <IconStar key={star} size={size} color="var(--mantine-color-gray-5)" aria-hidden />
        ),
      )}
      <VisuallyHidden>{t('reviews.outOfFive', { value: formatAverage(value) })}</VisuallyHidden>
    </Group>
  );
}

/** An average as the page shows it: one decimal (4.25 → 4.3). */
export function formatAverage(value: number): string {
  return value.toFixed(1);
}

/** A course card's '★ 4.5 (12)'; nothing for a course without reviews. */
export function CardRating({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation();
  if (average === null || count === 0) return null;
  const shown = formatAverage(average);
  return (
    <Group gap={4} wrap="nowrap" data-testid="card-rating">
      <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
      <Text size="sm" fw={600} c="dark" aria-hidden>
        {shown}
      </Text>
      <Text size="sm" c="gray.7" aria-hidden>
        ({count})
      </Text>
      <VisuallyHidden>{t('reviews.cardRating', { average: shown, count })}</VisuallyHidden>
    </Group>
  );
}
