/**
 * Starts bench/api-server.ts for a benchmark: bundled, as `npm run build` bundles the real server,
 * and run under plain Node in a child process, so the load generator does not share its event loop
 * and the resident memory measured is the deployed server's (run through tsx it carried the loader
 * and every transformed source besides, about 100 MB that a deployed server does not have).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import pg from 'pg';

export interface BenchServer {
  /** The next message of `type` from the server; rejects on its error message or its exit. */
  next<T>(type: string): Promise<T>;
  send(message: { type: string }): void;
  /** The server's resident set, from /proc (the child is the server process itself, not a wrapper). */
  residentMb(): number;
  /** Stops the server and drops its PostgreSQL database. */
  stop(): Promise<void>;
}

export async function startBenchServer(env: NodeJS.ProcessEnv = process.env): Promise<BenchServer> {
  const serverBundle = new URL('../dist/bench/api-server.mjs', import.meta.url).pathname;
  await build({
    entryPoints: [new URL('./api-server.ts', import.meta.url).pathname],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const server: ChildProcess = fork(serverBundle, {
    execArgv: [],
    // As the deploy files and `npm start` start the server (decision 098): glibc's allocator otherwise
    // keeps an arena of freed memory for each thread that allocated (compression, file reads, GC).
    env: { MALLOC_ARENA_MAX: '2', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A failed run must not leave its server holding the port for the next one.
  process.once('exit', () => server.kill());

  let databaseName: string | undefined;
  function next<T>(type: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: { type: string; message?: string; databaseName?: string }) => {
        if (message.type === 'error') reject(new Error(message.message));
        else if (message.type === type) {
          databaseName ??= message.databaseName;
          resolve(message as T);
        } else return;
        server.off('message', onMessage);
        server.off('exit', onExit);
      };
      const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
      server.on('message', onMessage);
      server.once('exit', onExit);
    });
  }

  return {
    next,
    send: (message) => server.send(message),
    residentMb() {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      server.send({ type: 'stop' });
      await new Promise((resolve) => server.once('exit', resolve));
      // Dropped once the server has exited: no connection left to kill.
      if (!databaseName) return;
      const admin = new pg.Client({ connectionString: env.BENCH_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    },
  };
}
