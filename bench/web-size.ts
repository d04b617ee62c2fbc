/**
 * First-load JavaScript and CSS (gzip) per public route, from the build: the entry chunk of
 * index.html and the app's chunk that index.html preloads, with their static imports (Vite's
 * manifest, dist/web/.vite/manifest.json), plus what the
 * server names for the route's page (route-preloads.json: its chunk and their static imports and
 * CSS), plus the texts of one language, which every first load fetches before the app renders
 * (language-preloads.json, with the page's parts of them; the largest of ko, en and ja). Dynamic imports inside a page (dialogs, the
 * player's hls.js, rich text's sanitiser) load later and are not counted.
 *
 *   npm run build:web && npx tsx bench/web-size.ts [--out figures.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '../src/shared/constants';
import {
  LANGUAGE_PRELOADS_FILE,
  ROUTE_PRELOADS_FILE,
  type RoutePreload,
  textsPreloadKey,
} from '../src/shared/contract/server-render';
import type { Figure } from './figures';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const DIST = process.env.WEB_DIST ?? 'dist/web';
/** Issue 42's budget since i18next and react-i18next are back (decision 095); issue 19's was 150 KB. */
const JS_TARGET_KB = 170;

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const routePreloads = JSON.parse(readFileSync(join(DIST, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreload[];

/** Issue 19's public routes, as the route table names them (src/web/app/route-table.ts). */
const ROUTES = [
  '/main',
  '/campus',
  '/category/:categoryid?',
  '/courseDetail/:contentsid',
  '/training',
  '/lectureDetail/:contentsid',
  '/search',
  '/notice',
  '/noticeDetail',
  '/faq',
  '/terms',
  '/login',
  '/signup',
  '/findPW',
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
// The entry's one dynamic import is the app (src/web/main.tsx), which index.html preloads.
const entry = [...closure(['index.html', ...(manifest['index.html']?.dynamicImports ?? [])])];

const withoutSlash = (file: string) => file.replace(/^\//, '');
const gzippedTotal = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipped(file), 0);
const languageTexts = JSON.parse(readFileSync(join(DIST, LANGUAGE_PRELOADS_FILE), 'utf8')) as Record<
  string,
  string[]
>;
/** The texts a first load of the page fetches, in the language where they are largest. */
const largestTextsOf = (page: RoutePreload) =>
  LOCALES.map((locale) =>
    [textsPreloadKey(locale), ...page.texts.map((part) => textsPreloadKey(locale, part))]
      .flatMap((key) => languageTexts[key] ?? [])
      .map(withoutSlash),
  ).sort((a, b) => gzippedTotal(b) - gzippedTotal(a))[0]!;

const figures: Figure[] = [];
for (const route of ROUTES) {
  const page = routePreloads.find((preload) => preload.path === route);
  if (!page) throw new Error(`${route} is not in ${ROUTE_PRELOADS_FILE}`);
  const js = new Set([
    ...entry.map((key) => manifest[key]!.file),
    ...page.js.map(withoutSlash),
    ...largestTextsOf(page),
  ]);
  const css = new Set([...entry.flatMap((key) => manifest[key]!.css ?? []), ...page.css.map(withoutSlash)]);
  const jsBytes = gzippedTotal(js);
  const cssBytes = gzippedTotal(css);
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
