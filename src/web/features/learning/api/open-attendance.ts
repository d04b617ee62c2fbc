import type { AttendanceSession } from '@shared/contract/attendance';
import { apiDatas } from '../../../lib/api-client';

/** POST /api/Attendance/Open: a session for the lesson's verified watch time (none without credits). */
export function openAttendance(lessonid: number): Promise<AttendanceSession> {
  return apiDatas<AttendanceSession>('POST', '/api/Attendance/Open', { body: { lessonid } });
}
