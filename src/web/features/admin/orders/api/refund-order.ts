import type { operatorRefundBody, RefundApproved } from '@shared/contract/payment';
import type { z } from 'zod';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/**
 * POST /api/Admin/Orders/{paymentid}/Refund: cancels at the gateway, then records the refund. The
 * order, the refund queue and the dashboard change: all console data is read again.
 */
export function useRefundOrder(paymentid: number) {
  return useConsoleWrite(
    (body: z.input<typeof operatorRefundBody>) =>
      apiDatas<RefundApproved>('POST', `/api/Admin/Orders/${paymentid}/Refund`, { body }),
    [adminKeys.all],
  );
}
