// `npm run lint:api`: redocly's recommended rules on the document the app serves (config: redocly.yaml).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../../tests/fixtures/test-app';
import { servedDocument } from './served-document';

/** The app on an empty in-memory database, just long enough to read its document. */
const testApp = await createTestApp({ seed: false });
const document = await servedDocument(testApp.app);
await testApp.close();

const file = join(mkdtempSync(join(tmpdir(), 'medivenus-openapi-')), 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));
const result = spawnSync('node_modules/.bin/redocly', ['lint', '--config', 'redocly.yaml', file], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
// The app leaves timers behind for a moment after close; the verdict is known now.
process.exit(result.status ?? 1);
