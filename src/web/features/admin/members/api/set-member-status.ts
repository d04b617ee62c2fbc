import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Members/{useruid}/Status: suspends the member, or makes them active again. */
export function useSetMemberStatus(useruid: string) {
  return useConsoleWrite(
    (body: { status: 'active' | 'suspended' }) =>
      apiDatas<unknown>('POST', `/api/Admin/Members/${useruid}/Status`, { body }),
    [adminKeys.all],
  );
}
