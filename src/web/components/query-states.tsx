import { Alert, type AlertProps, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's 'No data available', shown wherever a list comes back empty. */
export function EmptyState({
  message,
  icon: Icon = IconInbox,
  children,
}: {
  message?: string;
  icon?: ComponentType<{ size?: number; color?: string; 'aria-hidden'?: boolean }>;
  /** A next step under the message, e.g. a link to the catalogue. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Center py={48} data-testid="empty-state">
      <Stack align="center" gap={8}>
        <Icon size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text c="gray.7">{message ?? t('msg:errors.noData')}</Text>
        {children}
      </Stack>
    </Center>
  );
}

type ErrorAlertProps = Omit<AlertProps, 'children' | 'color' | 'role'> & {
  /** A failed call's error (its message is already in the reader's language) or a message. */
  error: Error | string | null | undefined;
  /** What the reader can do next, under the message. */
  children?: ReactNode;
  'data-testid'?: string;
};

/** A failed call or a refused action, announced to screen readers; nothing when there is none. */
export function ErrorAlert({ error, children, ...alertProps }: ErrorAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = (typeof error === 'string' ? error : error.message) || t('msg:errors.generic');
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" {...alertProps}>
      {children ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          {children}
        </Stack>
      ) : (
        message
      )}
    </Alert>
  );
}

/** A failed query: its message and a way to try again. */
export function ErrorState({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorAlert error={error} my="md">
      {onRetry && (
        <Button size="xs" variant="outline" color="red.9" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </ErrorAlert>
  );
}
