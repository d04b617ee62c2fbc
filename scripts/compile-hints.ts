import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { isAppChunk } from './route-preloads';

/**
 * Chromium's explicit compile hint: every function of a file so marked is compiled as the file is
 * streamed in, on a background thread, instead of on the main thread when it is first called.
 */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** A source map's lines start one line lower, below the hint (a build with `--sourcemap`). */
function shiftSourceMapOneLine(mapAsset: OutputBundle[string] | undefined): void {
  if (mapAsset?.type !== 'asset') return;
  const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  mapAsset.source = JSON.stringify(map);
}

/** React's DOM renderer, a chunk of its own since the entry evaluates it apart from the app's code. */
function isReactDomChunk(chunk: { moduleIds: string[] }): boolean {
  return chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/node_modules/react-dom/client.js'));
}

/**
 * Marks the app's chunk (the router, Mantine, the layouts) and React's DOM renderer: a rendered page
 * calls most of their functions while the app starts and hydrates, and compiling them one by one as
 * they were first called was a fifth of the main thread's work after the first paint (decision 061).
 */
export function appCompiledEagerly(): Plugin {
  return {
    name: 'medivenus:app-compiled-eagerly',
    apply: 'build',
    enforce: 'post',
    // After Vite's own, which puts its preload helper's line at the top of the chunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && (isAppChunk(item) || isReactDomChunk(item))) {
            item.code = ALL_FUNCTIONS_CALLED_ON_LOAD + item.code;
            shiftSourceMapOneLine(bundle[`${item.fileName}.map`]);
          }
        }
      },
    },
  };
}
