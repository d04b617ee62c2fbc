import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../lib/session';
import { type GuardDeps, runGuard } from './guard';

const NOW = 1_800_000_000_000;

function token(expSeconds: number): string {
  const payload = Buffer.from(JSON.stringify({ exp: expSeconds })).toString('base64url');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

function deps(session: Partial<Session> | null, refresh: () => Promise<boolean> = async () => true) {
  const full = session
    ? ({
        refreshToken: '',
        keepLogin: '',
        email: '',
        useruid: 'u',
        name: 'n',
        role: 'member',
        ...session,
      } as Session)
    : null;
  return {
    readSession: () => full,
    clearSession: vi.fn(),
    refresh: vi.fn(refresh),
    alert: vi.fn(async () => {}),
    warn: vi.fn(),
    now: () => NOW,
  } satisfies GuardDeps;
}

const valid = token(NOW / 1000 + 600);
const expired = token(NOW / 1000 - 1);

describe('navigation guard', () => {
  it('sends a visitor to /login only on login-required routes', async () => {
    expect(await runGuard('required', deps(null))).toBe('/login');
    expect(await runGuard('public', deps(null))).toBeNull();
    expect(await runGuard('guest', deps(null))).toBeNull();
  });

  it('bounces a logged-in user with an unexpired token from guest routes to /', async () => {
    expect(await runGuard('guest', deps({ accessToken: valid }))).toBe('/');
    expect(await runGuard('required', deps({ accessToken: valid }))).toBeNull();
  });

  it('refreshes an expired token when keepLogin is "true" and a refresh token exists', async () => {
    const d = deps({ accessToken: expired, keepLogin: 'true', refreshToken: 'r' });
    expect(await runGuard('required', d)).toBeNull();
    expect(d.refresh).toHaveBeenCalledOnce();
    expect(d.clearSession).not.toHaveBeenCalled();
  });

  it('on refresh failure alerts the error, logs out and sends to /login when needed', async () => {
    const d = deps({ accessToken: expired, keepLogin: 'true', refreshToken: 'r' }, async () => {
      throw new Error('refresh refused');
    });
    expect(await runGuard('required', d)).toBe('/login');
    expect(d.alert).toHaveBeenCalledWith('refresh refused');
    expect(d.clearSession).toHaveBeenCalled();
  });

  it('on refresh failure logs out before the alert and never waits for it to close', async () => {
    const d = deps({ accessToken: expired, keepLogin: 'true', refreshToken: 'r' }, async () => {
      throw new Error('refresh refused');
    });
    d.alert.mockImplementation(() => {
      expect(d.clearSession).toHaveBeenCalled();
      return new Promise<void>(() => {});
    });
    expect(await runGuard('public', d)).toBeNull();
    expect(d.alert).toHaveBeenCalledWith('refresh refused');
  });

  it('logs out an expired session without keepLogin, without refreshing', async () => {
    const d = deps({ accessToken: expired, keepLogin: '', refreshToken: 'r' });
    expect(await runGuard('public', d)).toBeNull();
    expect(d.refresh).not.toHaveBeenCalled();
    expect(d.clearSession).toHaveBeenCalled();
    expect(await runGuard('required', deps({ accessToken: expired }))).toBe('/login');
  });

  it('admin routes need the admin role: visitors go to /login, members to /', async () => {
    expect(await runGuard('admin', deps(null))).toBe('/login');
    expect(await runGuard('admin', deps({ accessToken: valid, role: 'member' }))).toBe('/');
    expect(await runGuard('admin', deps({ accessToken: valid, role: 'admin' }))).toBeNull();
    expect(await runGuard('admin', deps({ accessToken: valid, role: 'instructor' }))).toBe('/');
  });

  it('lets instructors and operators into the instructor pages of the console, and no one else', async () => {
    expect(await runGuard('instructor', deps(null))).toBe('/login');
    expect(await runGuard('instructor', deps({ accessToken: valid, role: 'member' }))).toBe('/');
    expect(await runGuard('instructor', deps({ accessToken: valid, role: 'instructor' }))).toBeNull();
    expect(await runGuard('instructor', deps({ accessToken: valid, role: 'admin' }))).toBeNull();
  });

  it('treats a token without three parts as logged out and logs the Korean format message', async () => {
    const d = deps({ accessToken: 'not-a-jwt' });
    expect(await runGuard('required', d)).toBe('/login');
    expect(d.warn).toHaveBeenCalledWith('유효하지 않은 토큰 형식입니다.');
    expect(d.clearSession).toHaveBeenCalled();
  });
});
