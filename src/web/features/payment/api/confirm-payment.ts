import type { PaymentConfirmBody, PaymentInfo } from '@shared/contract/payment';
import { withLoading } from '../../../components/dialogs';
import { apiDatas } from '../../../lib/api-client';

const confirmations = new Map<string, Promise<PaymentInfo>>();

/**
 * POST /api/Payment/Confirm, at most once per page load for one gateway answer: StrictMode runs
 * effects twice and both runs share this promise. A reload asks again, which the server answers
 * from the settled order without charging twice. The full-screen overlay shows while it runs.
 */
export function confirmPaymentOnce(body: PaymentConfirmBody): Promise<PaymentInfo> {
  const key = `${body.orderId}:${body.paymentKey}:${body.amount}`;
  let pending = confirmations.get(key);
  if (!pending) {
    pending = withLoading(() => apiDatas<PaymentInfo>('POST', '/api/Payment/Confirm', { body }));
    confirmations.set(key, pending);
  }
  return pending;
}
