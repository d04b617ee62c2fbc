import { createTestApp, type TestApp } from '../../tests/fixtures/test-app';

/** The OpenAPI document exactly as the app serves it at /api/docs/json. */
export async function servedDocument(app: TestApp['app']): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  return response.json();
}

/** Builds the app on an empty in-memory database just long enough to read its document. */
export async function documentOfFreshApp(): Promise<Record<string, unknown>> {
  const testApp = await createTestApp({ seed: false });
  try {
    return await servedDocument(testApp.app);
  } finally {
    await testApp.close();
  }
}
