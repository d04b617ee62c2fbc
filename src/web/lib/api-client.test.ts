// @vitest-environment jsdom

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n-instance';
import { ApiError, apiDatas, ExplainedError, failureMessage } from './api-client';
import { saveSession } from './session';

beforeAll(async () => {
  i18n.addResourceBundle('ko', 'msg', (await import('@shared/i18n/ko.json')).default, true, true);
  await i18n.changeLanguage('ko');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function answer(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('API client failures', () => {
  it('reads a network failure as the localised generic text, not "Failed to fetch"', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(apiDatas('PUT', '/api/account/update', { body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('죄송합니다. 오류가 발생했습니다.');
    expect(failureMessage(error, 'errors.saveFailed')).toBe('저장에 실패했습니다.');
  });

  it('reads a proxy error page (5xx without the envelope) as the localised text', async () => {
    answer(() => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await caught(apiDatas('GET', '/api/Contents/main'));
    expect((error as ApiError).message).toBe('죄송합니다. 오류가 발생했습니다.');
    expect(failureMessage(error, 'errors.saveFailed')).toBe('저장에 실패했습니다.');
  });

  it('keeps a reason the page already put into words, and says "Failed to Save." for anything else', () => {
    expect(failureMessage(new ExplainedError('결제창을 열 수 없습니다.'), 'errors.saveFailed')).toBe(
      '결제창을 열 수 없습니다.',
    );
    expect(failureMessage(new TypeError('Failed to fetch'), 'errors.saveFailed')).toBe(
      '저장에 실패했습니다.',
    );
  });

  it("keeps the server's own reason for a refused request", async () => {
    const envelope = {
      success: false,
      datas: null,
      respMessage: '현재 비밀번호가 올바르지 않습니다.',
      code: 'X',
    };
    answer(() => Response.json(envelope, { status: 400 }));
    const error = await caught(apiDatas('PUT', '/api/account/changepassword', { body: {} }));
    expect(failureMessage(error, 'errors.saveFailed')).toBe('현재 비밀번호가 올바르지 않습니다.');
  });
});

describe('bearer token', () => {
  const ok = () => Response.json({ success: true, datas: [], respMessage: '', code: 'OK' });

  it('is left off the public calls of spec §6 and sent on member calls', async () => {
    saveSession({
      accessToken: 'a.b.c',
      refreshToken: 'r',
      email: 'm@example.com',
      useruid: 'u',
      name: 'n',
      role: 'member',
      keepLogin: '',
    });
    const fetchMock = answer(ok);
    await apiDatas('POST', '/api/Banner/GetList');
    await apiDatas('GET', '/api/Category/GetList', { query: { isactive: 1 } });
    await apiDatas('POST', '/api/Coupon/GetList', { body: {} });
    const authorizations = fetchMock.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>).Authorization,
    );
    expect(authorizations).toEqual([undefined, undefined, 'Bearer a.b.c']);
  });
});
