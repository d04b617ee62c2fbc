import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
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
