import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** Deletes the account; the local session goes with it. */
export async function withdraw(password: string): Promise<void> {
  await api<null>('DELETE', '/api/account/withdraw', { body: { password } });
  clearSession();
}
