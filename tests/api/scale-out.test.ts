import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema/account';
import { contents, lessons, videos } from '../../src/server/db/schema/catalogue';
import { enrolments } from '../../src/server/db/schema/learning';
import { orders } from '../../src/server/db/schema/payment';
import { sandboxPayments } from '../../src/server/db/schema/sandbox-gateway';
import { seedDemoData } from '../../src/server/db/seed/seed-demo';
import { createLocalStorage } from '../../src/server/integrations/storage/storage';
import { runMembershipRenewals } from '../../src/server/jobs/membership-renewal';
import { createAdmin, createMember, createTraining, seededTokens } from '../fixtures/factories';
import { chargesOf, membershipOf, moveClockTo, saveCard, subscribe } from '../fixtures/membership-flow';
import { purchase } from '../fixtures/payment-flow';
import { APP_HEADERS, DB_KIND, type TestApp } from '../fixtures/test-app';

/**
 * Two server instances on one PostgreSQL database and one Redis, each listening on loopback, as
 * behind a load balancer. Runs in the PostgreSQL project only (it makes its own database, so once
 * is enough) and needs TEST_DATABASE_URL and TEST_REDIS_URL, as CI sets them.
 */
/** Cross-instance changes (Redis pub/sub) are awaited this long: far below the caches' one-minute expiry. */
const PUBSUB_WITHIN_MS = 5_000;
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ready = DB_KIND === 'postgres' && adminUrl !== undefined && redisUrl !== undefined;
const title = ready
  ? 'two instances on one PostgreSQL and one Redis'
  : 'two instances on one PostgreSQL and one Redis (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL)';

