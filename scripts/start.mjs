// `npm start`: builds what is missing or stale, then starts the local demo (docs/decisions/027-production-is-safe-by-default-the-demo-is-npm-start.md):
// NODE_ENV=development unless set, so demo data with the published passwords and the sandbox gateway
// are the defaults here, while `node dist/server/main.js` (every deploy) defaults to production.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
// Only now: Vite would take NODE_ENV=development for a development build of the web app.
process.env.NODE_ENV ??= 'development';
await import('../dist/server/main.js');
