import { Group, Text } from '@mantine/core';
import type { HiddenFlag } from '@shared/contract/moderation';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../components/tone-badge';

/**
 * The mark on the author's own review or post that moderation hid: readers no longer see it, the
 * author does. Nothing when it is not hidden, so a list can place it on every item.
 */
export function HiddenBadge({ hidden }: HiddenFlag) {
  const { t } = useTranslation();
  if (!hidden) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <ToneBadge color="gray">{t('moderation.hidden')}</ToneBadge>
      <Text size="xs" c="dimmed">
        {t('moderation.hiddenHint')}
      </Text>
    </Group>
  );
}
