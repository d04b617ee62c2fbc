import { it } from 'vitest';
import { APP_HEADERS, createTestApp } from '../fixtures/test-app';

it('dbg', async () => {
  const t = await createTestApp({ seed: false, build: { logger: { level: 'error' } } });
  for (const url of [
    '/api/Contents/search?schtext=ab',
    '/api/Contents/search?schtext=ab%00',
    '/api/Contents/search?schtext=ab&page=1e15',
  ]) {
    const r2 = await t.app.inject({ method: 'GET', url, headers: { ...APP_HEADERS } });
    console.log(url, r2.statusCode, r2.body);
  }
  await t.close();
});
