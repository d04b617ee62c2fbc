// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogsQueued } from '../../../components/dialogs';
import { queryClient } from '../../../lib/query-client';
import { readSession, saveSession } from '../../../lib/session';
import { logout } from './logout';

function logIn(): void {
  saveSession({
    accessToken: 'a.b.c',
    refreshToken: 'r',
    email: 'm@example.com',
    useruid: 'member-1',
    name: '회원',
    role: 'member',
    keepLogin: 'true',
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a 401',
      async () => Response.json({ success: false, respMessage: 'x', code: 'TOKEN_EXPIRED' }, { status: 401 }),
    ],
    ['a 500', async () => new Response('Internal Server Error', { status: 500 })],
  ])('ends the session here even on %s, then alerts', async (_case, answer) => {
    logIn();
    queryClient.setQueryData(['coupons', 'member-1'], [{ couponnumber: 'C1' }]);
    const fetchMock = vi.fn(answer);
    vi.stubGlobal('fetch', fetchMock);
    const dialogsBefore = dialogsQueued();

    await logout();

    expect(readSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['coupons', 'member-1'])).toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer a.b.c');
    // This case's own alert: the earlier cases' are still open, and one still being prepared after the
    // file's last case would outlive its document.
    await vi.waitFor(() => expect(dialogsQueued()).toBe(dialogsBefore + 1));
  });
});
