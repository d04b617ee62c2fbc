import { Center, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The spec's 'No data available' where a coupon list comes back empty. */
export function EmptyState() {
  const { t } = useTranslation();
  return (
    <Center py={48} data-testid="empty-state">
      <Stack align="center" gap={8}>
        <IconTicket size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text c="gray.7">{t('msg:errors.noData')}</Text>
      </Stack>
    </Center>
  );
}
