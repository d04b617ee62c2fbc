// Starts one shared end-to-end server from the build. With TEST_DATABASE_URL (CI), the server gets
// a fresh database of its own on that PostgreSQL server instead of embedded PGlite: four PGlite
// engines compiled to WebAssembly were the suite's largest CPU cost on two cores, and the embedded
// engine is still covered by the API tests and by any run without TEST_DATABASE_URL.
import pg from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `e2e_${process.env.PORT}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  process.env.DATABASE_URL = databaseUrl.toString();
}
await import('../../../dist/server/main.js');
