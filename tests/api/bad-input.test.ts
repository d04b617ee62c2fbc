import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { isDatabaseUnavailable } from '../../src/server/db/errors';
import { users } from '../../src/server/db/schema/account';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo';
import { type Answer, apiClient } from '../fixtures/api-client';
import { medicalJoin, seededTokens, signUp } from '../fixtures/factories';
import { expectDatabaseUnavailable } from '../fixtures/outage';
import { APP_HEADERS, createTestApp, DB_KIND, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

/** A client error the caller can read: never a 5xx, always the envelope with a code and a message. */
function expectClientError(response: Answer<unknown>, status: number, code: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ success: false, code });
  expect(response.body.respMessage).toEqual(expect.any(String));
}

describe('text with NUL or lone surrogates', () => {
  it('is refused in a body field, naming the field', async () => {
    const response = await apiClient(testApp()).post(
      '/api/account/join',
      medicalJoin({ visitRoute: 'a\u0000b' }),
    );
    expectClientError(response, 400, 'VALIDATION');
    expect(response.body.respMessage).toContain('visitRoute');
    expect(response.body.respMessage).toContain('contains characters that are not allowed');
  });

  it('is refused in a lone surrogate too', async () => {
    const response = await apiClient(testApp()).post(
      '/api/account/join',
      medicalJoin({ visitRoute: 'a\ud800b' }),
    );
    expectClientError(response, 400, 'VALIDATION');
    expect(response.body.respMessage).toContain('visitRoute');
  });

  it('is refused in path parameters', async () => {
    const { member } = await seededTokens(testApp());
    for (const url of ['/api/Learning/VerifyCertificate/%00', '/api/Payment/Receipt/%00']) {
      expectClientError(await apiClient(testApp()).get(url, { token: member }), 400, 'VALIDATION');
    }
  });

  it('is refused in search and filter query parameters', async () => {
    const { admin } = await seededTokens(testApp());
    for (const url of ['/api/Contents/search?schtext=ab%00', '/api/Admin/Members?q=%00']) {
      expectClientError(await apiClient(testApp()).get(url, { token: admin }), 400, 'VALIDATION');
    }
    for (const [url, payload] of [
      ['/api/Main/GetNotices?search=%00', {}],
      ['/api/Main/GetNotices', { search: 'x\u0000' }],
    ] as const) {
      expectClientError(await apiClient(testApp()).post(url, payload), 400, 'VALIDATION');
    }
  });
});

describe('paths the router cannot read', () => {
  it('answer in the envelope and the caller language: bad percent-encoding 400, an over-long parameter 414', async () => {
    const bad = await apiClient(testApp()).get('/api/Banner/GetInfo/%E0%A4%A', { lang: 'ko' });
    expectClientError(bad, 400, 'VALIDATION');
    expect(bad.body.respMessage).toMatch(/입력값/);
    expectClientError(
      await apiClient(testApp()).get(`/api/Banner/GetInfo/${'9'.repeat(150)}`),
      414,
      'VALIDATION',
    );
  });
});

describe('uploads', () => {
  it('refuse a multipart body without its boundary as a missing file', async () => {
    const { admin } = await seededTokens(testApp());
    const response = await apiClient(testApp()).post('/api/Admin/Uploads/notice', 'not really multipart', {
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'multipart/form-data' },
    });
    expectClientError(response, 400, 'UPLOAD_MISSING');
  });
});

describe('ids beyond the database integer range', () => {
  it('are refused on path parameters and in bodies', async () => {
    const { member } = await seededTokens(testApp());
    for (const url of [
      '/api/Category/GetInfo/2147483648',
      '/api/Contents/GetInfo/9007199254740991',
      '/api/Payment/GetInfo/2147483648',
    ]) {
      expectClientError(await apiClient(testApp()).get(url, { token: member }), 400, 'VALIDATION');
    }
    const create = await apiClient(testApp()).post(
      '/api/Payment/Create',
      { contentsid: 2147483648, method: 'card' },
      { token: member },
    );
    expectClientError(create, 400, 'VALIDATION');
    expect(create.body.respMessage).toContain('contentsid');
  });
});

