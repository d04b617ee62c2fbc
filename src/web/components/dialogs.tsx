import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once';

/**
 * The global confirm and alert dialogs and the full-screen loading overlay (spec §2 "Global
 * helpers"). They are plain functions so that loaders, the API layer and components can all use them.
 */
export interface DialogRequest {
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

/** Dialogs shown or waiting their turn. */
export function dialogsQueued(): number {
  return queue.length;
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

// The dialog's and the overlay's code loads the first time either is needed: most pages never show one.
const DialogView = lazy(() => import('./dialog-view'));

/** The app's one dialog and loading overlay (root layout). */
export function DialogHost() {
  const { dialog, loading } = useSyncExternalStore(subscribe, currentSnapshot, currentSnapshot);
  const mounted = useOpenedOnce(Boolean(dialog) || loading);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <DialogView dialog={dialog} loading={loading} onClose={close} />
    </Suspense>
  );
}
