import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../fixtures/api-client';
import { medicalJoin, PASSWORD, signUp, uniqueEmail, uniqueIp } from '../fixtures/factories';
import { expectDatabaseUnavailable } from '../fixtures/outage';
import { startTcpProxy, type TcpProxy } from '../fixtures/tcp-proxy';
import { DB_KIND, type TestApp, useTestApp } from '../fixtures/test-app';

const login = (testApp: TestApp, email: string, ip: string, password = 'Wrong-pass1!') =>
  apiClient(testApp).post('/api/account/login', { email, password }, { ip });

describe('rate limits (in-process counters)', () => {
  const testApp = useTestApp({
    seed: false,
    env: {
      RATE_LIMITS:
        'login.account=3/600,login.ip=5/600,findpassword.account=2/3600,findpassword.ip=4/3600,join.ip=2/3600,resetpassword.ip=3/3600',
    },
  });

  it('answers 429 RATE_LIMITED, localised, once an account has had too many login attempts from anywhere', async () => {
    const account = await signUp(testApp(), medicalJoin(), { ip: '10.0.0.1' });
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect((await login(testApp(), account.email, ip)).status).toBe(401);
    }
    // Even the right password waits now: the attacker cannot tell which guess was right.
    const blocked = await login(testApp(), account.email, '10.1.0.4', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.body).toEqual({
      success: false,
      datas: null,
      respMessage: 'Too many attempts. Please try again in a moment.',
      code: 'RATE_LIMITED',
    });
    const korean = await apiClient(testApp()).post(
      '/api/account/login',
      { email: account.email, password: PASSWORD },
      { ip: '10.1.0.5', lang: 'ko' },
    );
    expect(korean.body.respMessage).toBe('시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.');

    // Email case does not open a fresh counter.
    expect((await login(testApp(), account.email.toUpperCase(), '10.1.0.6', PASSWORD)).status).toBe(429);

    // When the window has passed the member logs in again.
    testApp().clock.advance(600 * 1000);
    expect((await login(testApp(), account.email, '10.1.0.7', PASSWORD)).status).toBe(200);
  });

  it('counts only failed logins per account: a member who logs in often is never stopped', async () => {
    const account = await signUp(testApp(), medicalJoin(), { ip: '10.0.0.2' });
    for (let i = 0; i < 5; i++) {
      expect((await login(testApp(), account.email, `10.7.0.${i}`, PASSWORD)).status).toBe(200);
    }
    for (const ip of ['10.7.1.1', '10.7.1.2', '10.7.1.3']) {
      expect((await login(testApp(), account.email, ip)).status).toBe(401);
    }
    expect((await login(testApp(), account.email, '10.7.1.4', PASSWORD)).status).toBe(429);
  });

  it('limits login attempts per IP across many emails, without touching other IPs', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(testApp(), uniqueEmail('spray'), '10.2.0.1')).status).toBe(401);
    }
    expect((await login(testApp(), uniqueEmail('spray'), '10.2.0.1')).status).toBe(429);
    expect((await login(testApp(), uniqueEmail('spray'), '10.2.0.2')).status).toBe(401);
  });

  it('limits find-password per email and per IP, so probing for accounts is slow', async () => {
    const email = uniqueEmail('probe');
    const find = (ip: string, target = email) =>
      apiClient(testApp()).post('/api/account/findpassword', { name: '누구', email: target }, { ip });
    expect((await find('10.3.0.1')).status).toBe(404);
    expect((await find('10.3.0.2')).status).toBe(404);
    expect((await find('10.3.0.3')).status).toBe(429);

    for (let i = 0; i < 4; i++) expect((await find('10.3.1.1', uniqueEmail('probe'))).status).toBe(404);
    expect((await find('10.3.1.1', uniqueEmail('probe'))).status).toBe(429);
  });

  it('limits sign-ups and password resets per IP', async () => {
    await signUp(testApp(), medicalJoin(), { ip: '10.4.0.1' });
    await signUp(testApp(), medicalJoin(), { ip: '10.4.0.1' });
    const third = await apiClient(testApp()).post('/api/account/join/', medicalJoin(), { ip: '10.4.0.1' });
    expect(third.status).toBe(429);

    const reset = () =>
      apiClient(testApp()).post(
        '/api/account/resetpassword',
        { token: `guess-${Math.random()}`, password: 'Guess-pass-1', passwordConfirm: 'Guess-pass-1' },
        { ip: '10.4.0.2' },
      );
    for (let i = 0; i < 3; i++) expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(429);
  });
});

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (as TEST_DATABASE_URL for PostgreSQL).
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('rate limits shared through Redis by several instances', () => {
  const env = { REDIS_URL: redisUrl ?? '', RATE_LIMITS: 'login.account=3/86400' };
  const first = useTestApp({ seed: false, env });
  const second = useTestApp({ seed: false, env });

  it('counts attempts made on either instance against one limit', async () => {
    // A fresh email per run: counters in Redis outlive the test databases.
    const email = uniqueEmail('redis');
    expect((await login(first(), email, uniqueIp())).status).toBe(401);
    expect((await login(second(), email, uniqueIp())).status).toBe(401);
    expect((await login(first(), email, uniqueIp())).status).toBe(401);
    expect((await login(second(), email, uniqueIp())).status).toBe(429);
    expect((await login(first(), uniqueEmail('redis'), uniqueIp())).status).toBe(401);
  });

  it('gives back the hits of successful logins on either instance', async () => {
    // The two test instances have a database each: the same member signs up on both. Fresh
    // addresses per run, as the per-IP sign-up and login counters in Redis outlive the run.
    const join = medicalJoin();
    const account = await signUp(first(), join, { ip: uniqueIp() });
    await signUp(second(), join, { ip: uniqueIp() });
    for (const instance of [first, second, first, second]) {
      expect((await login(instance(), account.email, uniqueIp(), PASSWORD)).status).toBe(200);
    }
    expect((await login(second(), account.email, uniqueIp())).status).toBe(401);
  });
});

