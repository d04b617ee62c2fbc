import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { consolePagesLoadTheirImports } from './scripts/console-imports';
import { precompressAssets } from './scripts/precompress';
import { appInIndexHtml, routePreloads, routeStartEntries } from './scripts/route-preloads';
import { paymentsAreTestMode } from './src/server/config';
import { DEMO_COMPANY, encodeCompanyInfo } from './src/shared/contract/company';
import {
  FALLBACK_FONTS_FILE,
  type FallbackFontFile,
  fallbackFontFacesCss,
} from './src/web/app/fallback-fonts';

/** `npm run dev` is the local demo: its footer shows the demo company (the server writes COMPANY_* in). */
function devCompanyInfo(): Plugin {
  return {
    name: 'medivenus:dev-company-info',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace('%MEDIVENUS_COMPANY%', encodeCompanyInfo(DEMO_COMPANY)),
  };
}

/**
 * Pretendard's stylesheet swaps the font in when it arrives, which reflows every line of text
 * (Lighthouse measured a 0.13–0.16 layout shift on /main). `optional` keeps the system font for a
 * page whose font is late, and uses Pretendard from the cache on the next page.
 */
function pretendardOptional(): Plugin {
  return {
    name: 'medivenus:pretendard-optional',
    transform(code, id) {
      if (!id.includes('/pretendard/') || !id.endsWith('.css')) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

/**
 * Every page declares the measured fallback faces (decision 065) in its head, so the first layout,
 * server-rendered or not, already has them: a face declared later would lay the text out again.
 */
function fallbackFontFaces(): Plugin {
  const measured = JSON.parse(readFileSync(FALLBACK_FONTS_FILE, 'utf8')) as FallbackFontFile;
  return {
    name: 'medivenus:fallback-font-faces',
    transformIndexHtml: () => [
      {
        tag: 'style',
        attrs: { 'data-fallback-fonts': true },
        children: fallbackFontFacesCss(measured),
        injectTo: 'head',
      },
    ],
  };
}

/**
 * React Router's package names its development build whatever the mode (remix-run/react-router#14102,
 * open), so its development warnings would run in production. A build takes its production build: the
 * same code with them switched off.
 */
function reactRouterProduction(): Plugin {
  const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const entry = join(packageDir, 'dist/production/index.mjs');
  return {
    name: 'medivenus:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? entry : null),
  };
}

/**
 * Mantine's `useId` swaps React's id for a random one once a component has mounted (a state update in
 * a layout effect): every component that names its parts (fields, menus, tabs, accordions) renders a
 * second time, synchronously, right after hydration, and the ids the server rendered change under it.
 * React's id is already unique in the page and the same on both sides, so a build keeps it.
 */
function mantineStableIds(): Plugin {
  const useIdModule = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  let replaced = false;
  let serverBuild = false;
  return {
    name: 'medivenus:mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      serverBuild = Boolean(config.build.ssr);
    },
    load(id) {
      if (!useIdModule.test(id)) return null;
      replaced = true;
      return [
        "import { useReactId } from './use-react-id.mjs';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : reactId;",
        '}',
      ].join('\n');
    },
    buildEnd() {
      // A Mantine release that moves the module would bring the second render back unnoticed.
      if (!replaced && !serverBuild) this.error("Mantine's use-id module was not found to replace");
    },
  };
}

/**
 * In production the server writes the payments mode into index.html (src/server/http/web-app.ts);
 * Vite's dev server serves index.html itself, so it writes the mode of the API that `npm run dev`
 * starts beside it (the sandbox unless PAYMENT_PROVIDER=toss).
 */
function devPaymentsMode(): Plugin {
  const testMode = paymentsAreTestMode({
    PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER === 'toss' ? 'toss' : 'sandbox',
    TOSS_SECRET_KEY: process.env.TOSS_SECRET_KEY,
  });
  return {
    name: 'medivenus:dev-payments-mode',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace('%MEDIVENUS_PAYMENTS%', testMode ? 'test' : 'live'),
  };
}

const consoleImports = consolePagesLoadTheirImports();

export default defineConfig({
  root: '.',
  plugins: [
    react(),
    reactRouterProduction(),
    mantineStableIds(),
    pretendardOptional(),
    fallbackFontFaces(),
    routePreloads(),
    appInIndexHtml(),
    precompressAssets(),
    devPaymentsMode(),
    devCompanyInfo(),
    consoleImports.plugin,
  ],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 600,
    // dist/web/.vite/manifest.json: which chunks and CSS each route loads (bench/web-size.ts reads it).
    manifest: true,
    modulePreload: { resolveDependencies: consoleImports.resolveDependencies },
    // The routes' prefetch modules, which a page runs before the app's code (decision 098).
    rollupOptions: { input: { index: 'index.html', ...routeStartEntries() } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/GetUrl', '/sandbox', '/webhooks', '/healthz'].map((path) => [
        path,
        { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: true },
      ]),
    ),
  },
});
