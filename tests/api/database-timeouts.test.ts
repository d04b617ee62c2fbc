import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { isDatabaseUnavailable } from '../../src/server/db/errors';
import { apiClient } from '../fixtures/api-client';
import { uniqueEmail } from '../fixtures/factories';
import { expectDatabaseUnavailable } from '../fixtures/outage';
import { startTcpProxy, type TcpProxy } from '../fixtures/tcp-proxy';
import { createThrowAwayDatabase, DB_KIND, useTestApp } from '../fixtures/test-app';

/**
 * PostgreSQL behind a proxy the test hangs: every wait on the database is bounded by configuration
 * (DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_CONNECT_TIMEOUT_MS, DATABASE_POOL_ACQUIRE_TIMEOUT_MS) and
 * /healthz answers within 2 s whatever the database does.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = DB_KIND === 'postgres' && adminUrl !== undefined;
const proxy: TcpProxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
afterAll(() => proxy.close());
afterEach(() => proxy.pass());

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe.runIf(onPostgres)('PostgreSQL timeouts', () => {
  const testApp = useTestApp({
    seed: false,
    database: { via: (url) => proxy.urlFor(url) },
    env: { DATABASE_STATEMENT_TIMEOUT_MS: '600', DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '600' },
  });

  it('a statement running past DATABASE_STATEMENT_TIMEOUT_MS is cancelled and counts as unavailable', async () => {
    const { result: error, ms } = await timed(() =>
      rejectionOf(testApp().database.db.execute(sql`select pg_sleep(5)`)),
    );
    expect(ms).toBeLessThan(1_500);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a hung database: a request answers 503 with Retry-After at the timeout and /healthz within 2 s', async () => {
    proxy.hang();
    const login = await timed(() =>
      apiClient(testApp()).post('/api/account/login', {
        email: uniqueEmail(),
        password: 'Wrong-pass99',
        keepLogin: false,
      }),
    );
    expect(login.ms).toBeLessThan(3_000);
    expectDatabaseUnavailable(login.result);

    const health = await timed(() => testApp().app.inject({ method: 'GET', url: '/healthz' }));
    expect(health.ms).toBeLessThan(2_000);
    expect(health.result.statusCode).toBe(503);
    expect(health.result.json()).toMatchObject({ status: 'degraded', database: false });

    proxy.pass();
    const healthy = await testApp().app.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)('PostgreSQL connection and pool timeouts', () => {
  let database: { url: string; drop(): Promise<void> };
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    database = await createThrowAwayDatabase(adminUrl as string, 'test_timeouts');
  });
  afterAll(async () => {
    proxy.pass();
    await Promise.all(handles.map((handle) => handle.close().catch(() => {})));
    await database.drop();
  });

  async function open(timeouts: { statementMs: number; connectMs: number; poolAcquireMs: number }) {
    const handle = await openDatabase({ url: proxy.urlFor(database.url), timeouts });
    handles.push(handle);
    return handle;
  }

  it('opening a connection to a hung server gives up at DATABASE_CONNECT_TIMEOUT_MS', async () => {
    const handle = await open({ statementMs: 5_000, connectMs: 300, poolAcquireMs: 5_000 });
    proxy.hang();
    const { result: error, ms } = await timed(() => rejectionOf(handle.db.execute(sql`select 1`)));
    expect(ms).toBeLessThan(1_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('with every connection busy, a request waits no longer than DATABASE_POOL_ACQUIRE_TIMEOUT_MS', async () => {
    const handle = await open({ statementMs: 10_000, connectMs: 3_000, poolAcquireMs: 300 });
    // Ten connections (the pool's size) open, then stuck in statements the hung server never answers.
    await Promise.all(Array.from({ length: 10 }, () => handle.db.execute(sql`select pg_sleep(0.2)`)));
    proxy.hang();
    const stuck = Array.from({ length: 10 }, () => rejectionOf(handle.db.execute(sql`select 1`)));
    const { result: error, ms } = await timed(() => rejectionOf(handle.db.execute(sql`select 1`)));
    expect(ms).toBeLessThan(1_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    proxy.pass();
    // The stuck statements complete once the server answers again: nothing was lost on the way.
    expect(await Promise.all(stuck)).toEqual(Array(10).fill(null));
  });

  it('a stall of the server longer than DATABASE_POOL_ACQUIRE_TIMEOUT_MS fails none of the requests waiting for a connection', async () => {
    const handle = await open({ statementMs: 5_000, connectMs: 3_000, poolAcquireMs: 300 });
    await Promise.all(Array.from({ length: 10 }, () => handle.db.execute(sql`select 1`)));
    // Thirty statements for the pool's ten connections, then the event loop held past the acquire
    // timeout, as a long task or a starved CPU holds it; PostgreSQL answers the first ten meanwhile.
    const asked = Array.from({ length: 30 }, () =>
      rejectionOf(handle.db.execute(sql`select pg_sleep(0.01)`)),
    );
    const end = Date.now() + 800;
    while (Date.now() < end);
    expect(await Promise.all(asked)).toEqual(Array(30).fill(null));
  });
});