describe('when the Redis counter store is down', () => {
  const testApp = useTestApp({
    seed: false,
    env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMITS: 'login.account=1/600' },
  });

  it('counts in the instance memory instead: the limit holds and members are not locked out', async () => {
    const email = uniqueEmail('outage');
    expect((await login(testApp(), email, '10.6.0.1')).status).toBe(401);
    expect((await login(testApp(), email, '10.6.0.1')).status).toBe(429);
    expect((await login(testApp(), uniqueEmail('other'), '10.6.0.2')).status).toBe(401);
  });
});

// A hung database needs PostgreSQL behind a proxy the test controls (as database-timeouts.test.ts).
describe.runIf(DB_KIND === 'postgres')('logins while the database hangs', () => {
  let proxy: TcpProxy;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
  });
  afterAll(() => proxy.close());
  afterEach(() => proxy.pass());
  const testApp = useTestApp({
    seed: false,
    database: { via: (url) => proxy.urlFor(url) },
    env: {
      DATABASE_STATEMENT_TIMEOUT_MS: '600',
      DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '600',
      RATE_LIMITS: 'login.account=3/600',
    },
  });

  it('do not count toward the account lock: once it is back, the right password logs in at once', async () => {
    const account = await signUp(testApp(), medicalJoin(), { ip: uniqueIp() });
    proxy.hang();
    // More retries than the account's limit, every one answered 503 rather than 429.
    for (let i = 0; i < 5; i++) {
      expectDatabaseUnavailable(await login(testApp(), account.email, uniqueIp(), PASSWORD));
    }
    proxy.pass();
    expect((await login(testApp(), account.email, uniqueIp(), PASSWORD)).status).toBe(200);
    // Wrong passwords still count after the outage.
    for (let i = 0; i < 3; i++) expect((await login(testApp(), account.email, uniqueIp())).status).toBe(401);
    expect((await login(testApp(), account.email, uniqueIp(), PASSWORD)).status).toBe(429);
  }, 60_000);
});