describe.runIf(ready)(title, () => {
  const databaseName = `test_scale_${randomBytes(6).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const instances: (TestApp & { baseUrl: string })[] = [];
  // One clock for both: the instances run on one wall clock.
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const first = () => instances[0]!;
  const second = () => instances[1]!;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      // Shared storage, as operations.md asks of several instances.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'medivenus-scale-')),
      WEB_APP_ID: APP_HEADERS['x-app-id'],
      WEB_APP_KEY: APP_HEADERS['x-app-key'],
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'silent',
      REDIS_URL: redisUrl,
      // Every call comes from 127.0.0.1, and per-IP counters in Redis outlive a run: only the
      // per-account limit under test stays low.
      RATE_LIMITS: 'login.account=3/86400,login.ip=1000/300',
    });
    const storage = createLocalStorage(config.STORAGE_DIR);
    for (let index = 0; index < 2; index += 1) {
      // Each instance has its own connection pool, as separate processes would.
      const handle = await openDatabase({ url: url.toString() });
      handles.push(handle);
      if (index === 0) {
        await handle.migrate();
        await seedDemoData({ db: handle.db, storage, now: clock.now });
      }
      let internalUrl = config.PUBLIC_URL;
      const app = await buildApp({
        config,
        database: handle,
        storage,
        now: () => clock.now,
        internalUrl: () => internalUrl,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      internalUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      instances.push({ app, config, database: handle, clock, baseUrl: internalUrl });
    }
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) await instance.app.close();
    for (const handle of handles) await handle.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  /** A call over real HTTP to one instance. */
  async function http(instance: TestApp & { baseUrl: string }, path: string, init: RequestInit = {}) {
    const response = await fetch(new URL(path, instance.baseUrl), {
      ...init,
      headers: {
        ...APP_HEADERS,
        'accept-language': 'en',
        'content-type': 'application/json',
        ...init.headers,
      },
    });
    return { status: response.status, body: await response.json() };
  }

  it('counts login attempts made at either instance against one limit', async () => {
    // A fresh address per run: counters in Redis outlive the test database.
    const email = `scale-${randomBytes(5).toString('hex')}@example.com`;
    const login = (instance: TestApp & { baseUrl: string }) =>
      http(instance, '/api/account/login', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'Wrong-pass1!' }),
      });
    expect((await login(first())).status).toBe(401);
    expect((await login(second())).status).toBe(401);
    expect((await login(first())).status).toBe(401);
    const blocked = await login(second());
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect((await login(first())).status).toBe(429);
  });

  it("shows an admin's save at once on the other instance, though it had the old answer cached", async () => {
    const { admin } = await seededTokens(first());
    const campus = async (instance: TestApp & { baseUrl: string }) =>
      (await http(instance, '/api/Contents/search/campus?pageSize=48')).body.datas.map(
        (card: { contentsid: number }) => card.contentsid,
      ) as number[];
    const before = await campus(second());
    const course = before[0]!;
    // Cached on the second instance now: the same bytes come back with the same ETag.
    const etag = async () =>
      (
        await fetch(new URL('/api/Contents/search/campus?pageSize=48', second().baseUrl), {
          headers: APP_HEADERS,
        })
      ).headers.get('etag');
    expect(await etag()).toBe(await etag());

    const saved = await http(first(), `/api/Admin/Contents/${course}/Publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: JSON.stringify({ published: false }),
    });
    expect(saved.status).toBe(200);
    // The invalidation travels through Redis pub/sub: it is there within milliseconds, where the
    // cache's own expiry would take a minute. The bound allows for a busy CI machine (it once took
    // over a second at a load of 9 on two cores).
    await expect
      .poll(() => campus(second()), { timeout: PUBSUB_WITHIN_MS, interval: 20 })
      .not.toContain(course);
    expect(await campus(first())).not.toContain(course);

    // Publishing needs every lesson's video ready; these instances run no transcoding worker.
    const db = first().database.db;
    const courseVideos = db
      .select({ id: lessons.videoId })
      .from(lessons)
      .where(eq(lessons.contentsId, course));
    await db.update(videos).set({ status: 'ready', progress: 100 }).where(inArray(videos.id, courseVideos));
    await http(second(), `/api/Admin/Contents/${course}/Publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: JSON.stringify({ published: true }),
    });
    await expect.poll(() => campus(first()), { timeout: PUBSUB_WITHIN_MS, interval: 20 }).toContain(course);
  });

  it("ends a demoted admin's rights on the other instance at once, though it had the session cached", async () => {
    const { admin } = await seededTokens(first());
    const db = first().database.db;
    const insider = await createAdmin(first());
    const [row] = await db.select({ useruid: users.useruid }).from(users).where(eq(users.id, insider.id));
    const memberList = async (instance: TestApp & { baseUrl: string }) =>
      (
        await http(instance, '/api/Admin/Members?pageSize=1', {
          headers: { authorization: `Bearer ${insider.token}` },
        })
      ).status;
    // The second instance now remembers the session as a live admin's.
    expect(await memberList(second())).toBe(200);
    expect(await memberList(second())).toBe(200);

    const demoted = await http(first(), `/api/Admin/Members/${row!.useruid}/Role`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: JSON.stringify({ role: 'member' }),
    });
    expect(demoted.status).toBe(200);
    // The end travels through Redis pub/sub, well within a second; the memory alone would keep the
    // session for ten.
    await expect.poll(() => memberList(second()), { timeout: 1_000, interval: 20 }).toBe(401);
    expect(await memberList(first())).toBe(401);
  });

  it('charges a due membership renewal once when both instances run the job', async () => {
    const members = await Promise.all(
      [0, 1, 2].map(async (index) => {
        // Half the members subscribe at one instance, half at the other.
        const at = index % 2 ? second() : first();
        const member = await createMember(at);
        await saveCard(at, member, 'approve');
        expect((await subscribe(at, member)).status).toBe(200);
        return member;
      }),
    );
    const ends = await Promise.all(members.map((member) => membershipOf(first(), member)));
    moveClockTo(first(), new Date(Math.max(...ends.map((row) => row.currentPeriodEnd.getTime())) + 60_000));
    const [one, two] = await Promise.all([
      runMembershipRenewals(first().app.ctx),
      runMembershipRenewals(second().app.ctx),
    ]);
    expect(one.charged + two.charged).toBe(members.length);
    expect(one.unknown + two.unknown).toBe(0);
    for (const member of members) {
      const charges = await chargesOf(first(), member);
      // The first month at subscription, the renewal once.
      expect(charges.map((charge) => charge.status)).toEqual(['done', 'done']);
      const [order] = await first()
        .database.db.select()
        .from(orders)
        .where(eq(orders.id, charges[0]!.orderRowId!));
      const atGateway = await first()
        .database.db.select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.customerKey, order!.customerKey));
      expect(atGateway).toHaveLength(2);
    }
  });

  it('never oversells the last seat to buyers at both instances', async () => {
    const db = first().database.db;
    const training = await createTraining(first(), { price: 50_000, capacity: 5, seatsTaken: 4 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createMember(first())));
    const results = await Promise.all(
      buyers.map((member, index) =>
        purchase(index % 2 ? second() : first(), member, { contentsid: training }),
      ),
    );
    const winners = results.filter((result) => result.confirmed?.status === 200);
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.confirmed?.status === 200) continue;
      expect((result.confirmed ?? result.created).body.respMessage).toBe(
        'No seats available for the course.',
      );
    }
    const [row] = await db.select().from(contents).where(eq(contents.id, training));
    const granted = await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.contentsId, training), eq(enrolments.status, 'active')));
    expect({ seatsTaken: row!.seatsTaken, enrolled: granted.length }).toEqual({ seatsTaken: 5, enrolled: 1 });
  });
});
