import type { SessionScanBody, SessionScanResult } from '@shared/contract/session-checkin';
import { apiDatas } from '../../../../lib/api-client';

/** POST /api/Admin/Contents/{contentsid}/CheckIns: one scan at the door, sent from the offline queue. */
export function postScan(contentsid: number, scan: SessionScanBody): Promise<SessionScanResult> {
  return apiDatas<SessionScanResult>('POST', `/api/Admin/Contents/${contentsid}/CheckIns`, { body: scan });
}
