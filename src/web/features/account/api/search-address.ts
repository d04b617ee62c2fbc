import type { AddressSearchResult } from '@shared/contract/account';
import { apiDatas } from '../../../lib/api-client';

export function searchAddress(keyword: string, page = 1): Promise<AddressSearchResult> {
  return apiDatas<AddressSearchResult>('GET', '/api/account/address', { query: { keyword, page } });
}
