import { PRODUCT_SHORT_NAME } from '@shared/constants';

/** The logged-in user as the browser keeps it (spec §3 "Session user"). */
export interface Session {
  accessToken: string;
  refreshToken: string;
  email: string;
  useruid: string;
  name: string;
  role: string;
  keepLogin: string;
}

export const SESSION_FIELDS = [
  'accessToken',
  'refreshToken',
  'email',
  'useruid',
  'name',
  'role',
  'keepLogin',
] as const;

/** Each field under its own key prefixed with the product's short name, e.g. `medivenus_accessToken`. */
export const sessionStorageKey = (field: (typeof SESSION_FIELDS)[number]) => `${PRODUCT_SHORT_NAME}_${field}`;

export const LOGIN_CHANGE_EVENT = `${PRODUCT_SHORT_NAME}:login-change`;

/** No session on the server: every server-rendered page is the visitor's, a member's view follows on hydration. */
export function readSession(): Session | null {
  if (typeof localStorage === 'undefined') return null;
  const values = Object.fromEntries(
    SESSION_FIELDS.map((field) => [field, localStorage.getItem(sessionStorageKey(field)) ?? '']),
  );
  return values.accessToken ? (values as unknown as Session) : null;
}

function announce(): void {
  window.dispatchEvent(new CustomEvent(LOGIN_CHANGE_EVENT));
}

export function saveSession(session: Session): void {
  for (const field of SESSION_FIELDS) localStorage.setItem(sessionStorageKey(field), session[field]);
  announce();
}

export function updateTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(sessionStorageKey('accessToken'), accessToken);
  localStorage.setItem(sessionStorageKey('refreshToken'), refreshToken);
  announce();
}

/** A renamed member: the stored session user follows, and the login-change event tells the header. */
export function updateStoredName(name: string): void {
  if (!readSession()) return;
  localStorage.setItem(sessionStorageKey('name'), name);
  announce();
}

export function clearSession(): void {
  for (const field of SESSION_FIELDS) localStorage.removeItem(sessionStorageKey(field));
  announce();
}

export function onLoginChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(`${PRODUCT_SHORT_NAME}_`)) listener();
  };
  window.addEventListener(LOGIN_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(LOGIN_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
