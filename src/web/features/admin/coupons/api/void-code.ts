import type { AdminCodeItem } from '@shared/contract/admin-commerce';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Coupons/Codes/{couponnumber}/Void: one leaked code stopped, with the reason. */
export function useVoidCode() {
  return useConsoleWrite(
    ({ couponnumber, reason }: { couponnumber: string; reason: string }) =>
      apiDatas<AdminCodeItem>('POST', `/api/Admin/Coupons/Codes/${couponnumber}/Void`, { body: { reason } }),
    [adminKeys.coupons.all],
  );
}
