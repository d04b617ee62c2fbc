import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrivateFileViewer } from '../../../components/private-file-viewer';
import { licenseCopyPath } from './api/license-copy-path';

/** A member's licence copy, viewed in a dialog (each viewing is audited), or a dash when there is none. */
export function LicenseCopyCell({ useruid, hasCopy }: { useruid: string; hasCopy: boolean }) {
  const { t } = useTranslation();
  if (!hasCopy)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.members.noCopy')}
      </Text>
    );
  return (
    <PrivateFileViewer
      path={licenseCopyPath(useruid)}
      label={t('admin.members.viewCopy')}
      title={t('admin.members.licenseCopy')}
    />
  );
}
