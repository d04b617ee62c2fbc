import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MAIN_PORT } from './servers';

/** Where a spec's own server listens: beside the shared ones (servers.ts), away from SMTP's +25. */
export const OWN_SERVER_PORT = MAIN_PORT + 5;
export const OWN_SERVER_URL = `http://127.0.0.1:${OWN_SERVER_PORT}`;

export interface OwnServer {
  url: string;
  /** A statement on the server's database, for what only time would do (a checkout left open). */
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  stop(): Promise<void>;
}

/**
 * The built server (`node dist/server/main.js`, as playwright.config.ts starts the shared ones) on a
 * throw-away database of the PostgreSQL server at TEST_DATABASE_URL, with the local demo's data.
 * Its database stays reachable from the test, which PGlite's single-process files would not allow.
 */
export async function startOwnServer(adminUrl: string): Promise<OwnServer> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const url = OWN_SERVER_URL;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(OWN_SERVER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'medivenus-e2e-own-')),
      DATABASE_URL: databaseUrl.toString(),
      PUBLIC_URL: url,
      NODE_ENV: 'development',
      SEED: 'demo',
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'warn',
      VIDEO_WORKER: 'off',
      RATE_LIMITS: 'join.ip=1000/3600,login.ip=1000/300',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const database = new pg.Pool({ connectionString: databaseUrl.toString(), max: 1 });
  const stop = async () => {
    await stopProcess(child);
    await database.end();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, query: (text, values) => database.query(text, values), stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`own server did not start: ${errors}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
