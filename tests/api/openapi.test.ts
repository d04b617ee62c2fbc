import { describe, expect, it } from 'vitest';
import { APP_HEADERS, createTestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ seed: false });

interface DocumentedOperation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  'x-required-role'?: string;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
}

async function documentOf() {
  const response = await testApp().app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json() as { paths: Record<string, Record<string, DocumentedOperation>> };
}

const openApiPath = (url: string) => url.replace(/:([^/]+)/g, '{$1}');

describe('OpenAPI document at /api/docs/json', () => {
  it('names every operation once and gives it a summary', async () => {
    const operations = Object.values((await documentOf()).paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(operations.length).toBeGreaterThan(100);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((operation) => !operation.summary)).toEqual([]);
  });

  it('asks for the app headers on /api calls, a bearer token on member, instructor and admin calls, and marks the role those need', async () => {
    const { paths } = await documentOf();
    const routes = testApp().app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    for (const route of routes) {
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const label = `${route.method} ${route.url}`;
      expect(operation, label).toBeDefined();
      const schemes = operation!.security!;
      expect(
        schemes.every((scheme) => 'appId' in scheme && 'appKey' in scheme),
        label,
      ).toBe(true);
      expect(
        schemes.every((scheme) => 'bearer' in scheme),
        label,
      ).toBe(route.access !== 'public');
      const role = route.access === 'admin' || route.access === 'instructor' ? route.access : undefined;
      expect(operation!['x-required-role'], label).toBe(role);
      expect(Object.keys(operation!.responses), label).toEqual(expect.arrayContaining(['400', '401']));
      if (role) expect(Object.keys(operation!.responses), label).toContain('403');
    }
  });

  it('documents failures with the envelope and its machine code', async () => {
    const login = (await documentOf()).paths['/api/account/login']!.post!;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['400', '401', '429', '500', '503']));
    expect(login.responses['401']!.content!['application/json']!.schema.required).toEqual([
      'success',
      'datas',
      'respMessage',
      'code',
    ]);
  });

  it('documents stored files as they are served: without app headers, as a file, with 304', async () => {
    const file = (await documentOf()).paths['/GetUrl/{foldername}/{filename}']!.get!;
    expect(file.security).toEqual([]);
    expect(Object.keys(file.responses)).toEqual(expect.arrayContaining(['200', '304', '404']));
    expect(file.responses['401']).toBeUndefined();
  });

  it('describes upload bodies as multipart with the file', async () => {
    const upload = (await documentOf()).paths['/api/Admin/Uploads/{purpose}']!.post!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
  });

  it("lists the spec's trailing-slash paths, and the server answers both spellings", async () => {
    const { paths } = await documentOf();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/account/join/',
        '/api/Billing/Issue/',
        '/api/Main/GetNoticeInfo/{noticeid}/',
      ]),
    );
    for (const url of ['/api/account/join/', '/api/account/join']) {
      const response = await testApp().app.inject({ method: 'POST', url, headers: APP_HEADERS, payload: {} });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('API_DOCS', () => {
  it('off, neither the document nor its viewer is served (the default in production)', async () => {
    const app = await createTestApp({ seed: false, env: { API_DOCS: 'off' } });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await app.app.inject({ method: 'GET', url, headers: APP_HEADERS })).statusCode, url).toBe(
          404,
        );
      }
    } finally {
      await app.close();
    }
  });
});
