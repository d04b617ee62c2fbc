import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The spec's 'No data available', shown wherever a list comes back empty. */
export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Center py={48} data-testid="empty-state">
      <Stack align="center" gap={8}>
        <IconInbox size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text c="gray.7">{message ?? t('msg:errors.noData')}</Text>
      </Stack>
    </Center>
  );
}

/** A failed call: the server's message in the reader's language and a way to try again. */
export function ErrorState({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" my="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message || t('msg:errors.generic')}</Text>
        {onRetry && (
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
