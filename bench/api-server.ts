/**
 * The server under load for bench/api.ts, in its own process so the load generator does not share
 * its event loop and its resident memory is the server's alone. Builds the real app on a fresh
 * database (PGlite on disk, or a throw-away PostgreSQL database under BENCH_DATABASE_URL), seeds the
 * demo data and adds, for each benchmarked call, a bare route under /api serving that call's bytes
 * from memory (so app headers, helmet and compression run for both).
 *
 * Talks to its parent over IPC: sends {ready, port, targets, token} once listening; on {grow} adds
 * the large dataset and answers {grown, seconds, rows, targets}; on {stop} closes and exits.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import {
  type DatabaseHandle,
  databaseTargetFor,
  keepEmbeddedServerLean,
  openDatabase,
} from '../src/server/db/client';
import { users } from '../src/server/db/schema/account';
import { contents, lessons } from '../src/server/db/schema/catalogue';
import { enrolments, lessonProgress } from '../src/server/db/schema/learning';
import { orders } from '../src/server/db/schema/payment';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/server/db/seed/seed-demo';
import { sendKept } from '../src/server/http/compressed-copies';
import type { CachedAnswer } from '../src/server/http/response-cache';
import { createLocalStorage } from '../src/server/integrations/storage/storage';
import { startSession } from '../src/server/modules/account/tokens';
import { GROWTH, growDataset } from './growth';
import { PRODUCTION_TRIAL_ENV } from './trial-env';

const port = Number(process.env.BENCH_PORT ?? 4010);
/** Courses the benchmark member is enrolled in (before issue 20 they had none: an empty list). */
const MY_COURSE_COUNT = 5;
const adminUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'medivenus-bench-api-'));
const config = loadConfig({
  ...process.env,
  ...PRODUCTION_TRIAL_ENV,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  // A benchmark hammers one address: the soak's logins (bench/soak.ts) all come from it.
  RATE_LIMITS: 'login.ip=0/1',
});

let database: DatabaseHandle;
let postgresUrl: string | undefined;
// The parent drops the PostgreSQL database once this process has exited (no connection left to kill).
const databaseName = adminUrl ? `bench_${randomBytes(5).toString('hex')}` : undefined;
if (adminUrl) {
  const name = databaseName;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  postgresUrl = url.toString();
  // The pool and its timeouts as configured (DATABASE_POOL_SIZE and the rest, from the environment).
  database = await openDatabase(databaseTargetFor({ ...config, DATABASE_URL: postgresUrl }));
} else {
  // On disk and compiled as the server compiles it (DATA_DIR/pglite, src/server/main.ts).
  const target = { pgliteDir: join(dataDir, 'pglite') };
  keepEmbeddedServerLean(target);
  database = await openDatabase(target);
}
await database.migrate();
const storage = createLocalStorage(config.STORAGE_DIR);
await seedDemoData({ db: database.db, storage, now: new Date() });
// The built web app and its server entry (`npm run build`), as main.ts serves them.
const app = await buildApp({ config, database, storage, ssrEntry: resolve('dist/ssr/entry-server.js') });
const db = database.db;

const [member] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
/** A session as a login opens it, with an access token that outlives the run. */
async function sessionOf(user: typeof users.$inferSelect): Promise<string> {
  const issuing = { config: { ...config, ACCESS_TOKEN_TTL: 24 * 3600 }, now: () => new Date() };
  return (await startSession(issuing, db, user, false)).accessToken;
}
const token = await sessionOf(member!);
const courses = await db
  .select({ id: contents.id })
  .from(contents)
  .where(and(eq(contents.conttype, 'course'), eq(contents.isPublished, true)))
  .orderBy(asc(contents.id))
  .limit(MY_COURSE_COUNT);
const course = courses[0];
/** A learner's lessons: a few courses bought, a lesson watched in each (before issue 20, none). */
async function enrolLikeALearner(userId: number): Promise<number[]> {
  const watched: number[] = [];
  for (const { id } of courses) {
    await db.insert(enrolments).values({ userId, contentsId: id, source: 'admin', startsAt: new Date() });
    const [lesson] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.contentsId, id))
      .limit(1);
    if (!lesson) continue;
    watched.push(lesson.id);
    await db.insert(lessonProgress).values({
      userId,
      lessonId: lesson.id,
      contentsId: id,
      positionSec: 120,
      watchedSec: 120,
      completedAt: new Date(),
      updatedAt: new Date(),
    });
  }
  return watched;
}
await enrolLikeALearner(member!.id);

