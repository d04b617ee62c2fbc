import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../fixtures/api-client';
import { logIn, medicalJoin, signUp, uniqueEmail, uniqueIp } from '../fixtures/factories';
import { expectDatabaseUnavailable } from '../fixtures/outage';
import { startTcpProxy, type TcpProxy } from '../fixtures/tcp-proxy';
import { createThrowAwayDatabase, DB_KIND, type TestApp, useTestApp } from '../fixtures/test-app';

/**
 * The fault suite: two instances on one PostgreSQL and one Redis, each reached through a TCP proxy
 * the test cuts or hangs. Runs in the PostgreSQL project with TEST_DATABASE_URL and TEST_REDIS_URL,
 * as CI sets them. Storage faults: storage-faults.test.ts; draining: graceful-shutdown.test.ts.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ready = DB_KIND === 'postgres' && adminUrl !== undefined && redisUrl !== undefined;
const title = ready
  ? 'two instances when PostgreSQL or Redis fails'
  : 'two instances when PostgreSQL or Redis fails (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL)';

const STATEMENT_TIMEOUT_MS = 800;
/** The statement timeout, the client's read margin past it, and the request's own work. */
const DATABASE_FAULT_BOUND_MS = STATEMENT_TIMEOUT_MS + 1000 + 700;
const RATE_LIMIT_RETRY_SHARED_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(ready)(title, () => {
  let postgres: TcpProxy;
  let redis: TcpProxy;
  let database: { url: string; drop(): Promise<void> };
  // Filled in once the proxies and the database exist; the instances read them when they start.
  const shared = { url: '', via: (url: string) => postgres.urlFor(url) };
  const env: Record<string, string> = {
    REDIS_TIMEOUT_MS: '300',
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '1000',
    // Per-IP counters in Redis outlive a run: only the limits under test stay low (each sign-up
    // comes from a fresh address unless a test counts them).
    RATE_LIMITS: 'login.account=3/86400,login.ip=1000/300,join.ip=3/3600',
  };
  beforeAll(async () => {
    postgres = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
    redis = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(redisUrl!).port || 6379) });
    database = await createThrowAwayDatabase(adminUrl!, 'test_faults');
    shared.url = database.url;
    env.REDIS_URL = redis.urlFor(redisUrl!);
  });
  // Registered first, so it runs after the instances have closed.
  afterAll(async () => {
    await Promise.all([postgres.close(), redis.close()]);
    await database.drop();
  });
  afterEach(() => {
    postgres.pass();
    redis.pass();
  });

  const instanceOptions = (seed: boolean) => ({ seed, database: shared, env });
  const first = useTestApp(instanceOptions(true));
  const second = useTestApp(instanceOptions(false));
  const both = () => [first(), second()];

  async function wrongLogin(app: TestApp, email: string) {
    const started = performance.now();
    const response = await apiClient(app).post(
      '/api/account/login',
      { email, password: 'Wrong-pass99', keepLogin: false },
      { ip: uniqueIp() },
    );
    return { response, ms: performance.now() - started };
  }

  async function expectServing(app: TestApp, account: { email: string; password: string }) {
    expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // The member made before the fault is there, unchanged: the password still logs in.
    await logIn(app, account.email, account.password);
  }

  for (const fault of ['hang', 'refuse'] as const) {
    it(`PostgreSQL ${fault === 'hang' ? 'hung' : 'down'}: both answer 503 with Retry-After within the timeout, /healthz 503 within 2 s, then recover`, async () => {
      // A fresh address: the per-IP sign-up counter in Redis outlives the run.
      const account = await signUp(first(), medicalJoin(), { ip: uniqueIp() });
      postgres[fault]();
      for (const app of both()) {
        const { response, ms } = await wrongLogin(app, account.email);
        expect(ms).toBeLessThan(DATABASE_FAULT_BOUND_MS);
        expectDatabaseUnavailable(response);
        const started = performance.now();
        const health = await app.app.inject({ method: 'GET', url: '/healthz' });
        expect(performance.now() - started).toBeLessThan(2_000);
        expect(health.statusCode).toBe(503);
      }
      postgres.pass();
      for (const app of both()) await expectServing(app, account);
    });
  }

  /**
   * Past an instance's fallback period its limiter asks Redis again (a first connection slower than
   * REDIS_TIMEOUT_MS on a busy machine also sends it to memory for that period).
   */
  async function countInRedisAgain() {
    for (const app of both()) {
      app.clock.advance(RATE_LIMIT_RETRY_SHARED_MS + 1);
      await wrongLogin(app, uniqueEmail());
    }
  }

  for (const fault of ['hang', 'refuse'] as const) {
    it(`Redis ${fault === 'hang' ? 'hung' : 'down'}: logins answer within 1 s and the limit holds; back up, the instances count together again`, async () => {
      await countInRedisAgain();
      const shared = uniqueEmail();
      const statuses: number[] = [];
      for (const app of [first(), second(), first(), second()]) {
        statuses.push((await wrongLogin(app, shared)).response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);

      redis[fault]();
      const local = uniqueEmail();
      const attempts = [];
      for (let n = 0; n < 4; n++) attempts.push(await wrongLogin(first(), local));
      expect(Math.max(...attempts.map((attempt) => attempt.ms))).toBeLessThan(1_000);
      expect(attempts.map((attempt) => attempt.response.status)).toEqual([401, 401, 401, 429]);

      redis.pass();
      await countInRedisAgain();
      const again = uniqueEmail();
      const afterwards: number[] = [];
      for (const app of [first(), second(), first(), second()]) {
        afterwards.push((await wrongLogin(app, again)).response.status);
      }
      expect(afterwards).toEqual([401, 401, 401, 429]);
    });
  }

  it('Redis hung for seconds while members log in and sign up, then back: no crash, and the shared limits count exactly again', async () => {
    await countInRedisAgain();
    const member = await signUp(first(), medicalJoin(), { ip: uniqueIp() });
    const signUpAddress = uniqueIp();
    redis.hang();
    // Each round every instance asks Redis again (its fallback period over) and gives up on it.
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        both().map(async (app) => {
          app.clock.advance(RATE_LIMIT_RETRY_SHARED_MS + 1);
          await signUp(app, medicalJoin(), { ip: signUpAddress });
          await logIn(app, member.email, member.password, false, { ip: uniqueIp() });
          expect((await wrongLogin(app, member.email)).response.status).toBe(401);
        }),
      );
    }
    redis.pass();
    // Both reconnect (pauses of at most 0.5 s), then both count in Redis again.
    await sleep(1_000);
    await countInRedisAgain();

    // What was counted in memory during the hang is not counted in Redis as well: the address
    // gets its three sign-ups, the member three wrong passwords, alternating instances.
    const signUps: number[] = [];
    for (const app of [first(), second(), first(), second()]) {
      const response = await apiClient(app).post('/api/account/join/', medicalJoin(), { ip: signUpAddress });
      signUps.push(response.status);
    }
    expect(signUps).toEqual([200, 200, 200, 429]);
    const logins: number[] = [];
    for (const app of [second(), first(), second(), first()]) {
      logins.push((await wrongLogin(app, member.email)).response.status);
    }
    expect(logins).toEqual([401, 401, 401, 429]);
  });

  it('Redis hung: a session logged out at one instance is refused at the other within a second, not after its 10 s in memory', async () => {
    const member = await signUp(first(), medicalJoin(), { ip: uniqueIp() });
    const session = await logIn(first(), member.email, member.password, false, { ip: uniqueIp() });
    const profileAt = async (app: TestApp) =>
      (await apiClient(app).get(`/api/account/user/${session.useruid}`, { token: session.accessToken }))
        .status;
    // The second instance now remembers the session as running.
    expect(await profileAt(second())).toBe(200);
    expect(await profileAt(second())).toBe(200);

    redis.hang();
    const out = await apiClient(first()).post('/api/account/logout', undefined, {
      token: session.accessToken,
    });
    expect(out.status).toBe(200);
    await expect.poll(() => profileAt(second()), { timeout: 1_500, interval: 50 }).toBe(401);
  });
});
