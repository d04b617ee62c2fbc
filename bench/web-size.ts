/**
 * First-load JavaScript and CSS (gzip) per public route, from the build: the entry chunk of
 * index.html with its static imports, plus the route's lazy page chunk with its static imports,
 * as Vite's manifest (dist/web/.vite/manifest.json) lists them. Dynamic imports inside a page
 * (dialogs, the player's hls.js) load later and are not counted.
 *
 *   npm run build:web && npx tsx bench/web-size.ts [--out figures.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Figure } from './figures';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const DIST = process.env.WEB_DIST ?? 'dist/web';
const JS_TARGET_KB = 150;

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/** Public routes and the page module each one loads (src/web/app/route-table.ts). */
const ROUTES: [string, string][] = [
  ['/main', 'src/web/app/home-page.tsx'],
  ['/campus', 'src/web/features/catalogue/campus-page.tsx'],
  ['/courseDetail/:contentsid', 'src/web/features/catalogue/course-detail-page.tsx'],
  ['/training', 'src/web/features/training/training-page.tsx'],
  ['/lectureDetail/:contentsid', 'src/web/features/training/lecture-detail-page.tsx'],
  ['/search', 'src/web/features/catalogue/search-page.tsx'],
  ['/notice', 'src/web/features/board/notice-page.tsx'],
  ['/login', 'src/web/features/account/login-page.tsx'],
  ['/signup', 'src/web/features/account/signup-page.tsx'],
];

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipped = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const figures: Figure[] = [];
for (const [route, page] of ROUTES) {
  if (!manifest[page]) throw new Error(`${page} is not in the build manifest`);
  const chunks = closure(['index.html', page]);
  const js = new Set([...chunks].map((key) => manifest[key]!.file));
  const css = new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []));
  const jsBytes = [...js].reduce((total, file) => total + gzipped(file), 0);
  const cssBytes = [...css].reduce((total, file) => total + gzipped(file), 0);
  figures.push(
    {
      section: 'Web first load (gzip)',
      name: `${route} JS (${js.size} files)`,
      value: kb(jsBytes),
      unit: 'KB',
      target: `≤ ${JS_TARGET_KB} KB`,
      pass: kb(jsBytes) <= JS_TARGET_KB,
    },
    {
      section: 'Web first load (gzip)',
      name: `${route} CSS (${css.size} files)`,
      value: kb(cssBytes),
      unit: 'KB',
    },
  );
}
if (values.out) writeFileSync(values.out, JSON.stringify(figures, null, 2));
else for (const figure of figures) console.log(`${figure.name.padEnd(45)} ${figure.value} ${figure.unit}`);
