import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../fixtures/api-client';
import { expectDatabaseUnavailable } from '../fixtures/outage';
import { APP_HEADERS, createTestApp } from '../fixtures/test-app';

describe('when the database is gone', () => {
  it('answers 503 with a localised message and Retry-After, no internals, and /healthz says degraded', async () => {
    const testApp = await createTestApp({ seed: false });
    try {
      await testApp.database.close();
      const response = await apiClient(testApp).get('/api/Category/GetList?isactive=1&pcategoryid=0');
      expectDatabaseUnavailable(response);
      expect(response.text).not.toMatch(/stack|pglite|closed|at /i);
      const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: false });
    } finally {
      await testApp.app.close();
    }
  });
});

describe('serving the built web app', () => {
  it('caches hashed assets for a year, never index.html, and answers every web route with index.html', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'medivenus-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<meta name="medivenus-app" content="%MEDIVENUS_APP%"><div id="root"></div>',
    );
    writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    const testApp = await createTestApp({ seed: false, build: { webRoot } });
    try {
      const asset = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const page = await testApp.app.inject({ method: 'GET', url: '/campus' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain(`content="${APP_HEADERS['x-app-id']}:${APP_HEADERS['x-app-key']}"`);
      expect(page.headers['set-cookie']).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict$/);

      // No route-preloads.json (a build without the plugin): plain index.html.
      expect(page.body).not.toContain('modulepreload');

      const missingAsset = await testApp.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
      expect(missingAsset.statusCode).toBe(404);
      const unknownApi = await testApp.app.inject({ method: 'GET', url: '/api/Nope', headers: APP_HEADERS });
      expect(unknownApi.json().code).toBe('NOT_FOUND');
    } finally {
      await testApp.close();
    }
  });

  it("hands out the build's Brotli copy of an asset as it is, and the plain file to a client without Brotli", async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'medivenus-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<div id="root"></div>');
    const script = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(400))};`;
    writeFileSync(join(webRoot, 'assets', 'entry-abc123.js'), script);
    // A marker only the build's copy carries: the server must send this file, not compress anew.
    writeFileSync(join(webRoot, 'assets', 'entry-abc123.js.br'), brotliCompressSync(`${script}//prebuilt`));
    const testApp = await createTestApp({ seed: false, build: { webRoot } });
    try {
      const brotli = await testApp.app.inject({
        method: 'GET',
        url: '/assets/entry-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(`${script}//prebuilt`);

      const plain = await testApp.app.inject({
        method: 'GET',
        url: '/assets/entry-abc123.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await testApp.close();
    }
  });

  it('sends a cached public answer compressed as the client asks, the same bytes each time', async () => {
    const testApp = await createTestApp();
    const main = (encoding: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/Contents/main',
        headers: { ...APP_HEADERS, 'accept-encoding': encoding },
      });
    try {
      const plain = await main('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const first = await main('gzip, deflate, br');
      const second = await main('gzip, deflate, br');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const gzip = await main('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    } finally {
      await testApp.close();
    }
  });

  it("names the requested route's page chunks and styles in index.html, so they load with the entry", async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'medivenus-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    writeFileSync(
      join(webRoot, 'route-preloads.json'),
      JSON.stringify([
        {
          path: '/courseDetail/:contentsid',
          js: ['/assets/course-1.js', '/assets/shared-2.js'],
          css: ['/assets/c.css'],
          texts: [],
        },
        { path: '/category/:categoryid?', js: ['/assets/category-3.js'], css: [], texts: [] },
      ]),
    );
    const testApp = await createTestApp({ seed: false, build: { webRoot } });
    const head = async (url: string) => {
      const body = (await testApp.app.inject({ method: 'GET', url })).body;
      return body.slice(body.indexOf('<head>'), body.indexOf('</head>'));
    };
    try {
      const course = await head('/courseDetail/17?tab=curriculum');
      expect(course).toContain('<link rel="modulepreload" crossorigin href="/assets/course-1.js">');
      expect(course).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
      expect(course).toContain('<link rel="stylesheet" crossorigin href="/assets/c.css">');
      // React Router matches paths in any case, and optional segments with or without a value.
      expect(await head('/coursedetail/17')).toContain('course-1.js');
      expect(await head('/category')).toContain('category-3.js');
      expect(await head('/category/4')).toContain('category-3.js');
      expect(await head('/category/4/extra')).not.toContain('modulepreload');
      expect(await head('/courseDetail')).not.toContain('modulepreload');
      expect(await head('/notice')).not.toContain('modulepreload');
    } finally {
      await testApp.close();
    }
  });

  it("names the reader's language texts among the preloads, and its page's part of them, so they arrive with the entry", async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'medivenus-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    writeFileSync(
      join(webRoot, 'language-preloads.json'),
      JSON.stringify({
        ko: ['/assets/ko-1.js'],
        en: ['/assets/en-2.js', '/assets/en-3.js'],
        ja: ['/assets/ja-4.js'],
        'members/ko': ['/assets/ko-5.js'],
        'members/en': ['/assets/en-6.js'],
        'admin/ko': ['/assets/ko-7.js'],
      }),
    );
    writeFileSync(
      join(webRoot, 'route-preloads.json'),
      JSON.stringify([
        { path: '/payment', js: ['/assets/payment-8.js'], css: [], texts: ['members'] },
        { path: '/admin/orders', js: ['/assets/orders-9.js'], css: [], texts: ['admin', 'members'] },
      ]),
    );
    const testApp = await createTestApp({ seed: false, build: { webRoot } });
    const head = async (url: string, language: string) => {
      const body = (
        await testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': language } })
      ).body;
      return body.slice(body.indexOf('<head>'), body.indexOf('</head>'));
    };
    try {
      const korean = await head('/player/3', 'ko-KR');
      expect(korean).toContain('<link rel="modulepreload" crossorigin href="/assets/ko-1.js">');
      expect(korean).not.toContain('en-2.js');
      const english = await head('/mypage/courses', 'en-US,en;q=0.9');
      expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/en-2.js">');
      expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/en-3.js">');
      expect(await head('/main?locale=ja', 'ko-KR')).toContain('/assets/ja-4.js');
      // A member's page and the console's name their parts, in the reader's language only.
      expect(korean).not.toContain('ko-5.js');
      const payment = await head('/payment', 'ko-KR');
      expect(payment).toContain('<link rel="modulepreload" crossorigin href="/assets/ko-1.js">');
      expect(payment).toContain('<link rel="modulepreload" crossorigin href="/assets/ko-5.js">');
      expect(payment).not.toContain('ko-7.js');
      expect(payment).not.toContain('en-6.js');
      const orders = await head('/admin/orders', 'ko-KR');
      expect(orders).toContain('/assets/ko-5.js');
      expect(orders).toContain('/assets/ko-7.js');
      expect(await head('/payment', 'en-US')).toContain('/assets/en-6.js');
    } finally {
      await testApp.close();
    }
  });

  it('a call with a method its address does not take answers 405 naming the methods it takes', async () => {
    const testApp = await createTestApp({ seed: false });
    try {
      const wrong = await testApp.app.inject({
        method: 'GET',
        url: '/api/account/login',
        headers: { ...APP_HEADERS, 'accept-language': 'ja' },
      });
      expect(wrong.statusCode).toBe(405);
      expect(wrong.headers.allow).toBe('POST');
      expect(wrong.json()).toMatchObject({
        code: 'METHOD_NOT_ALLOWED',
        respMessage: expect.stringMatching(/リクエスト/),
      });
      const unknown = await testApp.app.inject({
        method: 'GET',
        url: '/api/no/such/call',
        headers: APP_HEADERS,
      });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });

  it('a browser carrying the XSRF cookie must echo it on state-changing calls', async () => {
    const testApp = await createTestApp({ seed: true });
    try {
      const call = (headers: Record<string, string>) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/account/login',
          headers: { ...APP_HEADERS, 'accept-language': 'en', ...headers },
          payload: { email: 'member@example.com', password: 'member1234!' },
        });
      const missing = await call({ cookie: 'XSRF-TOKEN=abc' });
      expect(missing.statusCode).toBe(403);
      // The reader is told what failed and that a reload fixes it, not only "no permission".
      expect(missing.json().respMessage).toMatch(/security token.*Reload the page/);
      expect((await call({ cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'xyz' })).statusCode).toBe(403);
      expect((await call({ cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' })).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
