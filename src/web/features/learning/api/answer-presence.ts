import type { PresenceAnswer } from '@shared/contract/attendance';
import { apiDatas } from '../../../lib/api-client';

/** POST /api/Attendance/Presence: the member's "I am here". */
export function answerPresence(body: { sessionid: string; checkid: string }): Promise<PresenceAnswer> {
  return apiDatas<PresenceAnswer>('POST', '/api/Attendance/Presence', { body });
}
