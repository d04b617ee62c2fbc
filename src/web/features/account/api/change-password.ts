import type { ChangePasswordBody } from '@shared/contract/account';
import { api } from '../../../lib/api-client';

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api<null>('PUT', '/api/account/changepassword', { body });
}
