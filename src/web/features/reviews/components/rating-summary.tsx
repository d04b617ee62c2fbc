import { Group, Progress, Stack, Text } from '@mantine/core';
import type { RatingSummary as Summary } from '@shared/contract/reviews';
import { useTranslation } from 'react-i18next';
import { formatAverage, Stars } from '../../../components/rating-stars';

/** The course's average, its count and how many reviews gave each star, as bars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  return (
    <Group align="center" gap="xl" data-testid="rating-summary">
      <Stack gap={4} align="center" miw={120}>
        <Text fz={36} fw={700} lh={1} aria-hidden>
          {summary.average === null ? '–' : formatAverage(summary.average)}
        </Text>
        <Stars value={summary.average ?? 0} />
        <Text size="sm" c="gray.7">
          {t('reviews.count', { count: summary.count })}
        </Text>
      </Stack>
      <Stack gap={4} flex={1} miw={200} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {summary.distribution.map((entry) => (
          <Group key={entry.rating} gap="sm" wrap="nowrap" component="li">
            <Text size="sm" w={40}>
              {t('reviews.starRow', { rating: entry.rating })}
            </Text>
            <Progress
              flex={1}
              color="yellow.6"
              value={summary.count === 0 ? 0 : (entry.count / summary.count) * 100}
              aria-hidden
            />
            <Text size="sm" c="gray.7" w={32} ta="end">
              {entry.count}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
