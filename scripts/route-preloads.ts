import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../src/shared/constants';
import {
  LANGUAGE_PRELOADS_FILE,
  ROUTE_PRELOADS_FILE,
  type RoutePreload,
  textsPreloadKey,
} from '../src/shared/contract/server-render';

/**
 * The texts of one language, loaded before the app's first render, and of a part of the app in one
 * language, loaded with its pages (src/web/i18n/i18n.ts): `src/web/i18n/members/ko.json` and the
 * shared messages' `src/shared/i18n/members/ko.json`.
 */
const LANGUAGE_TEXTS = /\/src\/(?:web|shared)\/i18n\/(ko|en|ja)\.json$/;
const PART_TEXTS = /\/src\/(?:web|shared)\/i18n\/(\w+)\/(ko|en|ja)\.json$/;
const ROUTE_TABLE = 'src/web/app/route-table.ts';
/** The app's code, which the entry imports once the page has painted (src/web/main.tsx). */
const APP_START = resolve('src/web/app/app.tsx');

/**
 * Each route's path, title key, page module, parts of the texts and prefetch module, read from the
 * route table's source: every entry there is `path: '…'`, then `titleKey: '…'`, then
 * `page: () => import('…')`, then maybe `texts: ['…']`, then maybe `prefetch: () => import('…')`
 * (tested against the table itself).
 */
export function routeModules(
  source: string,
): { path: string; titleKey: string; module: string; texts: string[]; prefetch?: string }[] {
  const entry =
    /path:\s*'([^']+)'[^}]*?titleKey:\s*'([^']+)'[^}]*?page:\s*\(\)\s*=>\s*import\('([^']+)'\),?(?:\s*texts:\s*\[([^\]]*)\],?)?(?:\s*prefetch:\s*\(\)\s*=>\s*import\('([^']+)'\))?/g;
  return [...source.matchAll(entry)].map(([, path, titleKey, module, texts, prefetch]) => ({
    path: path!,
    titleKey: titleKey!,
    module: module!,
    texts: [...(texts ?? '').matchAll(/'(\w+)'/g)].map(([, part]) => part!),
    ...(prefetch && { prefetch }),
  }));
}

const readTexts = (file: string) => JSON.parse(readFileSync(resolve('src/web/i18n', file), 'utf8'));

/**
 * A route's title in each language, as the app writes it into the document's title
 * (src/web/app/layouts/root-layout.tsx), so the served page carries it before any script runs. The
 * app's texts with every part's, as the app reads them once loaded (src/web/i18n/i18n.ts).
 */
export function routeTitles(): (titleKey: string) => Record<Locale, string> {
  const textsOf = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        ...readTexts(`${locale}.json`),
        ...readTexts(`members/${locale}.json`),
        admin: readTexts(`admin/${locale}.json`),
        account: readTexts(`account/${locale}.json`),
      },
    ]),
  ) as Record<Locale, Record<string, unknown>>;
  return (titleKey) =>
    Object.fromEntries(
      LOCALES.map((locale) => {
        const title = titleKey
          .split('.')
          .reduce<unknown>(
            (texts, key) => (texts as Record<string, unknown> | undefined)?.[key],
            textsOf[locale],
          );
        if (typeof title !== 'string') throw new Error(`no ${locale} text for the route title ${titleKey}`);
        return [locale, title];
      }),
    ) as Record<Locale, string>;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

function chunksOf(bundle: Record<string, { type: string }>): ChunkLike[] {
  return Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
}

/** The chunks in `start` and every chunk they import statically. */
function staticClosure(chunks: ChunkLike[]): (start: ChunkLike[]) => Set<ChunkLike> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: ChunkLike[], seen = new Set<ChunkLike>()) => {
    for (const chunk of start) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      closure(
        chunk.imports.flatMap((file) => byFile.get(file) ?? []),
        seen,
      );
    }
    return seen;
  };
  return closure;
}

export function isAppChunk(chunk: Pick<ChunkLike, 'moduleIds'>): boolean {
  return chunk.moduleIds.includes(APP_START);
}

/** index.html's script: the routes' prefetch modules are entries too (`routeStartEntries`). */
const PAGE_ENTRY = resolve('src/web/main.tsx');

function isPageEntry(chunk: Pick<ChunkLike, 'isEntry' | 'facadeModuleId'>): boolean {
  return chunk.isEntry && chunk.facadeModuleId === PAGE_ENTRY;
}

