import { type App, buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type DatabaseHandle, databaseTargetFor, openDatabase } from './db/client';
import { EmbeddedDatabaseInUseError } from './db/embedded-lock';

/**
 * An operator's command (`npm run jobs:once`, `npm run account:password`): the app, not listening,
 * on the configured and migrated database, closed again when `work` is done. A configuration
 * error prints its message alone and exits 1.
 */
export function runOperatorCommand(work: (app: App, database: DatabaseHandle) => Promise<void>): void {
  const run = async () => {
    const config = loadConfig();
    const database = await openDatabase(databaseTargetFor(config));
    await database.migrate();
    const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
    try {
      await work(app, database);
    } finally {
      await app.close();
      await database.close();
    }
  };
  run().catch((error: unknown) => {
    const known = error instanceof ConfigError || error instanceof EmbeddedDatabaseInUseError;
    console.error(known ? error.message : error);
    process.exit(1);
  });
}
