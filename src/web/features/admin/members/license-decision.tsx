import { Button } from '@mantine/core';
import type { LicenseStatus } from '@shared/contract/account-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { ReasonModal } from '../components/reason-modal';
import { useSetLicenseStatus } from './api/set-license-status';

/**
 * An operator's decision on a medical member's licence, in the member's file and in the queue: verify
 * after a confirmation, or reject with the reason the member is mailed.
 */
export function LicenseDecision({ useruid, status }: { useruid: string; status: LicenseStatus | null }) {
  const { t } = useTranslation();
  const license = useSetLicenseStatus(useruid);
  const [rejecting, setRejecting] = useState(false);

  async function verify() {
    if (!(await confirmDialog(t('admin.members.confirmVerify')))) return;
    license.mutate({ status: 'verified' }, { onError: (error) => void alertDialog(error.message) });
  }

  return (
    <>
      <Button size="xs" variant="light" disabled={status === 'verified'} onClick={verify}>
        {t('admin.members.verifyLicense')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="orange"
        disabled={status === 'rejected'}
        onClick={() => {
          license.reset();
          setRejecting(true);
        }}
      >
        {t('admin.members.rejectLicense')}
      </Button>
      {rejecting && (
        <ReasonModal
          title={t('admin.members.rejectLicense')}
          description={t('admin.members.confirmReject')}
          confirmLabel={t('admin.members.rejectLicense')}
          reasonLabel={t('admin.members.rejectReason')}
          pending={license.isPending}
          error={license.error}
          onConfirm={(note) =>
            license.mutate({ status: 'rejected', note }, { onSuccess: () => setRejecting(false) })
          }
          onClose={() => setRejecting(false)}
        />
      )}
    </>
  );
}
