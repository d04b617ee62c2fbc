import type { FindPasswordBody } from '@shared/contract/account';
import { api } from '../../../lib/api-client';

export async function findPassword(body: FindPasswordBody): Promise<string> {
  return (await api<null>('POST', '/api/account/findpassword', { body, retryOnExpiry: false })).respMessage;
}
