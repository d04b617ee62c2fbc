import type { PaymentCreateBody, PaymentCreated } from '@shared/contract/payment';
import { apiDatas } from '../../../lib/api-client';

/** POST /api/Payment/Create: the server prices the order (item − coupon) and says where to pay. */
export function createPayment(body: PaymentCreateBody) {
  return apiDatas<PaymentCreated>('POST', '/api/Payment/Create', { body });
}
