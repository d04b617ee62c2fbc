import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the client build, at the
 * highest levels, once. The server hands these out as they are (@fastify/static `preCompressed`):
 * compressing the 700 KB of a cold page's scripts on every request cost a busy server hundreds of
 * milliseconds before the first byte (issue 20, the player's first frame).
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'medivenus:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isSsr = Boolean(config.build.ssr);
    },
    writeBundle() {
      if (isSsr) return;
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(assets, name);
        const body = readFileSync(file);
        if (body.byteLength < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
