import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema/account';
import { contents } from '../../src/server/db/schema/catalogue';
import { seedDemoData } from '../../src/server/db/seed/seed-demo';
import { createLocalStorage } from '../../src/server/integrations/storage/storage';
import { APP_HEADERS, DB_KIND } from '../fixtures/test-app';

const adminUrl = process.env.TEST_DATABASE_URL;

function hasTools(): boolean {
  try {
    execFileSync('pg_dump', ['--version']);
    execFileSync('pg_restore', ['--version']);
    return true;
  } catch {
    return false;
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** docs/operations.md "Backups and restore", run for real: pg_dump, pg_restore, the app on the copy. */
describe.runIf(DB_KIND === 'postgres' && adminUrl && hasTools())('backup and restore', () => {
  it('a custom-format dump restores into an empty database that the platform then serves', async () => {
    const source = `backup_${randomBytes(5).toString('hex')}`;
    const target = `${source}_restored`;
    await admin(`CREATE DATABASE ${source}`);
    await admin(`CREATE DATABASE ${target}`);
    const dir = mkdtempSync(join(tmpdir(), 'medivenus-backup-'));
    try {
      const original = await openDatabase({ url: databaseUrl(source) });
      await original.migrate();
      await seedDemoData({
        db: original.db,
        storage: createLocalStorage(join(dir, 'storage')),
        now: new Date(),
      });
      const [before] = await original.db.select({ n: count() }).from(contents);
      const [peopleBefore] = await original.db.select({ n: count() }).from(users);
      await original.close();

      const dump = join(dir, 'medivenus.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, databaseUrl(source)]);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${databaseUrl(target)}`, dump]);

      const restored = await openDatabase({ url: databaseUrl(target) });
      // Start-up on the restored copy finds every migration already applied.
      await restored.migrate();
      const [after] = await restored.db.select({ n: count() }).from(contents);
      const [people] = await restored.db.select({ n: count() }).from(users);
      expect(after?.n).toBe(before?.n);
      expect(people?.n).toBe(peopleBefore?.n);
      expect(people?.n).toBeGreaterThan(2);

      const app = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dir,
          LOG_LEVEL: 'silent',
          WEB_APP_ID: APP_HEADERS['x-app-id'],
          WEB_APP_KEY: APP_HEADERS['x-app-key'],
        }),
        database: restored,
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: APP_HEADERS,
        payload: { email: 'member@example.com', password: 'member1234!' },
      });
      expect(login.statusCode).toBe(200);
      await app.close();
      await restored.close();
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
      await admin(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    }
  }, 120_000);
});
