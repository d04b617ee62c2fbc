import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Orders/{paymentid}/Cancel: an unpaid or abandoned order; all console data is read again. */
export function useCancelOrder(paymentid: number) {
  return useConsoleWrite(
    (reason: string) =>
      apiDatas<unknown>('POST', `/api/Admin/Orders/${paymentid}/Cancel`, { body: { reason } }),
    [adminKeys.all],
  );
}
