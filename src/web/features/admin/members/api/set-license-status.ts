import type { LicenseDecisionBody } from '@shared/contract/license';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Members/{useruid}/License: a medical member's licence verified, or rejected with a reason. */
export function useSetLicenseStatus(useruid: string) {
  return useConsoleWrite(
    (body: LicenseDecisionBody) =>
      apiDatas<unknown>('POST', `/api/Admin/Members/${useruid}/License`, { body }),
    [adminKeys.all],
  );
}
