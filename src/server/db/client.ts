import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The one database type services see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: what a service function that writes accepts. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { pgliteDir: string } | { pgliteMemory: true };

const here = dirname(fileURLToPath(import.meta.url));
/** Works from the source tree and from the bundled dist/server/main.js alike. */
export const MIGRATIONS_DIR = [
  resolve(here, 'migrations'),
  resolve(here, '../../src/server/db/migrations'),
].find((dir) => existsSync(join(dir, 'meta', '_journal.json'))) as string;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection dropped by the server (restart, failover, a forced drop) emits 'error' on
    // the pool; unhandled, that would end the process. The pool replaces the connection on next use.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres(pool) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('pgliteDir' in target) {
    mkdirSync(target.pgliteDir, { recursive: true });
    client = await PGlite.create(target.pgliteDir, { extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm } });
  }
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export function databaseTargetFor(config: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  return config.DATABASE_URL ? { url: config.DATABASE_URL } : { pgliteDir: join(config.DATA_DIR, 'pglite') };
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
