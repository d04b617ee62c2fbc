import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

const apiTests = ['tests/api/**/*.test.ts'];

/**
 * With PostgreSQL at hand (CI), every API file runs on it, and the embedded engine runs again only
 * the files whose behaviour depends on the engine: its driver's errors and outages, locking under
 * concurrent jobs and buyers, trigram search, backups, and the outbox's claims. Without PostgreSQL
 * every file runs on PGlite. `npm run fuzz` covers every route on PGlite in CI as well.
 */
const engineSensitiveApiTests = [
  'tests/api/backup-restore.test.ts',
  'tests/api/bad-input.test.ts',
  'tests/api/catalogue.test.ts',
  'tests/api/foundation.test.ts',
  'tests/api/membership.test.ts',
  'tests/api/my-courses-queries.test.ts',
  'tests/api/payment-concurrency.test.ts',
  'tests/api/payment-operator-refund.test.ts',
  'tests/api/resilience.test.ts',
  'tests/api/session-revocation.test.ts',
  'tests/api/training-session-cancel.test.ts',
  'tests/api/transactional-mail.test.ts',
];

/**
 * API files share their worker's loaded modules (`isolate: false`): loading the server afresh for each
 * file was 250 s of the suite's 420 on two cores. Each file still builds its own app on its own
 * database; the server keeps no state in modules that outlives an app (see media.service.ts).
 */
const postgresProject: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'api-postgres', include: apiTests, isolate: false, env: { TEST_DB_KIND: 'postgres' } },
};

/** Unit tests beside the code; API tests once on PGlite and, with TEST_DATABASE_URL, once on PostgreSQL. */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on two cores is one worker; API files mostly wait on the database and on
    // child servers, so two share the machine without starving each other.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: process.env.TEST_DATABASE_URL ? engineSensitiveApiTests : apiTests,
          isolate: false,
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL ? [postgresProject] : []),
    ],
  },
});
