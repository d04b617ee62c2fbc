import { Button, Group, LoadingOverlay, Modal, Portal, Stack } from '@mantine/core';
import { Z_INDEX } from '@shared/constants';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The global confirm and alert dialogs and the full-screen loading overlay (spec §2 "Global
 * helpers"). They are plain functions so that loaders, the API layer and components can all use them.
 */
interface DialogRequest {
  id: number;
  kind: 'confirm' | 'alert';
  title?: string;
  body?: string;
  resolve(value: boolean): void;
}

let queue: DialogRequest[] = [];
let loadingCount = 0;
let nextId = 1;
const listeners = new Set<() => void>();
let snapshot = { dialog: queue[0], loading: false };

function emit(): void {
  snapshot = { dialog: queue[0], loading: loadingCount > 0 };
  for (const listener of listeners) listener();
}

const currentSnapshot = () => snapshot;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Bodies are HTML by contract (spec §2); DOMPurify strips anything executable. Loaded on first use. */
async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html);
}

async function open(kind: DialogRequest['kind'], body?: string, title?: string): Promise<boolean> {
  const html = body ? await sanitize(body) : undefined;
  return new Promise((resolve) => {
    queue = [...queue, { id: nextId++, kind, body: html, title, resolve }];
    emit();
  });
}

/** Resolves true on confirm and false on cancel. */
export function confirmDialog(body?: string, title?: string): Promise<boolean> {
  return open('confirm', body, title);
}

/** Resolves (with no value) when the user closes it. */
export async function alertDialog(body?: string, title?: string): Promise<void> {
  await open('alert', body, title);
}

export function isDialogOpen(): boolean {
  return queue.length > 0;
}

export function showLoading(): void {
  loadingCount += 1;
  emit();
}

export function hideLoading(): void {
  loadingCount = Math.max(0, loadingCount - 1);
  emit();
}

export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  showLoading();
  try {
    return await work();
  } finally {
    hideLoading();
  }
}

function close(request: DialogRequest, value: boolean): void {
  queue = queue.filter((item) => item.id !== request.id);
  emit();
  request.resolve(value);
}

export function DialogHost() {
  const { t } = useTranslation();
  const { dialog, loading } = useSyncExternalStore(subscribe, currentSnapshot, currentSnapshot);
  const isConfirm = dialog?.kind === 'confirm';
  const html = dialog?.body || t('dialog.emptyBody');
  return (
    <>
      <Modal
        opened={Boolean(dialog)}
        onClose={() => dialog && close(dialog, false)}
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
              <Button variant="default" onClick={() => dialog && close(dialog, false)}>
                {t('dialog.cancel')}
              </Button>
            )}
            <Button data-autofocus onClick={() => dialog && close(dialog, true)}>
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
