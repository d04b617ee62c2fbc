import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

const apiTests = ['tests/api/**/*.test.ts'];

const postgresProject: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'api-postgres', include: apiTests, env: { TEST_DB_KIND: 'postgres' } },
};

/** Unit tests beside the code; API tests once on PGlite and, with TEST_DATABASE_URL, once on PostgreSQL. */
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'] },
      },
      { extends: true, test: { name: 'api-pglite', include: apiTests, env: { TEST_DB_KIND: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL ? [postgresProject] : []),
    ],
  },
});
