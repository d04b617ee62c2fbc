import type { HeartbeatAnswer, HeartbeatBody } from '@shared/contract/attendance';
import { apiDatas } from '../../../lib/api-client';

/** POST /api/Attendance/Heartbeat: where the player is; the server decides what counts. */
export function sendHeartbeat(body: HeartbeatBody): Promise<HeartbeatAnswer> {
  return apiDatas<HeartbeatAnswer>('POST', '/api/Attendance/Heartbeat', { body });
}
