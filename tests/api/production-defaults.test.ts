import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo';
import { launch, type RunningServer, startServerProcess } from '../fixtures/server-process';
import { createTestApp, createThrowAwayDatabase, DB_KIND } from '../fixtures/test-app';

/**
 * The server started as docs/operations.md deploys it (`node dist/server/main.js` under systemd or in
 * the image; here the same entry from source): its own process, NODE_ENV=production and only the
 * variables the guide lists. Nothing from the calling shell leaks in (no SEED, no PAYMENT_PROVIDER).
 */
const WEB_APP = { id: 'medivenus-web', key: 'medivenus-web-public-key' };
/** Toss keys that look live; the gateway address is a closed loopback port, so nothing leaves. */
const LIVE_TOSS = {
  TOSS_CLIENT_KEY: 'live_ck_production_defaults',
  TOSS_SECRET_KEY: 'live_sk_production_defaults',
  TOSS_API_URL: 'http://127.0.0.1:9',
};
const KNOWN_LOGINS = [
  { email: DEMO_ACCOUNTS.admin.email, password: 'admin1234!' },
  { email: DEMO_ACCOUNTS.member.email, password: 'member1234!' },
  { email: DEMO_ACCOUNTS.instructor.email, password: 'instructor1234!' },
];

/** Starts a production server on its own port and waits for /healthz. */
function startServer(env: Record<string, string>): Promise<RunningServer> {
  return startServerProcess({
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    VIDEO_WORKER: 'off',
    ...env,
  });
}

async function logIn(baseUrl: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-id': WEB_APP.id, 'x-app-key': WEB_APP.key },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

/** The sandbox's checkout page: a 400 for a request without an order when mounted, else not found. */
async function sandboxCheckoutStatus(baseUrl: string): Promise<number> {
  return (await fetch(`${baseUrl}/sandbox/toss/checkout`)).status;
}

/** Where the deploy keeps its data: a throw-away PostgreSQL database (DATABASE_URL) or a DATA_DIR. */
async function deployStorage(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'medivenus-production-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (DB_KIND !== 'postgres' || !adminUrl) return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const { url, drop } = await createThrowAwayDatabase(adminUrl, 'test_prod');
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, drop };
}

describe('a production deploy as docs/operations.md describes it', () => {
  let storage: Awaited<ReturnType<typeof deployStorage>>;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await deployStorage();
    server = await startServer({ ...storage.env, ...LIVE_TOSS });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
  });

  it('has no account with a published password', async () => {
    for (const { email, password } of KNOWN_LOGINS) {
      expect(await logIn(server.baseUrl, email, password), email).toBe(401);
    }
    expect(server.output()).not.toContain('Demo admin');
  });

  it('does not serve the sandbox gateway, and charges through Toss', async () => {
    expect(await sandboxCheckoutStatus(server.baseUrl)).toBe(404);
    expect(server.output()).toContain('Payments: Toss Payments\n');
  });
});

describe('a production trial the operator opted into', () => {
  let storage: Awaited<ReturnType<typeof deployStorage>>;
  const trial = { SEED: 'demo', PAYMENT_PROVIDER: 'sandbox', ALLOW_TEST_MODE_IN_PRODUCTION: 'true' };

  beforeAll(async () => {
    storage = await deployStorage();
  });
  afterAll(async () => {
    await storage?.drop();
  });

  it('gives the demo accounts random passwords, printed once, and says it is in test mode', async () => {
    const first = await startServer({ ...storage.env, ...trial });
    try {
      const printed = first.output().match(/Demo admin: +\S+ \/ (\S+)\n +Demo member: +\S+ \/ (\S+)/);
      expect(printed, first.output()).not.toBeNull();
      const [, adminPassword, memberPassword] = printed!;
      expect(adminPassword).not.toBe('admin1234!');
      for (const { email, password } of KNOWN_LOGINS) {
        expect(await logIn(first.baseUrl, email, password), email).toBe(401);
      }
      expect(await logIn(first.baseUrl, DEMO_ACCOUNTS.admin.email, adminPassword!)).toBe(200);
      expect(await logIn(first.baseUrl, DEMO_ACCOUNTS.member.email, memberPassword!)).toBe(200);
      expect(await sandboxCheckoutStatus(first.baseUrl)).toBe(400);
      expect(first.output()).toContain('TEST MODE');
    } finally {
      await first.stop();
    }
    const again = await startServer({ ...storage.env, ...trial });
    try {
      expect(again.output()).not.toContain('Demo admin');
    } finally {
      await again.stop();
    }
  }, 240_000);
});

