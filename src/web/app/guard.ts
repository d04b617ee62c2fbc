import { hasJwtShape, isJwtExpired } from '../lib/jwt';
import { paths } from '../lib/paths';
import type { Session } from '../lib/session';

/**
 * public: anyone; required: login required; guest: logged-in users are sent to / (login, signup…);
 * admin: login required and the admin role (others are sent to /); instructor: login required and
 * the instructor or admin role (the console's pages an instructor may use).
 */
export type Access = 'public' | 'required' | 'guest' | 'instructor' | 'admin';

/** Spec §2: a token that is not three dot-separated parts is logged in Korean, whatever the language. */
const INVALID_TOKEN_FORMAT = '유효하지 않은 토큰 형식입니다.';

export interface GuardDeps {
  readSession(): Session | null;
  clearSession(): void;
  refresh(): Promise<boolean>;
  alert(message: string): Promise<void>;
  warn(message: string): void;
  now(): number;
}

/**
 * The navigation guard of spec §2, as a pure decision: the path to redirect to, or null to go on.
 */
export async function runGuard(access: Access, deps: GuardDeps): Promise<string | null> {
  const toLogin =
    access === 'required' || access === 'instructor' || access === 'admin' ? paths.login() : null;
  const onward = (session: Session) => {
    if (access === 'guest') return '/';
    if (access === 'admin' && session.role !== 'admin') return '/';
    if (access === 'instructor' && session.role !== 'admin' && session.role !== 'instructor') return '/';
    return null;
  };
  const session = deps.readSession();
  if (!session?.accessToken) return toLogin;

  if (!hasJwtShape(session.accessToken)) {
    deps.warn(INVALID_TOKEN_FORMAT);
    deps.clearSession();
    return toLogin;
  }

  if (!isJwtExpired(session.accessToken, deps.now())) return onward(session);

  if (session.keepLogin === 'true' && session.refreshToken) {
    try {
      if (await deps.refresh()) return onward(session);
    } catch (error) {
      // Logged out first and not awaited: the login page loads behind the alert, instead of an empty
      // frame until the reader closes it.
      deps.clearSession();
      void deps.alert(error instanceof Error ? error.message : String(error));
      return toLogin;
    }
  }
  deps.clearSession();
  return toLogin;
}
