import type { BusinessCheckResult } from '@shared/contract/account';
import { apiDatas } from '../../../lib/api-client';

export function checkBusiness(businessNumber: string): Promise<BusinessCheckResult> {
  return apiDatas<BusinessCheckResult>('POST', '/api/account/checkbusiness', { body: { businessNumber } });
}