/** The entry chunk and the app's own chunk, which every page loads. */
function appChunks(chunks: ChunkLike[]): ChunkLike[] {
  return chunks.filter((chunk) => isPageEntry(chunk) || isAppChunk(chunk));
}

/**
 * The routes' prefetch modules as entries of the build, beside index.html: a page runs its route's
 * as it arrives, before the app's code (decision 098), so the build must not count on the app being
 * there when it loads, as it does for a module only the app imports (it put the modules both share
 * into the app's chunk).
 */
export function routeStartEntries(): Record<string, string> {
  const tableDir = resolve(ROUTE_TABLE, '..');
  return Object.fromEntries(
    routeModules(readFileSync(ROUTE_TABLE, 'utf8')).flatMap(({ prefetch }) =>
      prefetch ? [[basename(prefetch), `${resolve(tableDir, prefetch)}.ts`]] : [],
    ),
  );
}

/**
 * The app's chunk is a dynamic import of the entry, which Vite leaves out of index.html: this plugin
 * names it there, as a module preload with its static imports, and links its stylesheets, so every
 * page fetches the app's code and styles with the entry, as it did when they were one chunk.
 */
export function appInIndexHtml(): Plugin {
  return {
    name: 'medivenus:app-in-index-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = chunksOf(context.bundle ?? {});
        const app = chunks.find(isAppChunk);
        if (!app) throw new Error('no chunk for src/web/app/app.tsx');
        // The entry is in the page already, as its script.
        const needed = [...staticClosure(chunks)([app])].filter((chunk) => !isPageEntry(chunk));
        const links = [
          ...needed.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`),
          ...needed.flatMap((chunk) =>
            [...(chunk.viteMetadata?.importedCss ?? [])].map(
              (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
            ),
          ),
        ];
        return html.replace('</head>', `${links.join('')}</head>`);
      },
    },
  };
}

/**
 * Without hints, a page's own chunk is discovered only after the entry chunk has downloaded and
 * run the router: one more round trip before the page can render. This plugin writes
 * route-preloads.json (each route's page chunk, its static imports and CSS, minus what the entry
 * already loads); the server adds them to index.html as preload links for the requested path.
 */
export function routePreloads(): Plugin {
  return {
    name: 'medivenus:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const closure = staticClosure(chunks);
      const loadedByEntry = closure(appChunks(chunks));
      const tableDir = resolve(ROUTE_TABLE, '..');
      const preloads: RoutePreload[] = [];
      // The chunk that holds a module, whether or not the module is the chunk's facade.
      const chunkOf = (module: string, of: string) => {
        const moduleFile = resolve(tableDir, module);
        const found = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === moduleFile),
        );
        if (!found) this.error(`no chunk for ${module}, the ${of}`);
        return found;
      };
      const titleOf = routeTitles();
      for (const { path, titleKey, module, texts, prefetch } of routeModules(
        readFileSync(ROUTE_TABLE, 'utf8'),
      )) {
        const page = chunkOf(module, `page of ${path}`);
        const start = prefetch ? chunkOf(prefetch, `prefetch of ${path}`) : undefined;
        if (start && [...closure([start])].some(isAppChunk))
          this.error(`${prefetch}, the prefetch of ${path}, imports the app's chunk: it must run before it`);
        const needed = [...closure(start ? [page, start] : [page])].filter(
          (chunk) => !loadedByEntry.has(chunk),
        );
        preloads.push({
          path,
          js: needed.map((chunk) => `/${chunk.fileName}`),
          css: needed.flatMap((chunk) =>
            [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`),
          ),
          texts,
          titles: titleOf(titleKey),
          ...(start && { start: [...closure([start])].map((chunk) => `/${chunk.fileName}`) }),
        });
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
      // The app loads the reader's texts as soon as its entry runs, and a part's with its page; named
      // in the page, they arrive with the entry instead of after it.
      const languages: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const module = chunk.facadeModuleId ?? '';
        const part = PART_TEXTS.exec(module);
        const language = part?.[2] ?? LANGUAGE_TEXTS.exec(module)?.[1];
        const key = language && textsPreloadKey(language, part?.[1]);
        if (key) languages[key] = [...(languages[key] ?? []), `/${chunk.fileName}`];
      }
      this.emitFile({ type: 'asset', fileName: LANGUAGE_PRELOADS_FILE, source: JSON.stringify(languages) });
    },
  };
}
