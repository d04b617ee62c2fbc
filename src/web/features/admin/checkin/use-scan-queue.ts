import type { SessionScanMode } from '@shared/contract/session-checkin';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { adminKeys } from '../api/keys';
import { postScan } from './api/post-scan';
import { isFinalRefusal, loadQueue, newScan, type QueuedScan, saveQueue } from './scan-queue';

/** One line of the door's log: who came in or left, or why a ticket was refused. */
export interface ScanLogEntry {
  key: string;
  code: string;
  mode: SessionScanMode;
  scannedAt: string;
  name?: string;
  outcome?: 'arrived' | 'departed' | 'alreadyArrived';
  refusal?: string;
}

const RETRY_MS = 15_000;

const logLine = (scan: QueuedScan, entry: Partial<ScanLogEntry>): ScanLogEntry => ({
  key: scan.idempotencyKey,
  code: scan.code,
  mode: scan.mode,
  scannedAt: scan.scannedAt,
  ...entry,
});

/**
 * Scans go to a queue in localStorage first and are sent from there, oldest first: on a flaky
 * connection they wait, and go when the network is back (the `online` event, and every 15 s).
 */
export function useScanQueue(contentsid: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(0);
  const [log, setLog] = useState<ScanLogEntry[]>([]);
  const flushing = useRef(false);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    const record = (scan: QueuedScan, entry: Partial<ScanLogEntry>) =>
      setLog((lines) => [logLine(scan, entry), ...lines].slice(0, 20));
    try {
      for (const scan of loadQueue().filter((queued) => queued.contentsid === contentsid)) {
        try {
          const { contentsid: _session, ...body } = scan;
          const answer = await postScan(contentsid, body);
          record(scan, { name: answer.name, outcome: answer.outcome });
        } catch (error) {
          if (!(error instanceof ApiError && isFinalRefusal(error.status))) break;
          record(scan, { refusal: error.message });
        }
        saveQueue(loadQueue().filter((queued) => queued.idempotencyKey !== scan.idempotencyKey));
      }
    } finally {
      flushing.current = false;
      setPending(loadQueue().filter((queued) => queued.contentsid === contentsid).length);
      void queryClient.invalidateQueries({ queryKey: adminKeys.attendees(contentsid) });
    }
  }, [contentsid, queryClient]);

  const submit = useCallback(
    (code: string, mode: SessionScanMode) => {
      saveQueue([...loadQueue(), newScan(contentsid, code, mode)]);
      setPending((count) => count + 1);
      void flush();
    },
    [contentsid, flush],
  );

  useEffect(() => {
    void flush();
    window.addEventListener('online', flush);
    const timer = window.setInterval(flush, RETRY_MS);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [flush]);

  return { submit, pending, log };
}
