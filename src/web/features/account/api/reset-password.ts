import type { ResetPasswordBody } from '@shared/contract/account';
import { api } from '../../../lib/api-client';

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api<null>('POST', '/api/account/resetpassword', { body, retryOnExpiry: false });
}
