import { Button, Group, LoadingOverlay, Modal, Portal, Stack } from '@mantine/core';
import { Z_INDEX } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../lib/use-opened-once';
import type { DialogRequest } from './dialogs';

/** The confirm or alert dialog at the head of the queue, and the full-screen loading overlay. */
export default function DialogView({
  dialog,
  loading,
  onClose,
}: {
  dialog: DialogRequest | undefined;
  loading: boolean;
  onClose: (request: DialogRequest, value: boolean) => void;
}) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(Boolean(dialog));
  const isConfirm = dialog?.kind === 'confirm';
  const html = dialog?.body || t('dialog.emptyBody');
  return (
    <>
      <Modal
        opened={shown}
        onClose={() => dialog && onClose(dialog, false)}
        title={dialog?.title ?? (isConfirm ? t('dialog.confirmTitle') : t('dialog.alertTitle'))}
        centered
        // Above any page dialog, which may itself ask for a confirmation.
        zIndex={Z_INDEX.modal + 1}
        trapFocus
        returnFocus
      >
        <Stack>
          {/* Sanitised in open(); the default body is our own text. */}
          <div data-testid="dialog-body" dangerouslySetInnerHTML={{ __html: html }} />
          <Group justify="flex-end">
            {isConfirm && (
              <Button variant="default" onClick={() => dialog && onClose(dialog, false)}>
                {t('dialog.cancel')}
              </Button>
            )}
            <Button data-autofocus onClick={() => dialog && onClose(dialog, true)}>
              {t('dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {loading && (
        <Portal>
          <LoadingOverlay
            visible
            zIndex={Z_INDEX.overlay}
            overlayProps={{ fixed: true, blur: 1 }}
            loaderProps={{ 'aria-label': t('dialog.loading') }}
            pos="fixed"
          />
        </Portal>
      )}
    </>
  );
}
