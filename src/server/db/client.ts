import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { holdEmbeddedDatabase } from './embedded-lock';
import { isTransactionConflict } from './errors';

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
  /**
   * Calls `observer` with the text of each statement the app sends through Drizzle; returns the
   * function that stops observing. Tests count a call's queries with it.
   */
  observeStatements(observer: StatementObserver): () => void;
  /**
   * LISTENs on `channel` (names are the migrations' pg_notify channels): `onPayload` per
   * notification, `onReset` whenever notifications may have been missed (the connection was lost,
   * or came back), so what was remembered from them must be dropped.
   */
  listen(channel: string, handlers: ChangeHandlers): Promise<ChangeFeed>;
  /** PostgreSQL's pool now: its open and idle connections, and the requests waiting for one. */
  pool?: PoolCounts;
}

export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface ChangeHandlers {
  onPayload(payload: string): void;
  onReset(): void;
}

export interface ChangeFeed {
  /** Whether every notification reaches this process now; while not, nothing may be remembered. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export type StatementObserver = (statement: string) => void;

/**
 * Drizzle's logger hook, fanned out to whoever observes: the drivers stay untouched, and with no
 * observer a statement costs one empty loop.
 */
function statementObservers() {
  const observers = new Set<StatementObserver>();
  return {
    observe(observer: StatementObserver) {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
    logger: {
      logQuery(statement: string) {
        for (const observer of observers) observer(statement);
      },
    },
  };
}

/** How long PostgreSQL may take, so a slow or hung database is a quick 503, never a long wait. */
export interface DatabaseTimeouts {
  /** A statement the server runs longer is cancelled there; the client gives up shortly after. */
  statementMs: number;
  /** Opening a connection (TCP and the start-up handshake). */
  connectMs: number;
  /** Waiting for a connection from the pool, a new one included, when all are busy. */
  poolAcquireMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 5000,
  connectMs: 3000,
  poolAcquireMs: 3000,
};

/**
 * The client-side read timeout past the statement timeout: the server's own cancel (a clean error)
 * comes first; this one catches a server or network that answers nothing at all.
 */
const READ_TIMEOUT_MARGIN_MS = 1000;

export type DatabaseTarget =
  | { url: string; timeouts?: Partial<DatabaseTimeouts> }
  | { pgliteDir: string }
  | { pgliteMemory: true };

const here = dirname(fileURLToPath(import.meta.url));
/** Works from the source tree and from the bundled dist/server/main.js alike. */
export const MIGRATIONS_DIR = [
  resolve(here, 'migrations'),
  resolve(here, '../../src/server/db/migrations'),
].find((dir) => existsSync(join(dir, 'meta', '_journal.json'))) as string;

/**
 * The embedded server's PostgreSQL: pg_trgm for search, and 32 MB of shared buffers where PGlite's
 * build keeps PostgreSQL's default of 128 MB, which it allocates and touches at start-up: a third of
 * the server's 400 MB budget before the first query (decision 105). The data files stay in the
 * operating system's cache beside them.
 */
const EMBEDDED_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
};

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...target.timeouts };
    const pool = boundedPool(target.url, timeouts);
    // An idle connection dropped by the server (restart, failover, a forced drop) emits 'error' on
    // the pool; unhandled, that would end the process. The pool replaces the connection on next use.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const observed = statementObservers();
    const db = retryConflictingTransactions(
      drizzlePostgres(pool, { logger: observed.logger }) as unknown as Database,
    );
    return {
      db,
      kind: 'postgres',
      pool,
      observeStatements: observed.observe,
      migrate: () => migrateWithoutStatementTimeout(target.url, timeouts),
      listen: (channel, handlers) => listenOnPostgres(target.url, timeouts, channel, handlers),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let release = () => {};
  if ('pgliteDir' in target) {
    mkdirSync(target.pgliteDir, { recursive: true });
    release = holdEmbeddedDatabase(target.pgliteDir);
    try {
      client = await PGlite.create(target.pgliteDir, EMBEDDED_OPTIONS);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create(EMBEDDED_OPTIONS);
  }
  const observed = statementObservers();
  const db = retryConflictingTransactions(
    drizzlePglite(client, { logger: observed.logger }) as unknown as Database,
  );
  return {
    db,
    kind: 'pglite',
    observeStatements: observed.observe,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    // The embedded engine lives in this process: its notifications cannot be missed.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.onPayload);
      return {
        listening: true,
        // Closed first (a test taking the database away) there is nothing left to unlisten from.
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** How many times one `db.transaction` runs when PostgreSQL ends it for a deadlock or a serialization failure. */
export const TRANSACTION_TRIES = 3;

/**
 * Every `db.transaction` runs again, up to TRANSACTION_TRIES in all, when PostgreSQL rolls it back
 * to let a concurrent one through (40P01, 40001): the loser of a lock race is served instead of
 * failing. A transaction's work must therefore be database work only, and it is: gateway calls,
 * mail and session events happen after commit. A short random pause first keeps two twins from
 * meeting again at once. The last failure reaches the error handler, which answers 409. The
 * embedded engine runs one transaction at a time, so there a deadlock cannot happen.
 */
function retryConflictingTransactions(db: Database): Database {
  const run = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(work, config);
      } catch (error) {
        if (attempt >= TRANSACTION_TRIES || !isTransactionConflict(error)) throw error;
        await sleep(randomInt(10, 50) * attempt);
      }
    }
  };
  return db;
}

/** The driver's own words for a wait on the pool that ran out: the error handler answers 503 for it. */
const ACQUIRE_TIMED_OUT = 'timeout exceeded when trying to connect';

/**
 * The pool, its waits bounded by the acquire timeout. pg's pool applies `connectionTimeoutMillis`
 * to both waiting in its queue and connecting; the connect timeout is each client's own here, and
 * the wait in the queue is timed by `waitBound`, which does not count a stall of this process.
 */
function boundedPool(url: string, timeouts: DatabaseTimeouts): pg.Pool {
  class BoundedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
    }
  }
  class BoundedPool extends pg.Pool {
    // pg's own query() calls connect with a callback, Drizzle's transactions without one.
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise or callback) in one body
    override connect(callback?: (...args: any[]) => void): any {
      if (!callback) {
        return new Promise<pg.PoolClient>((resolve, reject) => {
          this.connect((error: Error | undefined, client: pg.PoolClient) =>
            error ? reject(error) : resolve(client),
          );
        });
      }
      let answered = false;
      const bound = waitBound(timeouts.poolAcquireMs, () => {
        answered = true;
        callback(new Error(ACQUIRE_TIMED_OUT));
      });
      super.connect((error, client, done) => {
        bound.cancel();
        // A connection that comes after its caller gave up goes straight back.
        if (answered) client?.release();
        else callback(error, client, done);
      });
    }
  }
  return new BoundedPool({
    connectionString: url,
    max: 10,
    Client: BoundedClient,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS,
  });
}

