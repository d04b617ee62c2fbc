import { describe, expect, it } from 'vitest';
import { APP_HEADERS, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

describe('API envelope and app headers', () => {
  it('refuses a call without the app headers with 401 in the envelope, in the caller language', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/api/Category/GetList?isactive=1&pcategoryid=0',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      datas: null,
      respMessage: 'This application is not allowed to use the API.',
      code: 'APP_UNAUTHORIZED',
    });
  });

  it('refuses a wrong app key', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/api/Category/GetList',
      headers: { ...APP_HEADERS, 'x-app-key': 'wrong-key-000' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('APP_UNAUTHORIZED');
  });

  it('answers unknown API paths with 404 in the envelope', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/api/Nothing/Here',
      headers: APP_HEADERS,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', datas: null });
  });

  it('localises messages from Accept-Language (ko default, en, ja)', async () => {
    const messages = await Promise.all(
      [undefined, 'en-US,en;q=0.9', 'ja'].map(async (lang) => {
        const response = await testApp().app.inject({
          method: 'GET',
          url: '/api/Nothing',
          headers: { ...APP_HEADERS, ...(lang ? { 'accept-language': lang } : {}) },
        });
        return response.json().respMessage;
      }),
    );
    expect(messages).toEqual([
      '요청하신 페이지나 항목을 찾을 수 없습니다.',
      'The page or item you requested could not be found.',
      'お探しのページまたは項目が見つかりません。',
    ]);
  });

  it('rejects a malformed query with 400 naming the field, localised', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/api/Category/GetInfo/abc',
      headers: { ...APP_HEADERS, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.respMessage).toContain('categoryid');
    expect(body.datas.fields[0].field).toBe('categoryid');
  });

  it('reports database reachability on /healthz', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: true, storage: { writable: true } });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/Category/GetList');
  });

  it('sends security headers', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
