import { runOperatorCommand } from '../operator-command';
import { runAllJobsOnce } from './all-jobs';

/**
 * `npm run jobs:once`: one pass of every scheduled job, for cron. The server runs the same jobs
 * in-process every few minutes; both are safe to run at once on PostgreSQL (row locks). The
 * embedded database belongs to one process, so with it run this only while the server is stopped.
 */
runOperatorCommand(async (app, database) => {
  if (database.kind === 'pglite')
    console.warn('Embedded database: run this only while the server is stopped (it runs these jobs itself).');
  console.log(JSON.stringify(await runAllJobsOnce(app.ctx)));
});
