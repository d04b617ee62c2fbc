// `npm start`: builds what is missing or stale, then starts the server.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../dist/server/main.js');
