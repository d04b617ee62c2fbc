import type { Envelope } from '@shared/contract/envelope';
import { i18n } from '../i18n/i18n-instance';
import { headersFor } from './request-headers';
import { clearSession, readSession, updateTokens } from './session';

/** A failed call: the server's localised respMessage, its stable code and HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly datas: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A failure the page has already put into the reader's words (a gateway window that would not open). */
export class ExplainedError extends Error {
  override name = 'ExplainedError';
}

/** The reader's generic error text, for failures the server did not explain (network, proxy pages). */
const genericMessage = () => i18n.t('msg:errors.generic');

/**
 * What to tell the reader about a failed action: the server's own reason for a refused request (4xx),
 * otherwise the given localised text ('We're sorry, an error has occurred.' or 'Failed to Save.').
 */
export function failureMessage(
  error: unknown,
  fallback: 'errors.generic' | 'errors.saveFailed' = 'errors.generic',
): string {
  if (error instanceof ExplainedError) return error.message;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return i18n.t(`msg:${fallback}`);
}

let currentLanguage = 'ko';
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  /** Set false for the refresh call itself, so a failing refresh never loops. */
  retryOnExpiry?: boolean;
  /** Lets the request outlive the page (the player's last progress save when leaving). */
  keepalive?: boolean;
  /** The bearer token to send instead of the stored one (logout, after the session is already gone). */
  accessToken?: string;
}

function urlOf(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** What every call sends (see `headersFor`), in the reader's language. */
export function requestHeaders(
  options: Pick<RequestOptions, 'body' | 'accessToken'> = {},
  path = '',
): Record<string, string> {
  return headersFor(options, path, currentLanguage);
}

/** A network failure becomes an ApiError in the reader's language; a cancelled call stays an abort. */
async function request(method: string, path: string, options: RequestOptions): Promise<Response> {
  try {
    return await fetch(urlOf(path, options.query), {
      method,
      headers: requestHeaders(options, path),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(genericMessage(), 'NETWORK', 0);
  }
}

/** An answer without the envelope (a proxy's error page, a cut connection) reads as the generic text. */
function failureOf(response: Response, envelope: Partial<Envelope<unknown>> | null): ApiError {
  return new ApiError(
    envelope?.respMessage || genericMessage(),
    envelope?.code ?? 'INTERNAL',
    response.status,
    envelope?.datas ?? null,
  );
}

async function failure(response: Response): Promise<ApiError> {
  return failureOf(response, (await response.json().catch(() => null)) as Partial<Envelope<unknown>> | null);
}

/** A file answer (calendar, PDF, CSV): the bytes, the name the server suggests and the answer's headers. */
export async function apiFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | null; headers: Headers }> {
  const response = await request('GET', path, options);
  if (!response.ok) throw await failure(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
    headers: response.headers,
  };
}

async function send<T>(method: string, path: string, options: RequestOptions): Promise<Envelope<T>> {
  const response = await request(method, path, options);
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope?.success) throw failureOf(response, envelope);
  return envelope;
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the stored refresh token for new tokens (spec §7 refresh_token). Concurrent callers
 * share one attempt; a failure rejects with the server's message.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = readSession();
    if (!session?.refreshToken) return false;
    try {
      const envelope = await send<{ accessToken: string; refreshToken: string }>(
        'POST',
        '/api/account/refresh_token',
        {
          body: { refreshToken: session.refreshToken, useruid: session.useruid },
          retryOnExpiry: false,
        },
      );
      updateTokens(envelope.datas.accessToken, envelope.datas.refreshToken);
      return true;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Calls the API; on an expired token with keepLogin it refreshes once and retries, never more. */
export async function api<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  try {
    return await send<T>(method, path, options);
  } catch (error) {
    const session = readSession();
    const canRefresh =
      options.retryOnExpiry !== false &&
      error instanceof ApiError &&
      error.code === 'TOKEN_EXPIRED' &&
      session?.keepLogin === 'true' &&
      Boolean(session.refreshToken);
    if (!canRefresh) {
      if (error instanceof ApiError && error.status === 401 && error.code !== 'APP_UNAUTHORIZED' && session)
        clearSession();
      throw error;
    }
    try {
      await refreshSession();
    } catch (refreshError) {
      clearSession();
      throw refreshError;
    }
    return send<T>(method, path, { ...options, retryOnExpiry: false });
  }
}

/** Convenience for the common case: only the datas of a successful answer. */
export async function apiDatas<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  return (await api<T>(method, path, options)).datas;
}
