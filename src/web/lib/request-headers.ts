import { pageMeta } from './page-meta';
import { isPublicCall } from './public-calls';
import { readSession } from './session';

/** The app-identifying header pair; the server writes it into index.html (meta medivenus-app). */
function appHeaders(): Record<string, string> {
  const meta = pageMeta('medivenus-app') ?? '';
  const [id, key] =
    meta.includes(':') && !meta.startsWith('%')
      ? meta.split(':')
      : ['medivenus-web', 'medivenus-web-public-key'];
  return { 'X-App-Id': id!, 'X-App-Key': key! };
}

/** Echoed as stored: the server compares it undecoded, and a malformed one must not throw here. */
function xsrfToken(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/);
  return match ? match[1]! : null;
}

export interface HeaderOptions {
  body?: unknown;
  /** The bearer token to send instead of the stored one (logout, after the session is already gone). */
  accessToken?: string;
}

/**
 * What every call sends: the app pair, the language and the XSRF echo; the bearer token too, except
 * on the public calls of spec §6. A module of its own, without the app's texts, so that a page's
 * first requests can go out before the app's code has loaded (src/web/lib/started-requests.ts).
 */
export function headersFor(options: HeaderOptions, path: string, language: string): Record<string, string> {
  const headers: Record<string, string> = { ...appHeaders(), 'Accept-Language': language };
  const accessToken = options.accessToken ?? readSession()?.accessToken;
  if (accessToken && !isPublicCall(path)) headers.Authorization = `Bearer ${accessToken}`;
  const xsrf = xsrfToken();
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}
