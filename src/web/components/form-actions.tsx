import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './query-states';

/** The end of every editing form: the server's error, if any, then Cancel and Save (or what the form does). */
export function FormActions({
  error,
  saving,
  onCancel,
  submitLabel,
}: {
  error: Error | null;
  saving: boolean;
  onCancel(): void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorAlert error={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel ?? t('common.save')}
        </Button>
      </Group>
    </>
  );
}
