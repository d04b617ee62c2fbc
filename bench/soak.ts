/**
 * The database pool under a modest mixed load for minutes (issue 40: "5 × 503 in a 3-minute,
 * 30-connection soak on PostgreSQL"): 30 connections at once of public catalogue reads, members'
 * own reads (my courses, payment history, membership, cards, profile), logins and a few writes
 * (lesson progress, marketing consent), each member with a session of their own, against one
 * server (bench/api-server.ts). Prints the answers that were not 2xx (503 apart), the latencies
 * of each kind, and the pool sampled twice a second: connections open, requests waiting for one, and
 * PostgreSQL's own view of the connections (`idle in transaction` is a transaction held open across
 * work that is not the database's).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/soak.ts [--seconds 180] [--out figures.json]
 *
 * A benchmark, not a test: it prints figures; the machine's other load moves them.
 */
import { writeFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBenchServer } from './bench-server';
import type { Figure } from './figures';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    seconds: { type: 'string', default: '180' },
  },
});
const SECONDS = Number(values.seconds);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('The soak measures the PostgreSQL pool: set BENCH_DATABASE_URL');

interface Ready {
  port: number;
  headers: Record<string, string>;
  targets: { name: string; path: string; auth: boolean; html?: boolean }[];
  databaseName: string;
}
interface Member {
  email: string;
  password: string;
  useruid: string;
  token: string;
  lessonIds: number[];
}
type Request = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

const server = await startBenchServer();
const ready = await server.next<Ready>('ready');
server.send({ type: 'members' });
const { members } = await server.next<{ members: Member[] }>('members');

const json = { 'content-type': 'application/json' };
const as = (member: Member) => ({ authorization: `Bearer ${member.token}` });
// The catalogue's calls and a server-rendered page of it, as first visits and the app ask for them.
const catalogue: Request[] = ready.targets
  .filter((target) => !target.auth)
  .map((target) => ({ method: 'GET', path: target.path }));
const memberReads: Request[] = members.flatMap((member) =>
  [
    '/api/Learning/MyCourses',
    '/api/Payment/GetList/all',
    '/api/Membership/My',
    '/api/Billing/MyCardList',
    `/api/account/user/${member.useruid}`,
  ].map((path): Request => ({ method: 'GET', path, headers: as(member) })),
);
const logins: Request[] = members.map((member) => ({
  method: 'POST',
  path: '/api/account/login',
  headers: json,
  body: JSON.stringify({ email: member.email, password: member.password, keepLogin: false }),
}));
const writes: Request[] = members.flatMap((member, index) => [
  ...member.lessonIds.map(
    (lessonid, lesson): Request => ({
      method: 'POST',
      path: '/api/Learning/SaveProgress',
      headers: { ...json, ...as(member) },
      body: JSON.stringify({ lessonid, positionSec: 130 + lesson, watchedSec: 130 + lesson }),
    }),
  ),
  {
    method: 'PUT',
    path: '/api/account/marketing',
    headers: { ...json, ...as(member) },
    body: JSON.stringify({ email: index % 2 === 0 }),
  },
]);
const mix = [
  { name: 'catalogue reads', connections: 12, requests: catalogue },
  { name: 'member reads', connections: 10, requests: memberReads },
  { name: 'logins', connections: 4, requests: logins },
  { name: 'writes', connections: 4, requests: writes },
];

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const samples: { total: number; waiting: number; active: number; idleInTransaction: number }[] = [];
let soaking = true;
const sampling = (async () => {
  while (soaking) {
    server.send({ type: 'pool' });
    const [pool, states] = await Promise.all([
      server.next<{ total?: number; waiting?: number }>('pool'),
      admin.query<{ state: string; n: number }>(
        'select state, count(*)::int as n from pg_stat_activity where datname = $1 group by state',
        [ready.databaseName],
      ),
    ]);
    const count = (state: string) => states.rows.find((row) => row.state === state)?.n ?? 0;
    samples.push({
      total: pool.total ?? 0,
      waiting: pool.waiting ?? 0,
      active: count('active'),
      idleInTransaction: count('idle in transaction'),
    });
    await setTimeout(500);
  }
})();

console.log(
  `Soak on PostgreSQL: ${mix.map((part) => `${part.connections} × ${part.name}`).join(', ')}, ${SECONDS} s`,
);
const results = await Promise.all(
  mix.map((part) =>
    autocannon({
      url: `http://127.0.0.1:${ready.port}`,
      connections: part.connections,
      duration: SECONDS,
      headers: ready.headers,
      requests: part.requests,
    }),
  ),
);
soaking = false;
await sampling;
await admin.end();
await server.stop();

const section = 'Soak (PostgreSQL, 30 connections)';
const figures: Figure[] = [];
const all = { requests: 0, unavailable: 0, otherNon2xx: 0 };
for (const [index, part] of mix.entries()) {
  const result = results[index]!;
  const byStatus = result.statusCodeStats ?? {};
  const unavailable = byStatus['503']?.count ?? 0;
  all.requests += result.requests.total;
  all.unavailable += unavailable;
  all.otherNon2xx += result.non2xx - unavailable;
  const others = Object.entries(byStatus)
    .filter(([code]) => !code.startsWith('2') && code !== '503')
    .map(([code, { count }]) => `${count} × ${code}`);
  figures.push(
    {
      section,
      name: `${part.name}: answers (503 / other non-2xx / errors)`,
      value: `${result.requests.total} (${unavailable} / ${result.non2xx - unavailable} / ${result.errors})`,
      unit: '',
      ...(others.length > 0 ? { note: others.join(', ') } : {}),
    },
    {
      section,
      name: `${part.name}: latency p50 / p99 / max`,
      value: `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max}`,
      unit: 'ms',
    },
  );
}
const most = (key: keyof (typeof samples)[number]) => Math.max(0, ...samples.map((sample) => sample[key]));
const waitingSamples = samples.filter((sample) => sample.waiting > 0).length;
figures.push(
  {
    section,
    name: '503 answers in all',
    value: all.unavailable,
    unit: '',
    target: '0',
    pass: all.unavailable === 0,
  },
  { section, name: 'other non-2xx answers in all', value: all.otherNon2xx, unit: '' },
  { section, name: 'requests answered', value: all.requests, unit: '' },
  {
    section,
    name: 'pool: most connections open / most requests waiting',
    value: `${most('total')} / ${most('waiting')}`,
    unit: '',
    note: `requests waiting in ${waitingSamples} of ${samples.length} samples`,
  },
  {
    section,
    name: 'PostgreSQL: most connections active / idle in transaction',
    value: `${most('active')} / ${most('idleInTransaction')}`,
    unit: '',
  },
);
if (values.out) writeFileSync(values.out, JSON.stringify(figures, null, 2));
else console.table(figures);
