import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Members/{useruid}/Role: gives or takes the console. */
export function useSetMemberRole(useruid: string) {
  return useConsoleWrite(
    (body: { role: 'member' | 'admin' }) =>
      apiDatas<unknown>('POST', `/api/Admin/Members/${useruid}/Role`, { body }),
    [adminKeys.all],
  );
}
