import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/query-states';

/** The end of a form on a course or session page: the server's error, "saved", and the submit button. */
export function SaveFooter({
  error,
  saving,
  saved,
  submitLabel,
}: {
  error: Error | null;
  saving: boolean;
  saved: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorAlert error={error} />
      <Group justify="flex-end">
        <Text role="status" size="sm" c="emerald.8">
          {saved ? t('admin.catalogue.saved') : ''}
        </Text>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
