import { Group, Image, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ContentsDetail } from '@shared/contract/contents';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatKrw } from '../../../lib/format';
import { formatSchedule } from '../../../lib/seoul-dates';

/** What is being bought: the course with its access period, or the session with date, venue and seats. */
export function ItemSummary({ item }: { item: ContentsDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const facts: string[] = [];
  if (item.conttype === 'course') {
    facts.push(
      item.accessDays === null
        ? t('payment.accessLifetime')
        : t('payment.accessDays', { count: item.accessDays }),
    );
  } else {
    if (item.startsAt) facts.push(formatSchedule(item.startsAt, item.endsAt, locale));
    if (item.venue) facts.push(item.venue);
    if (item.capacity !== null && item.seatsLeft !== null)
      facts.push(t('payment.seatsLeft', { left: item.seatsLeft, capacity: item.capacity }));
  }
  const listPrice = item.conttype === 'course' ? item.listPrice : null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payment-item-title">
      <Title order={2} fz="lg" mb="sm" id="payment-item-title">
        {t('payment.itemTitle')}
      </Title>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {item.thumbnailUrl && (
          <Image
            src={item.thumbnailUrl}
            alt=""
            w={120}
            h={68}
            radius="sm"
            fit="cover"
            style={{ flexShrink: 0 }}
          />
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <ToneBadge color="emerald">{t(`payment.kinds.${item.conttype}`)}</ToneBadge>
          </Group>
          <Text fw={700} data-testid="payment-item-name">
            {item.title}
          </Text>
          <Text size="sm" c="gray.7">
            {item.instructor}
          </Text>
          {facts.map((fact) => (
            <Text key={fact} size="sm" c="gray.7">
              {fact}
            </Text>
          ))}
          <Group gap="xs" align="baseline">
            <Text fw={700}>{formatKrw(item.price, locale)}</Text>
            {listPrice !== null && listPrice > item.price && (
              <Text size="sm" c="gray.7" td="line-through">
                <VisuallyHidden>{t('payment.listPrice')} </VisuallyHidden>
                {formatKrw(listPrice, locale)}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
