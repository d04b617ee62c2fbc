import type { AdminGrantBody } from '@shared/contract/admin';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Members/{useruid}/Grant: a course given by hand, with the reason the audit log keeps. */
export function useGrantCourse(useruid: string) {
  return useConsoleWrite(
    (body: AdminGrantBody) => apiDatas<unknown>('POST', `/api/Admin/Members/${useruid}/Grant`, { body }),
    [adminKeys.all],
  );
}
