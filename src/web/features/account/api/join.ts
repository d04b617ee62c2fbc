import type { JoinBody, SessionDatas } from '@shared/contract/account';
import { apiDatas } from '../../../lib/api-client';
import { storeSession } from './login';

/** Signs up and logs the new member in. */
export async function join(body: JoinBody): Promise<SessionDatas> {
  const datas = await apiDatas<SessionDatas>('POST', '/api/account/join/', { body, retryOnExpiry: false });
  storeSession(datas);
  return datas;
}
