import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { medicalJoin } from '../fixtures/factories';
import { type Balancer, startRoundRobinBalancer } from '../fixtures/round-robin-balancer';
import { freePort, type RunningServer, startServerProcess } from '../fixtures/server-process';
import { createThrowAwayDatabase, DB_KIND } from '../fixtures/test-app';

/**
 * Issue 16's "no request fails during a restart of one of two instances behind a simple proxy": two
 * server processes on one PostgreSQL database and one Redis, behind the round-robin balancer the
 * operations guide describes, under steady load while each in turn gets SIGTERM and is started again.
 * Runs in the PostgreSQL project with TEST_DATABASE_URL and TEST_REDIS_URL, as CI sets them.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ready = DB_KIND === 'postgres' && adminUrl !== undefined && redisUrl !== undefined;
const title = ready
  ? 'a rolling restart of two instances behind a balancer'
  : 'a rolling restart of two instances behind a balancer (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL)';

const APP_HEADERS = { 'x-app-id': 'medivenus-web', 'x-app-key': 'medivenus-web-public-key' };
/** Long enough for the balancer's 200 ms health checks to take a draining instance out. */
const DRAIN_MS = 1500;
const LOAD_WORKERS = 4;

interface Outcome {
  call: string;
  status: number | string;
}

describe.runIf(ready)(title, () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  const instances: RunningServer[] = [];
  let balancer: Balancer | undefined;

  afterAll(async () => {
    await balancer?.close();
    for (const instance of instances) {
      instance.child.kill('SIGKILL');
      await instance.exited;
    }
    await database?.drop();
  });

  it('answers every request while each instance in turn drains, exits and comes back', async () => {
    const throwAway = await createThrowAwayDatabase(adminUrl!, 'test_rolling');
    database = throwAway;
    const env = (name: string) => ({
      NODE_ENV: 'test',
      SEED: 'none',
      DATABASE_URL: throwAway.url,
      REDIS_URL: redisUrl!,
      DATA_DIR: mkdtempSync(join(tmpdir(), `medivenus-rolling-${name}-`)),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'warn',
      VIDEO_WORKER: 'off',
      // The per-IP counters live in the shared Redis and outlive a run; every call here comes from 127.0.0.1.
      RATE_LIMITS: 'join.ip=1000/3600,login.ip=1000/300',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_GRACE_MS: '10000',
    });
    const ports = { a: await freePort(), b: await freePort() };
    // One after the other: the first migrates the new database.
    instances[0] = await startServerProcess(env('a'), ports.a);
    instances[1] = await startServerProcess(env('b'), ports.b);
    const front = await startRoundRobinBalancer(instances.map((instance) => instance.baseUrl));
    balancer = front;
    const via = front.url;

    const member = medicalJoin();
    const joined = await fetch(`${via}/api/account/join/`, {
      method: 'POST',
      headers: { ...APP_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    expect(joined.status, await joined.text()).toBe(200);
    const login = await fetch(`${via}/api/account/login`, {
      method: 'POST',
      headers: { ...APP_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password, keepLogin: false }),
    });
    const token = ((await login.json()) as { datas: { accessToken: string } }).datas.accessToken;
    const asMember = { ...APP_HEADERS, authorization: `Bearer ${token}` };
    const json = { 'content-type': 'application/json' };

    // The catalogue, a member's reads, and POSTs answered without changing anything.
    const calls = [
      { name: 'catalogue', path: '/api/Contents/main', init: { headers: APP_HEADERS } },
      { name: 'campus', path: '/api/Contents/search/campus', init: { headers: APP_HEADERS } },
      {
        name: 'banners',
        path: '/api/Banner/GetList',
        init: { method: 'POST', headers: { ...APP_HEADERS, ...json }, body: '{}' },
      },
      { name: 'my courses', path: '/api/Learning/MyCourses', init: { headers: asMember } },
      {
        name: 'my coupons',
        path: '/api/Coupon/GetList',
        init: { method: 'POST', headers: { ...asMember, ...json }, body: '{}' },
      },
    ];
    const outcomes: Outcome[] = [];
    let loading = true;
    const worker = async (offset: number) => {
      for (let turn = offset; loading; turn += 1) {
        const call = calls[turn % calls.length]!;
        const status = await fetch(`${via}${call.path}`, call.init).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          (error: Error) => String((error.cause as NodeJS.ErrnoException | undefined)?.code ?? error),
        );
        outcomes.push({ call: call.name, status });
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_WORKERS }, (_, index) => worker(index)));

    const restart = async (index: 0 | 1, name: 'a' | 'b') => {
      const before = outcomes.length;
      expect(await instances[index]!.stop()).toBe(0);
      const url = instances[index]!.baseUrl;
      const answeredBefore = front.answered[url]!;
      instances[index] = await startServerProcess(env(name), ports[name]);
      // Back in the balancer's rotation and answering there before the next one goes, as a rolling
      // deploy waits for it.
      await expect
        .poll(() => front.answered[url]! - answeredBefore, { timeout: 10_000, interval: 100 })
        .toBeGreaterThan(20);
      return outcomes.length - before;
    };
    const duringA = await restart(0, 'a');
    const duringB = await restart(1, 'b');
    loading = false;
    await load;

    const failed = outcomes.filter((outcome) => outcome.status !== 200);
    expect(failed).toEqual([]);
    // Load really ran through both restarts.
    expect(duringA).toBeGreaterThan(50);
    expect(duringB).toBeGreaterThan(50);
  }, 600_000);
});
