import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What a route's page needs beyond the entry chunk: served as preload links with index.html. */
export interface RoutePreload {
  path: string;
  js: string[];
  css: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const ROUTE_TABLE = 'src/web/app/route-table.ts';

/**
 * Each route's path and page module, read from the route table's source: every entry there is
 * `path: '…'` followed by `page: () => import('…')` (tested against the table itself).
 */
export function routeModules(source: string): { path: string; module: string }[] {
  const entry = /path:\s*'([^']+)'[^}]*?page:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  return [...source.matchAll(entry)].map(([, path, module]) => ({ path: path!, module: module! }));
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
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
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & ChunkLike => item.type === 'chunk',
      );
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
      const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry));
      const tableDir = resolve(ROUTE_TABLE, '..');
      const preloads: RoutePreload[] = [];
      for (const { path, module } of routeModules(readFileSync(ROUTE_TABLE, 'utf8'))) {
        const moduleFile = resolve(tableDir, module);
        const page = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\.tsx?$/, '') === moduleFile);
        if (!page) this.error(`no chunk for ${module}, the page of ${path}`);
        const needed = [...closure([page])].filter((chunk) => !loadedByEntry.has(chunk));
        preloads.push({
          path,
          js: needed.map((chunk) => `/${chunk.fileName}`),
          css: needed.flatMap((chunk) =>
            [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`),
          ),
        });
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