describe('impossible dates on admin filters', () => {
  it('are refused as invalid dates', async () => {
    const { admin } = await seededTokens(testApp());
    for (const query of ['from=2025-99-99', 'to=0000-00-00T99:99Z', 'from=2025-02-30']) {
      const response = await apiClient(testApp()).get(`/api/Admin/Orders?${query}`, { token: admin });
      expectClientError(response, 400, 'VALIDATION');
      expect(response.body.respMessage).toContain('Enter a valid date');
    }
  });
});

describe('null JSON bodies', () => {
  it('are validated like any other body', async () => {
    const session = await signUp(testApp());
    const reset = await apiClient(testApp()).post('/api/account/resetpassword', 'null', {
      headers: { 'content-type': 'application/json' },
    });
    expectClientError(reset, 400, 'VALIDATION');
    const change = await apiClient(testApp()).put('/api/account/changepassword', 'null', {
      token: session.accessToken,
      headers: { 'content-type': 'application/json' },
    });
    expectClientError(change, 400, 'VALIDATION');
  });
});

describe('a malformed XSRF-TOKEN cookie', () => {
  const cookie = 'XSRF-TOKEN=%E0%A4%A';
  const login = (headers: Record<string, string>) =>
    apiClient(testApp()).post(
      '/api/account/login',
      { email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password },
      { headers: { cookie, ...headers } },
    );

  it('is compared as sent on state-changing API calls: 403 without the echo, accepted with it', async () => {
    expectClientError(await login({}), 403, 'XSRF');
    expectClientError(await login({ 'x-xsrf-token': 'é'.repeat(8) }), 403, 'XSRF');
    expect((await login({ 'x-xsrf-token': '%E0%A4%A' })).status).toBe(200);
  });

  it('does not break the HTML page, which hands the browser a fresh token', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'medivenus-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<div id="root"></div>');
    const withPage = await createTestApp({ seed: false, build: { webRoot } });
    try {
      const page = await withPage.app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['set-cookie']).toMatch(/^XSRF-TOKEN=[\w-]{32}; Path=\/; SameSite=Strict$/);
    } finally {
      await withPage.close();
    }
  });
});

describe('Payment/UserInfo', () => {
  it('answers an account without a mobile number with an empty phone', async () => {
    const session = await signUp(testApp());
    await testApp().database.db.update(users).set({ mobile: null }).where(eq(users.useruid, session.useruid));
    const response = await apiClient(testApp()).get('/api/Payment/UserInfo', {
      token: session.accessToken,
    });
    expect(response.status).toBe(200);
    expect(response.body.datas.phone).toBe('');
  });
});

describe('paging', () => {
  it('refuses absurd page numbers and page sizes', async () => {
    const { admin } = await seededTokens(testApp());
    for (const url of [
      '/api/Contents/search?schtext=ab&page=1e15',
      '/api/Admin/Members?page=1e15',
      '/api/Admin/Orders?pageSize=100000',
    ]) {
      expectClientError(await apiClient(testApp()).get(url, { token: admin }), 400, 'VALIDATION');
    }
    const notices = await apiClient(testApp()).post('/api/Main/GetNotices', { page: 1e15 });
    expectClientError(notices, 400, 'VALIDATION');
  });
});

