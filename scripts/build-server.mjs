// Bundles the server into dist/server/main.js (and the operator's account:password command beside it);
// npm packages stay external and load from node_modules.
// Then Vite's SSR build of the web app's server entry into dist/ssr, which the server renders public
// pages with (docs/decisions/046-server-rendering-with-vite-ssr.md).
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/account-password.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The page fonts' worker, loaded from beside the module that starts it (src/server/modules/ssr/page-fonts.ts).
copyFileSync('src/server/modules/ssr/page-font-worker.mjs', 'dist/server/page-font-worker.mjs');

await viteBuild({
  // The server entry loads every language at once, which Vite reports against the browser's lazy loading.
  logLevel: 'error',
  // Self-contained and built for production whatever NODE_ENV the server runs under: the local demo
  // runs as development (demo data, published passwords), which would otherwise load React's
  // development server renderer from node_modules, slower and larger.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    copyPublicDir: false,
    ssr: 'src/web/entry-server.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    manifest: false,
    sourcemap: true,
  },
});
