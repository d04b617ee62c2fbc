import { resolve } from 'node:path';
import { buildApp } from './app';
import {
  type Config,
  ConfigError,
  loadConfig,
  paymentsAreTestMode,
  publicUrlMismatch,
  publishesDemoPasswords,
} from './config';
import { type DatabaseHandle, databaseTargetFor, keepEmbeddedServerLean, openDatabase } from './db/client';
import { EmbeddedDatabaseInUseError } from './db/embedded-lock';
import {
  accountsWithPublishedPasswords,
  DEMO_ACCOUNTS,
  type DemoPasswords,
  PUBLISHED_DEMO_PASSWORDS,
  randomDemoPasswords,
  seedDemoData,
} from './db/seed/seed-demo';
import { createLocalStorage } from './integrations/storage/storage';
import { scheduleMailDelivery } from './jobs/mail-delivery';
import { scheduleMembershipRenewals } from './jobs/membership-renewal';
import { schedulePaymentJobs } from './jobs/payment-jobs';
import { scheduleVideoJobs } from './jobs/video-jobs';
import { fillUnrecordedProviders } from './modules/payment/provider-of-record';
import { warmHomePage } from './modules/ssr/warm-home-page';
import { drainAndClose } from './shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const target = databaseTargetFor(config);
  keepEmbeddedServerLean(target);
  const database = await openDatabase(target);
  await database.migrate();
  // Orders and cards from before providers were recorded belong to the one configured now.
  await fillUnrecordedProviders(database.db, config.PAYMENT_PROVIDER);
  if (!publishesDemoPasswords(config)) await refuseAccountsWithPublishedPasswords(database);
  const storage = createLocalStorage(config.STORAGE_DIR);
  const passwords = publishesDemoPasswords(config) ? PUBLISHED_DEMO_PASSWORDS : randomDemoPasswords();
  const seeded =
    config.SEED === 'demo' && (await seedDemoData({ db: database.db, storage, now: new Date(), passwords }));

  const app = await buildApp({
    config,
    database,
    storage,
    ssrEntry: resolve('dist/ssr/entry-server.js'),
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers["x-app-key"]'] },
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  void warmHomePage(app).catch((error: unknown) =>
    app.log.warn({ err: error }, 'the home page was not warmed'),
  );
  const stopPaymentJobs = schedulePaymentJobs(app.ctx, app.log);
  // Demo videos of a fresh database are generated and transcoded now, in the background (~5 s each);
  // until then the player shows 'preparing'.
  const stopVideoJobs = config.VIDEO_WORKER === 'on' ? scheduleVideoJobs(app.ctx, app.log) : async () => {};
  const stopMembershipRenewals = scheduleMembershipRenewals(app.ctx, app.log);
  const stopMailDelivery = scheduleMailDelivery(app.ctx, app.log);

  const banner = [
    '',
    `  MEDIVENUS is running on ${config.PUBLIC_URL}`,
    publicUrlMismatch(config) ? `  Note: ${publicUrlMismatch(config)}` : '',
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Payments: ${paymentsLine(config)}`,
    seeded ? '  Demo data was loaded into the empty database.' : '',
    demoAccountsLines(config, seeded, passwords),
    '',
  ].filter((line) => line !== '');
  console.log(banner.join('\n'));

  const shutdown = async (drainMs: number) => {
    const outcome = await drainAndClose({
      app,
      drainMs,
      graceMs: config.SHUTDOWN_GRACE_MS,
      stopJobs: async () => {
        await Promise.all([stopPaymentJobs(), stopMailDelivery(), stopVideoJobs(), stopMembershipRenewals()]);
      },
      closeDatabase: () => database.close(),
    });
    process.exit(outcome === 'clean' ? 0 : 1);
  };
  // Supervisors and orchestrators stop with SIGTERM: drain. Ctrl-C at a terminal has no balancer to wait for.
  process.once('SIGTERM', () => shutdown(config.SHUTDOWN_DRAIN_MS));
  process.once('SIGINT', () => shutdown(0));
}

/** A start that would serve an account anyone can sign in to; its message says what to do. */
class PublishedPasswordError extends Error {}

/**
 * A database the local demo seeded (`npm start`) keeps the README's passwords when production is
 * started on it: production does not start until the operator has given those accounts new ones.
 */
async function refuseAccountsWithPublishedPasswords(database: DatabaseHandle): Promise<void> {
  const exposed = await accountsWithPublishedPasswords(database.db);
  if (exposed.length === 0) return;
  await database.close();
  throw new PublishedPasswordError(
    [
      'Refusing to start: these accounts still have the demo password published in README.md, so anyone could sign in as them:',
      ...exposed.map((email) => `  ${email}`),
      'The local demo (npm start) created them in this database. Give each a new password, then start again:',
      ...exposed.map((email) => `  npm run account:password -- ${email}`),
    ].join('\n'),
  );
}

function paymentsLine(config: Config): string {
  const gateway = {
    sandbox: 'built-in sandbox gateway (Toss)',
    'portone-sandbox': 'built-in PortOne stand-in',
    toss: 'Toss Payments',
    portone: 'PortOne V2',
  }[config.PAYMENT_PROVIDER];
  return paymentsAreTestMode(config)
    ? `${gateway}, TEST MODE (test cards approve, nobody is charged)`
    : gateway;
}

/**
 * The published demo passwords are repeated at every start of the local demo; generated ones exist
 * only in this process, so they are shown once, when the accounts are created.
 */
function demoAccountsLines(config: Config, seeded: boolean, passwords: DemoPasswords): string {
  const published = publishesDemoPasswords(config);
  if (config.SEED !== 'demo' || (!published && !seeded)) return '';
  return [
    `  Demo admin:  ${DEMO_ACCOUNTS.admin.email} / ${passwords.admin}`,
    `  Demo member: ${DEMO_ACCOUNTS.member.email} / ${passwords.member}`,
    `  Demo instructor: ${DEMO_ACCOUNTS.instructor.email} / ${passwords.instructor}`,
    published ? '' : '  These passwords were generated for this database and are shown only now.',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof EmbeddedDatabaseInUseError ||
    error instanceof PublishedPasswordError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
