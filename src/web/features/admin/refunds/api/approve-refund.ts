import type { RefundApproveBody, RefundApproved } from '@shared/contract/payment';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/**
 * POST /api/Payment/Admin/ApproveRefund/{refundid}: cancels at the gateway, then records the refund.
 * The queue, the order and the dashboard figures change: all console data is read again.
 */
export function useApproveRefund() {
  return useConsoleWrite(
    ({ refundid, ...body }: RefundApproveBody & { refundid: number }) =>
      apiDatas<RefundApproved>('POST', `/api/Payment/Admin/ApproveRefund/${refundid}`, { body }),
    [adminKeys.all],
  );
}