describe('request bodies', () => {
  it('refuses deeply nested JSON quickly', async () => {
    const depth = 1_000_000;
    const payload = '['.repeat(depth) + ']'.repeat(depth);
    const started = performance.now();
    for (let i = 0; i < 5; i++) {
      const nested = await apiClient(testApp()).post('/api/account/login', payload, {
        headers: { 'content-type': 'application/json' },
      });
      expectClientError(nested, 400, 'VALIDATION');
    }
    // Measured on a shared 2-core machine: 6.6 s before the depth limit, 0.07–0.17 s after.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('answers a body over the limit with its own code and message', async () => {
    const response = await apiClient(testApp()).post(
      '/api/account/login',
      JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) }),
      {
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      },
    );
    expectClientError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(response.body.respMessage).not.toContain('Invalid value');
  });

  it('answers a content type it does not read with its own code and message, in the caller language', async () => {
    const generic = {
      ko: '입력값을 확인해 주세요',
      en: 'Please check the input',
      ja: '入力内容をご確認ください',
    };
    for (const [lang, validationText] of Object.entries(generic)) {
      const response = await apiClient(testApp()).post(
        '/api/account/login',
        '<login><email>member@example.com</email></login>',
        {
          headers: { 'content-type': 'application/xml', 'accept-language': lang },
        },
      );
      expectClientError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const message = response.body.respMessage as string;
      expect(message).toContain('application/json');
      expect(message).not.toContain(validationText);
    }
    const korean = await apiClient(testApp()).post('/api/account/login', 'a=1', {
      lang: 'ko',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(korean.body.respMessage).toMatch(/^지원하지 않는 요청 형식입니다/);
  });

  it('accepts an empty JSON body where none is needed', async () => {
    const session = await signUp(testApp());
    for (const url of [
      '/api/Banner/GetList',
      '/api/Board/GetFaqs',
      '/api/Main/GetNotices',
      '/api/account/logout',
    ]) {
      const response = await apiClient(testApp()).post(url, undefined, {
        token: session.accessToken,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, `${url}: ${response.text}`).toBe(200);
    }
  });
});

describe('when the database cannot be reached', () => {
  it('answers reads and writes 503 with Retry-After when connections are refused', async () => {
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/gone' });
    const unreachable = await createTestApp({ seed: false, build: { database } });
    try {
      for (const [method, url, payload] of [
        ['GET', '/api/Category/GetList?isactive=1&pcategoryid=0', undefined],
        ['POST', '/api/account/login', { email: 'member@example.com', password: 'member1234!' }],
      ] as const) {
        expectDatabaseUnavailable(await apiClient(unreachable).send(method, url, payload));
      }
    } finally {
      await unreachable.close();
      await database.close();
    }
  });

  it.runIf(DB_KIND === 'postgres')(
    'classifies a query whose connection the server terminates as unavailable (503), and the next call succeeds',
    async () => {
      const { db } = testApp().database;
      const sleeping = db.execute(sql`select pg_sleep(10)`).then(
        () => null,
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'select pg_sleep(10)%' and pid <> pg_backend_pid()`,
      );
      const error = await sleeping;
      expect(isDatabaseUnavailable(error)).toBe(true);
      const response = await apiClient(testApp()).get('/api/Category/GetList?isactive=1&pcategoryid=0');
      expect(response.status).toBe(200);
    },
  );
});

describe('every route in the route table', () => {
  const PATH_VALUES = ['%00', '%ED%A0%80', '2147483648', '9007199254740991', '-1', '1e15'];
  const QUERY = [
    'page=1e15',
    'pageSize=1e15',
    'from=2025-99-99',
    'to=0000-00-00T99:99Z',
    'sdate=2025-02-30',
    'q=%00',
    'search=%00',
    'schtext=%00',
    'keyword=%00',
    'id=2147483648',
    'contentsid=2147483648',
    'categoryid=9007199254740991',
  ].join('&');
  const BODIES: (string | undefined)[] = [undefined, '', 'null', '[]', '{"a":"\\u0000"}', '"\\ud800"'];

  it('answers the hand-made edge classes without a server error', async () => {
    const { admin } = await seededTokens(testApp());
    const routes = testApp().app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of PATH_VALUES) {
        const url = `${route.url.replace(/:\w+\??/g, value)}?${QUERY}`;
        for (const payload of route.method === 'GET' ? [undefined] : BODIES) {
          const response = await testApp().app.inject({
            method: route.method as 'GET',
            url,
            ...(payload === undefined ? {} : { payload }),
            headers: {
              ...APP_HEADERS,
              authorization: `Bearer ${admin}`,
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
          });
          // 503 is a configured-off integration (address search without a key), never a crash.
          if (response.statusCode >= 500 && response.statusCode !== 503) {
            failures.push(`${route.method} ${url} ${payload ?? '-'} → ${response.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