// As Chromium asks: compressed answers where they are worth it, for the calls and the bare routes alike.
const headers = {
  'x-app-id': config.WEB_APP_ID,
  'x-app-key': config.WEB_APP_KEY,
  'accept-language': 'ko',
  'accept-encoding': 'gzip, deflate, br',
};
interface Target {
  name: string;
  path: string;
  bare: string;
  auth: boolean;
  catalogue: boolean;
  /** A server-rendered page rather than a JSON call. */
  html?: boolean;
  bytes: number;
}
const targets: Target[] = [
  { name: 'main', path: '/api/Contents/main', auth: false, catalogue: true },
  { name: 'campus', path: '/api/Contents/main/campus', auth: false, catalogue: true },
  {
    name: 'search',
    path: `/api/Contents/search?schtext=${encodeURIComponent('필러')}`,
    auth: false,
    catalogue: true,
  },
  { name: 'course detail', path: `/api/Contents/GetInfo/${course!.id}`, auth: false, catalogue: true },
  { name: 'my courses', path: '/api/Learning/MyCourses', auth: true, catalogue: false },
  { name: 'course page', path: `/courseDetail/${course!.id}`, auth: false, catalogue: false, html: true },
].map((target, index) => ({ ...target, bare: `/api/bench-bare/${index}`, bytes: 0 }));

const bareBodies = new Map<string, CachedAnswer>();
for (const target of targets) {
  // The bytes alone, compressed once as the cached calls are: the floor of sending this answer.
  app.get(target.bare, { schema: { hide: true } }, async (request, reply) => {
    const answer = bareBodies.get(target.bare)!;
    return sendKept(
      request,
      reply.type(target.html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8'),
      answer,
      target.html ? 'page' : 'kept',
    );
  });
}

/** The bare routes serve what the real calls answer now (after growth, the large dataset's answer). */
async function snapshot() {
  for (const target of targets) {
    const response = await app.inject({
      method: 'GET',
      url: target.path,
      headers: {
        ...headers,
        // The bare route keeps the plain bytes and is compressed as it is sent, like the call.
        'accept-encoding': 'identity',
        ...(target.auth ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    if (response.statusCode !== 200) throw new Error(`${target.path} answered ${response.statusCode}`);
    bareBodies.set(target.bare, { body: response.body, etag: '', expiresAt: Number.POSITIVE_INFINITY });
    target.bytes = Buffer.byteLength(response.body);
  }
}

await snapshot();
await app.listen({ port, host: '127.0.0.1' });

/** Members other than the demo one, for bench/soak.ts: each learning, with a session. */
const SOAK_MEMBERS = 20;
async function soakMembers() {
  const members = [];
  for (let index = 0; index < SOAK_MEMBERS; index++) {
    const { id: _, useruid: __, ...profile } = member!;
    // The demo member's password hash: hashing twenty passwords would be most of the set-up.
    const [user] = await db
      .insert(users)
      .values({ ...profile, email: `soak-${index}@example.com` })
      .returning();
    const lessonIds = await enrolLikeALearner(user!.id);
    members.push({
      email: user!.email,
      password: DEMO_ACCOUNTS.member.password,
      useruid: user!.useruid,
      token: await sessionOf(user!),
      lessonIds,
    });
  }
  return members;
}

async function stop() {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

process.on('message', async (message: { type: string }) => {
  try {
    if (message.type === 'grow') {
      const started = Date.now();
      // A bulk load of a million rows a statement, run as a migration would be: the requests'
      // statement timeout (5 s) is not for it.
      const bulk = postgresUrl
        ? await openDatabase({ url: postgresUrl, timeouts: { statementMs: 15 * 60_000 } })
        : database;
      await growDataset(bulk.db);
      if (bulk !== database) await bulk.close();
      // Cached answers of the small dataset must not be measured as the large one's.
      await app.responseCache.invalidate();
      await snapshot();
      const rows = {
        contents: await db.$count(contents),
        users: await db.$count(users),
        orders: await db.$count(orders),
        progress: await db.$count(lessonProgress),
      };
      process.send?.({ type: 'grown', seconds: (Date.now() - started) / 1000, rows, targets });
    } else if (message.type === 'members') {
      process.send?.({ type: 'members', members: await soakMembers() });
    } else if (message.type === 'pool') {
      const pool = database.pool;
      process.send?.({
        type: 'pool',
        ...(pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : {}),
      });
    } else if (message.type === 'stop') {
      await stop();
    }
  } catch (error) {
    process.send?.({ type: 'error', message: String((error as Error).stack ?? error) });
  }
});

process.send?.({ type: 'ready', port, targets, token, headers, databaseName, growth: GROWTH });
