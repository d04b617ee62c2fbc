// `npm run bench`: builds what is stale, runs every benchmark in bench/ in turn (one at a time, so
// they do not compete for the CPU), prints one table of every figure with its target and
// pass/fail, and writes them to bench/results/<date>.json.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   (both engines: without
//   it, PostgreSQL's figures show as not run, below target)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';

const started = Date.now();
buildIfStale();
const scratch = mkdtempSync(join(tmpdir(), 'medivenus-bench-'));
const { BENCH_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;

const steps = [
  { name: 'API and growth on PGlite', script: 'bench/api.ts', env: withoutPostgres },
  ...(postgresUrl
    ? [{ name: 'API and growth on PostgreSQL', script: 'bench/api.ts', env: process.env }]
    : []),
  { name: 'Web first-load sizes', script: 'bench/web-size.ts', env: process.env },
  { name: 'Lighthouse', script: 'bench/lighthouse.ts', env: process.env },
  // Korean is the site's first language, and its pages draw text from more of the font's faces.
  {
    name: 'Lighthouse in Korean',
    script: 'bench/lighthouse.ts',
    args: ['--language', 'ko'],
    env: process.env,
  },
  { name: 'Player', script: 'bench/player.ts', env: process.env },
];

const figures = [];
// Issue 20's my-courses targets hold on both engines: a run without PostgreSQL shows them unmeasured.
if (!postgresUrl)
  figures.push({
    section: 'API (postgres)',
    name: 'my courses on PostgreSQL (issue 20): not run, BENCH_DATABASE_URL unset',
    value: 'n/a',
    unit: '',
    target: 'measured',
    pass: false,
  });
for (const [index, step] of steps.entries()) {
  console.log(`\n== ${step.name}`);
  const out = join(scratch, `${index}.json`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', step.script, ...(step.args ?? []), '--out', out],
    {
      env: step.env,
      stdio: 'inherit',
    },
  );
  try {
    figures.push(...JSON.parse(readFileSync(out, 'utf8')));
  } catch {
    figures.push({
      section: step.name,
      name: `${step.script} failed (exit ${result.status})`,
      value: 'n/a',
      unit: '',
      pass: false,
    });
  }
}

const minutes = (Date.now() - started) / 60_000;
figures.push({
  section: 'Benchmark run',
  name: 'wall time of npm run bench',
  value: Math.round(minutes * 10) / 10,
  unit: 'min',
  target: '< 15 min',
  pass: minutes < 15,
});

const rows = figures.map((figure) => ({
  section: figure.section,
  figure: figure.name,
  value: `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`,
  target: figure.target ?? '',
  result: figure.pass === undefined ? '' : figure.pass ? 'pass' : 'FAIL',
}));
const widths = Object.fromEntries(
  Object.keys(rows[0]).map((key) => [key, Math.max(key.length, ...rows.map((row) => row[key].length))]),
);
const line = (row) =>
  Object.keys(widths)
    .map((key) => row[key].padEnd(widths[key]))
    .join(' │ ');
console.log(`\n${line(Object.fromEntries(Object.keys(widths).map((key) => [key, key])))}`);
console.log(
  Object.values(widths)
    .map((width) => '─'.repeat(width))
    .join('─┼─'),
);
for (const row of rows) console.log(line(row));

const date = new Date().toISOString().slice(0, 10);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${date}.json`;
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      postgres: Boolean(postgresUrl),
      figures,
    },
    null,
    2,
  )}\n`,
);
const failed = figures.filter((figure) => figure.pass === false).length;
console.log(`\n${figures.length} figures, ${failed} below target. Written to ${file}`);
