import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAverage } from './stars';

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