describe('production started on a database the local demo seeded', () => {
  let storage: Awaited<ReturnType<typeof deployStorage>>;
  const production = () => ({
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...storage.env,
    ...LIVE_TOSS,
  });

  beforeAll(async () => {
    storage = await deployStorage();
    // What `npm start` runs on this database (README, "Running on PostgreSQL"): the published passwords.
    const demo = await startServerProcess({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      VIDEO_WORKER: 'off',
      SHUTDOWN_DRAIN_MS: '0',
      ...storage.env,
    });
    expect(demo.output()).toContain(`Demo admin:  ${DEMO_ACCOUNTS.admin.email} / admin1234!`);
    await demo.stop();
  }, 180_000);
  afterAll(async () => {
    await storage?.drop();
  });

  it('refuses to start, naming the accounts, until the command gives them new passwords', async () => {
    const refused = launch(production());
    // A server that starts instead of refusing must not outlive the failed test.
    onTestFinished(() => {
      refused.child.kill('SIGKILL');
    });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('Refusing to start: these accounts still have the demo password');
    const newPasswords = new Map<string, string>();
    for (const { email } of KNOWN_LOGINS) {
      expect(refused.output()).toContain(`  npm run account:password -- ${email}\n`);
      const command = launch(production(), ['src/server/account-password.ts', email]);
      expect(await command.exited, command.output()).toBe(0);
      const printed = command.output().match(/New password of \S+: (\S+)/);
      expect(printed, command.output()).not.toBeNull();
      newPasswords.set(email, printed![1]!);
    }

    const server = await startServer({ ...storage.env, ...LIVE_TOSS });
    try {
      for (const { email, password } of KNOWN_LOGINS) {
        expect(await logIn(server.baseUrl, email, password), email).toBe(401);
        expect(await logIn(server.baseUrl, email, newPasswords.get(email)!), email).toBe(200);
      }
    } finally {
      await server.stop();
    }
  }, 300_000);
});

describe('an unsafe production configuration', () => {
  // Each case is a cold tsx start of the whole server: seconds alone, far more on a busy CI machine.
  it.each([
    ['no Toss keys for the default gateway', {}, 'TOSS_SECRET_KEY, TOSS_CLIENT_KEY: required'],
    ['the sandbox without the opt-in', { PAYMENT_PROVIDER: 'sandbox' }, 'PAYMENT_PROVIDER: '],
    ['demo data without the opt-in', { SEED: 'demo', ...LIVE_TOSS }, 'SEED: '],
    [
      'Toss test keys without the opt-in',
      { TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' },
      'TOSS_SECRET_KEY: ',
    ],
  ])(
    'is refused at start with a message naming the variable: %s',
    async (_case, env, message) => {
      const server = launch({
        NODE_ENV: 'production',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'medivenus-unsafe-')),
        ...env,
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('Invalid configuration');
      expect(server.output()).toContain(message);
    },
    90_000,
  );
});

describe('the web page learns whether payments are pretend', () => {
  it.each([
    ['the sandbox', 'test', {}],
    ['Toss with live keys', 'live', { PAYMENT_PROVIDER: 'toss', ...LIVE_TOSS }],
  ])(
    '%s: index.html says %s, which shows the test-mode notice or not',
    async (_case, mode, env) => {
      const webRoot = mkdtempSync(join(tmpdir(), 'medivenus-web-'));
      writeFileSync(
        join(webRoot, 'index.html'),
        '<meta name="medivenus-payments" content="%MEDIVENUS_PAYMENTS%"><div id="root"></div>',
      );
      const testApp = await createTestApp({ seed: false, env, build: { webRoot } });
      try {
        const page = await testApp.app.inject({ method: 'GET', url: '/main' });
        expect(page.body).toContain(`<meta name="medivenus-payments" content="${mode}">`);
      } finally {
        await testApp.close();
      }
    },
    60_000,
  );
});
