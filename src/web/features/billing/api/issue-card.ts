import type { BillingCard, BillingIssueBody } from '@shared/contract/billing';
import { apiDatas } from '../../../lib/api-client';

/** POST /api/Billing/Issue/: the server exchanges the authKey for a billing key and saves the card. */
export function issueCard(body: BillingIssueBody) {
  return apiDatas<BillingCard>('POST', '/api/Billing/Issue/', { body });
}
