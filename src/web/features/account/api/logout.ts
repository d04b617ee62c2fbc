import { alertDialog } from '../../../app/dialogs';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** Logs out on the server (revoking the refresh tokens), then always forgets the local session. */
export async function logout(): Promise<void> {
  try {
    await api('POST', '/api/account/logout', { body: {}, retryOnExpiry: false });
  } catch (error) {
    await alertDialog(error instanceof Error ? error.message : String(error));
  } finally {
    clearSession();
  }
}
