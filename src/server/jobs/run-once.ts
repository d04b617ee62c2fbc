import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { databaseTargetFor, openDatabase } from '../db/client';
import { runAllJobsOnce } from './all-jobs';

/**
 * `npm run jobs:once`: one pass of every scheduled job, for cron. The server runs the same jobs
 * in-process every few minutes; both are safe to run at once on PostgreSQL (row locks). The
 * embedded database belongs to one process, so with it run this only while the server is stopped.
 */
async function runOnce(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseTargetFor(config));
  if (database.kind === 'pglite')
    console.warn('Embedded database: run this only while the server is stopped (it runs these jobs itself).');
  await database.migrate();
  const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
  try {
    const report = await runAllJobsOnce(app.ctx);
    console.log(JSON.stringify(report));
  } finally {
    await app.close();
    await database.close();
  }
}

runOnce().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
