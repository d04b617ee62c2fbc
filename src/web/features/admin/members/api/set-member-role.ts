import type { ROLES } from '@shared/contract/account-values';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Members/{useruid}/Role: member, instructor (their own console page) or admin (the whole console). */
export function useSetMemberRole(useruid: string) {
  return useConsoleWrite(
    (body: { role: (typeof ROLES)[number] }) =>
      apiDatas<unknown>('POST', `/api/Admin/Members/${useruid}/Role`, { body }),
    [adminKeys.all],
  );
}
