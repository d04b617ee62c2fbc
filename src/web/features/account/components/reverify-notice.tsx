import { Alert } from '@mantine/core';
import type { AccountProfile } from '@shared/contract/account';
import { useTranslation } from 'react-i18next';

/**
 * Said before saving: a verified licence whose type or number the member has changed in the form goes
 * back to review once saved (decision 099).
 */
export function ReverifyNotice({
  profile,
  values,
}: {
  profile: AccountProfile;
  values: { licenseKind?: string | null; licenseNumber?: string };
}) {
  const { t } = useTranslation();
  const changed =
    (values.licenseKind ?? null) !== profile.licenseKind ||
    (values.licenseNumber ?? '') !== (profile.licenseNumber ?? '');
  if (profile.licenseStatus !== 'verified' || !changed) return null;
  return (
    <Alert color="yellow" mt="md" data-testid="license-reverify">
      {t('account.license.reverifyOnChange')}
    </Alert>
  );
}
