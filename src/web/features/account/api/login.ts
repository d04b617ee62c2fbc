import type { LoginBody, SessionDatas } from '@shared/contract/account';
import { apiDatas } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** Keeps the answer as the spec's session user; keepLogin is stored as the string 'true'. */
export function storeSession(datas: SessionDatas): void {
  saveSession({
    accessToken: datas.accessToken,
    refreshToken: datas.refreshToken,
    email: datas.email,
    useruid: datas.useruid,
    name: datas.name,
    role: datas.role,
    keepLogin: datas.keepLogin ? 'true' : '',
  });
}

export async function login(body: LoginBody): Promise<SessionDatas> {
  const datas = await apiDatas<SessionDatas>('POST', '/api/account/login', { body, retryOnExpiry: false });
  storeSession(datas);
  return datas;
}
