import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, returnPathAfterLogin } from './login-return';

const ORIGIN = 'https://medivenus.example';
const after = (returnTo: string) => returnPathAfterLogin(`?returnTo=${encodeURIComponent(returnTo)}`, ORIGIN);

describe('returning after login', () => {
  it('comes back to the page, query included, that sent the member to /login', () => {
    const login = loginPathReturningTo('/courseDetail/12?tab=2&x=a b');
    expect(login.startsWith('/login?')).toBe(true);
    expect(returnPathAfterLogin(login.slice('/login'.length), ORIGIN)).toBe('/courseDetail/12?tab=2&x=a%20b');
  });

  it('goes home without a page to return to', () => {
    expect(returnPathAfterLogin('', ORIGIN)).toBe('/');
    expect(after('')).toBe('/');
  });

  it('never leaves the site', () => {
    for (const outside of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /mypage',
    ]) {
      expect(after(outside), outside).toBe('/');
    }
  });

  it('does not return to the login or sign-up pages themselves', () => {
    expect(after('/login?returnTo=/login')).toBe('/');
    expect(after('/resetPW/abc')).toBe('/');
    expect(after('/signup')).toBe('/');
  });
});
