import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Payment/Admin/RejectRefund/{refundid}: the member reads the note; all console data is read again. */
export function useRejectRefund() {
  return useConsoleWrite(
    ({ refundid, note }: { refundid: number; note: string }) =>
      apiDatas<unknown>('POST', `/api/Payment/Admin/RejectRefund/${refundid}`, { body: { note } }),
    [adminKeys.all],
  );
}
