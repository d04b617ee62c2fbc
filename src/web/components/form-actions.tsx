import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './query-states';

/** The end of every editing form: the server's error, if any, then Cancel and Save. */
export function FormActions({
  error,
  saving,
  onCancel,
}: {
  error: Error | null;
  saving: boolean;
  onCancel(): void;
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
          {t('common.save')}
        </Button>
      </Group>
    </>
  );
}
