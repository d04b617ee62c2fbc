// Builds the web app and the server when their output is missing or older than the sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => existsSync(source) && newestMtime(source) > built);
}

export function buildIfStale() {
  if (isStale('dist/web/index.html', ['src/web', 'src/shared', 'index.html', 'public', 'vite.config.ts'])) {
    console.log('Building the web app…');
    execSync('npm run build:web', { stdio: 'inherit' });
  }
  // The server build includes the web app's server entry (dist/ssr), made from the web app's source.
  if (
    isStale('dist/server/main.js', ['src/server', 'src/shared']) ||
    isStale('dist/ssr/entry-server.js', ['src/web', 'src/shared', 'vite.config.ts'])
  ) {
    console.log('Building the server…');
    execSync('npm run build:server', { stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
