import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: '.',
  plugins: [react()],
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
