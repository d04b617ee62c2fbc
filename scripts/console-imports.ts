import type { Plugin } from 'vite';
import { isAppChunk } from './route-preloads';

/** The console's pages (src/web/features/admin), loaded by operators only. */
const CONSOLE_PAGE = /\/src\/web\/features\/admin\//;

/**
 * Vite writes, beside each dynamic import, the chunks the imported one needs, so that all of them
 * load at once. For the route table's twenty console pages that list was 1.4 KB (gzip) of the app's
 * chunk, which every public page loads (decision 072). A console page imported by the app's chunk
 * loads its own imports instead, one level after another, on an operator's first visit of it after a
 * release; its stylesheets are still listed, since Vite applies them before the page renders. Imports
 * made within the console keep their lists: they cost the public pages nothing.
 */
export function consolePagesLoadTheirImports(): {
  plugin: Plugin;
  resolveDependencies: (file: string, dependencies: string[], context: { hostId: string }) => string[];
} {
  const consoleChunks = new Set<string>();
  const appChunks = new Set<string>();
  return {
    plugin: {
      name: 'medivenus:console-pages-load-their-imports',
      apply: 'build',
      // Before Vite's own generateBundle, which writes the lists (it runs among the last plugins).
      generateBundle(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          if (isAppChunk(item)) appChunks.add(item.fileName);
          if (item.isDynamicEntry && CONSOLE_PAGE.test(item.facadeModuleId ?? ''))
            consoleChunks.add(item.fileName);
        }
      },
    },
    resolveDependencies: (file, dependencies, { hostId }) =>
      consoleChunks.has(file) && appChunks.has(hostId) ? [] : dependencies,
  };
}
