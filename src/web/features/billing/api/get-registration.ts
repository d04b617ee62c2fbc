import type { BillingBack, BillingRegistration } from '@shared/contract/billing';
import { apiDatas } from '../../../lib/api-client';

/** GET /api/Billing/Registration: where the gateway's card registration opens, and where it returns. */
export function getRegistration(back: BillingBack | undefined) {
  return apiDatas<BillingRegistration>('GET', '/api/Billing/Registration', { query: { back } });
}
