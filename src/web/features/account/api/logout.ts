import { alertDialog } from '../../../components/dialogs';
import { api, failureMessage } from '../../../lib/api-client';
import { clearSession, readSession } from '../../../lib/session';

/**
 * Logs out here at once, whatever the server later answers (spec §4: the stored keys are cleared),
 * then asks the server to revoke the session's refresh tokens with the token it had. That call has
 * no timeout, so it is not awaited; if it fails, the alert of spec §8 says so.
 */
export async function logout(): Promise<void> {
  const accessToken = readSession()?.accessToken;
  clearSession();
  if (!accessToken) return;
  void api('POST', '/api/account/logout', { body: {}, retryOnExpiry: false, accessToken }).catch((error) =>
    alertDialog(failureMessage(error)),
  );
}
