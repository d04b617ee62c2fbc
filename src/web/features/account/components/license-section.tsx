import { Alert, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import type { AccountProfile } from '@shared/contract/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateFileViewer } from '../../../components/private-file-viewer';
import { LICENSE_COPY_PATH, useUploadLicenseCopy } from '../api/upload-license-copy';
import { FormError } from './form-error';

/** The types the server takes for a copy (files/upload-rules.ts), offered first by the file picker. */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf';

const STATUS_COLORS = { pending: 'blue', verified: 'teal', rejected: 'red' } as const;

/** Where a medical member sees how their licence stands (with an operator's reason) and uploads its copy. */
export function LicenseSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const upload = useUploadLicenseCopy(profile.useruid);
  const [uploaded, setUploaded] = useState(false);
  const status = profile.licenseStatus;

  const send = (file: File | null) => {
    if (!file) return;
    setUploaded(false);
    upload.mutate(file, { onSuccess: () => setUploaded(true) });
  };

  return (
    <Card withBorder component="section" data-testid="license-section">
      <Title order={2} fz="lg" mb="md">
        {t('account.license.title')}
      </Title>
      <Stack gap="sm">
        {status && (
          <Alert color={STATUS_COLORS[status]} data-testid="license-status">
            {t(`account.license.${status}`, { reason: profile.licenseReason ?? '' })}
            {status === 'rejected' && <Text size="sm">{t('account.license.rejectedHint')}</Text>}
          </Alert>
        )}
        <Text fw={500}>{t('account.license.copy')}</Text>
        <Text size="sm" c="dimmed">
          {t('account.license.copyHint')}
        </Text>
        {status === 'verified' && <Text size="sm">{t('account.license.reverifyOnCopy')}</Text>}
        <FormError message={upload.error?.message ?? null} />
        <Group>
          {profile.hasLicenseCopy ? (
            <PrivateFileViewer
              path={LICENSE_COPY_PATH}
              label={t('account.license.view')}
              title={t('account.license.copy')}
            />
          ) : (
            <Text size="sm">{t('account.license.noCopy')}</Text>
          )}
          <FileButton onChange={send} accept={ACCEPTED}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.isPending}>
                {t(profile.hasLicenseCopy ? 'account.license.replace' : 'account.license.upload')}
              </Button>
            )}
          </FileButton>
          {uploaded && <span role="status">{t('account.license.uploaded')}</span>}
        </Group>
      </Stack>
    </Card>
  );
}
