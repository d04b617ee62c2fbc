// `npm run fuzz [-- --cases 100]`: every operation of the served OpenAPI document, as visitor, member and
// admin, with generated and edge-case input and the ids of records built first (state.ts); fails on
// 5xx, undocumented statuses, answers that break their documented schema, and orders, enrolments or
// coupons changed by calls that did not succeed.
// PGlite by default; PostgreSQL when TEST_DATABASE_URL is set. FUZZ_REPORT=<file> writes the findings.
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { servedDocument } from '../openapi/served-document';
import { createChecks } from './checks';
import { Findings } from './findings';
import { startIntegrationFakes } from './integration-fakes';
import { snapshot, unexplainedLosses } from './ledger';
import { type FuzzRequest, type Operation, requestsFor } from './requests';
import { ServerErrorLog } from './server-error-log';

const casesFlag = process.argv.indexOf('--cases');
const CASES = Number(casesFlag >= 0 ? process.argv[casesFlag + 1] : (process.env.FUZZ_CASES ?? 25));
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
if (!Number.isInteger(CASES) || CASES < 1) throw new Error('--cases must be a positive whole number');
// The fixture picks its engine when it loads, so it and state.ts, which uses it, load after this.
if (process.env.TEST_DATABASE_URL) process.env.TEST_DB_KIND = 'postgres';
const { APP_HEADERS, DB_KIND, createTestApp } = await import('../../tests/fixtures/test-app');
const { buildState } = await import('./state');

type Role = 'visitor' | 'member' | 'instructor' | 'admin';
const ROLES: Role[] = ['visitor', 'member', 'instructor', 'admin'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

// Login limits off: a session the fuzz ends (logout) is opened again at once. Every other limit stays.
const fakes = await startIntegrationFakes();
const serverErrors = new ServerErrorLog();
const testApp = await createTestApp({
  listen: true,
  env: { ...fakes.env, RATE_LIMITS: 'login.ip=0/60,login.account=0/60' },
  build: { logger: serverErrors.logger },
});
const { app } = testApp;
const state = await buildState(testApp);
const CREDENTIALS = {
  member: { email: state.member.email, password: state.member.password },
  // The seeded demo instructor, who teaches some courses: the console's scoped answers get fuzzed too.
  instructor: { email: 'instructor@example.com', password: 'instructor1234!' },
  admin: { email: 'admin@example.com', password: 'admin1234!' },
};

async function login(role: Exclude<Role, 'visitor'>): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: APP_HEADERS,
    payload: { ...CREDENTIALS[role], keepLogin: false },
  });
  if (answer.statusCode !== 200)
    throw new Error(`${role} login answered ${answer.statusCode}: ${answer.body}`);
  return answer.json().datas.accessToken as string;
}

const tokens = {
  member: await login('member'),
  instructor: await login('instructor'),
  admin: await login('admin'),
};

function operationsOf(document: Record<string, unknown>): Operation[] {
  const paths = document.paths as Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      ...item[method]!,
      method: method.toUpperCase(),
      path,
    })),
  );
}

/** A stable seed per operation and role, so one operation's cases do not move when another is added. */
function seedOf(operationId: string, role: Role): number {
  let hash = SEED;
  for (const char of `${operationId} ${role}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function send(request: FuzzRequest, role: Role) {
  const authorization = role === 'visitor' ? {} : { authorization: `Bearer ${tokens[role]}` };
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...APP_HEADERS, ...authorization, ...request.headers },
    payload: request.payload,
  });
}

const operations = operationsOf(await servedDocument(app));
const check = createChecks();
const findings = new Findings();
const successfulWrites: string[] = [];
const before = await snapshot(testApp.database.db);
const started = Date.now();
let sent = 0;
let relogins = 0;

for (const operation of operations) {
  for (const role of ROLES) {
    const requests = fc.sample(requestsFor(operation, state.known), {
      seed: seedOf(operation.operationId, role),
      numRuns: CASES,
    });
    for (const request of requests) {
      serverErrors.clear();
      const answer = await send(request, role);
      sent += 1;
      for (const failure of check(operation, answer, serverErrors.last()))
        findings.add(operation, role, request, failure);
      if (answer.statusCode < 300 && !SAFE_METHODS.has(request.method))
        successfulWrites.push(request.url.split('?')[0]!);
      // Logout and a refused token end the session; the next case must still run as this role.
      const sessionLost = answer.statusCode === 401 && /AUTH_REQUIRED|TOKEN_EXPIRED/.test(answer.body);
      if (role !== 'visitor' && (sessionLost || operation.operationId === 'postAccountLogout')) {
        tokens[role] = await login(role);
        relogins += 1;
      }
    }
  }
}

const losses = unexplainedLosses(before, await snapshot(testApp.database.db), successfulWrites);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\nOpenAPI fuzz on ${DB_KIND}: ${operations.length} operations × ${ROLES.length} roles × ${CASES} cases = ` +
    `${sent} requests in ${seconds}s (seed ${SEED}, ${relogins} re-logins, ${successfulWrites.length} successful writes)`,
);
findings.print();
for (const loss of losses) {
  console.log(`\nNOTHING LOST failed: ${loss.table} changed without a successful write that explains it:`);
  for (const line of loss.changed.slice(0, 10)) console.log(`  ${line}`);
}
if (process.env.FUZZ_REPORT)
  writeFileSync(
    process.env.FUZZ_REPORT,
    JSON.stringify({ engine: DB_KIND, findings: findings.list(), losses }, null, 2),
  );
await testApp.close();
await fakes.stop();
const failed = findings.count() > 0 || losses.length > 0;
console.log(
  failed
    ? '\nFUZZ FAILED'
    : '\nFuzz passed: no server errors, undocumented statuses, schema breaks or losses.',
);
// The app leaves timers behind for a moment after close; the verdict is known now.
process.exit(failed ? 1 : 0);
