import type { GeneratedCodes } from '@shared/contract/admin-commerce';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Coupons/Campaigns/{campaignId}/Codes: another batch of unique codes. */
export function useGenerateCodes() {
  return useConsoleWrite(
    ({ campaignId, quantity }: { campaignId: number; quantity: number }) =>
      apiDatas<GeneratedCodes>('POST', `/api/Admin/Coupons/Campaigns/${campaignId}/Codes`, {
        body: { quantity },
      }),
    [adminKeys.coupons.all],
  );
}