/** A timer that fires this late is taken as a stall of the process, not the timer's usual jitter. */
const STALL_MS = 100;

/**
 * Calls `expire` once `ms` have passed in which this process could run. A stall of the event loop
 * (a long task, a garbage collection, a CPU other processes starve) is not counted: a stall ends
 * with expired timers first, before the answers that came in meanwhile, so every request waiting
 * for a connection answered 503 when the connections coming back would have served it (issue 40:
 * 503s on a loaded machine with PostgreSQL idle). Those answers are handled before the end is
 * decided, and the bound starts again for as long as the stall lasted.
 */
function waitBound(ms: number, expire: () => void): { cancel(): void } {
  let cancelled = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = (wait: number) => {
    const due = Date.now() + wait;
    timer = setTimeout(() => {
      const late = Date.now() - due;
      setImmediate(() => {
        if (cancelled) return;
        if (late > STALL_MS) arm(late);
        else expire();
      });
    }, wait);
    timer.unref();
  };
  arm(ms);
  return {
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}

const RELISTEN_MIN_MS = 1000;
const RELISTEN_MAX_MS = 30_000;

/**
 * LISTEN needs a connection of its own, outside the pool. When it drops (a restart, a failover) the
 * feed says so at once and tries again with growing pauses until it listens again.
 */
async function listenOnPostgres(
  url: string,
  timeouts: DatabaseTimeouts,
  channel: string,
  handlers: ChangeHandlers,
): Promise<ChangeFeed> {
  let current: pg.Client | null = null;
  let closed = false;
  let pause = RELISTEN_MIN_MS;
  let retry: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (closed) return;
    retry = setTimeout(connect, pause);
    retry.unref();
    pause = Math.min(pause * 2, RELISTEN_MAX_MS);
  };
  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    handlers.onReset();
    client.end().catch(() => {});
    schedule();
  };
  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
    // Unhandled, a dropped connection's 'error' would end the process.
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      client.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    pause = RELISTEN_MIN_MS;
    // Whatever changed while nobody listened is unknown.
    handlers.onReset();
  }

  await connect();
  return {
    get listening() {
      return current !== null;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/** A migration may rewrite a large table: it runs on its own connection, without the statement timeout. */
async function migrateWithoutStatementTimeout(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: timeouts.connectMs });
  try {
    await migratePostgres(drizzlePostgres(pool), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await pool.end();
  }
}

export function databaseTargetFor(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DATABASE_STATEMENT_TIMEOUT_MS: number;
  DATABASE_CONNECT_TIMEOUT_MS: number;
  DATABASE_POOL_ACQUIRE_TIMEOUT_MS: number;
}): DatabaseTarget {
  if (!config.DATABASE_URL) return { pgliteDir: join(config.DATA_DIR, 'pglite') };
  return {
    url: config.DATABASE_URL,
    timeouts: {
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      poolAcquireMs: config.DATABASE_POOL_ACQUIRE_TIMEOUT_MS,
    },
  };
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the embedded server within its memory budget (issue 20: 400 MB resident), for a server that
 * runs for days on PGlite; tests and scripts that open PGlite briefly keep V8's defaults, and with
 * PostgreSQL nothing changes. Call before the first open.
 * - By default V8 compiles PGlite's WebAssembly twice, a quick baseline at start and an optimised
 *   copy of the hot code later, and keeps both: ≈90 MB. Compiled once, optimised (decision 042).
 * - Under load V8 lets the heap grow to four times what is live before collecting (≈100 MB live,
 *   500–700 MB resident after a run); sized for memory it stays near 400 MB for about a fifth less
 *   throughput (decision 052).
 */
export function keepEmbeddedServerLean(target: DatabaseTarget): void {
  if (!('url' in target)) {
    setFlagsFromString('--no-liftoff');
    setFlagsFromString('--optimize-for-size');
  }
}
