import type { SessionScanBody, SessionScanMode } from '@shared/contract/session-checkin';

/** A scan made at the door, kept until the server has answered it (decision 103). */
export type QueuedScan = SessionScanBody & { contentsid: number };

const STORAGE_KEY = 'medivenus.checkin.queue';

/** The scans not yet answered, from every session this device checked in (a reload keeps them). */
export function loadQueue(): QueuedScan[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

export function saveQueue(queue: QueuedScan[]): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(queue));
}

/** Random enough to name one scan for ever; crypto.randomUUID needs a secure context, this does not. */
function idempotencyKey(): string {
  const bytes = window.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new scan, stamped with this device's time: the server keeps it, however late it is sent. */
export function newScan(contentsid: number, code: string, mode: SessionScanMode): QueuedScan {
  return { contentsid, code, mode, scannedAt: new Date().toISOString(), idempotencyKey: idempotencyKey() };
}

/** A refusal the server will repeat (unknown ticket, another session, refunded): not worth sending again. */
export function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}
