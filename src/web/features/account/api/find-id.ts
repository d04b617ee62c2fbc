import type { FindIdBody, FoundIds } from '@shared/contract/account';
import { apiDatas } from '../../../lib/api-client';

/** POST /api/account/findid: the masked sign-in emails of the accounts with this name and mobile. */
export function findId(body: FindIdBody): Promise<FoundIds> {
  return apiDatas<FoundIds>('POST', '/api/account/findid', { body, retryOnExpiry: false });
}
