import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';

/**
 * Confirms an action that cannot be undone (cancelling an order, calling off a session, rejecting a
 * licence) and asks why; the reason goes into the audit log.
 */
export function ReasonModal({
  title,
  description,
  confirmLabel,
  reasonLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  /** What the reason is for; a cancellation's by default. */
  reasonLabel?: string;
  pending: boolean;
  error: Error | null;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setMissing(!reason.trim());
          if (reason.trim()) onConfirm(reason.trim());
        }}
      >
        <Stack>
          <Text size="sm">{description}</Text>
          <Textarea
            label={reasonLabel ?? t('admin.orders.cancelReason')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={missing ? t('msg:validation.required') : null}
          />
          <ErrorAlert error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
