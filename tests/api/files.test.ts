import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/server/integrations/storage/storage';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();
const CANARY = 'canary-secret-do-not-serve';

beforeAll(async () => {
  const { config } = testApp();
  // Files outside the storage root that a traversal would try to reach.
  writeFileSync(join(config.DATA_DIR, 'secret.txt'), CANARY);
  writeFileSync(join(config.STORAGE_DIR, 'secret.txt'), CANARY);
  const storage = createLocalStorage(config.STORAGE_DIR);
  await storage.write('uploads', 'photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  await storage.write('uploads', 'photo.JPG', Buffer.from([0xff, 0xd8, 0xff]));
  await storage.write('uploads', 'picture.webp', Buffer.from('RIFF0000WEBP'));
  await storage.write('uploads', 'guide.pdf', '%PDF-1.4\n%%EOF\n');
  await storage.write('captions', 'lesson-1.ko.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\n안녕하세요\n');
  await storage.write('uploads', 'page.html', '<script>alert(1)</script>');
  await storage.write(
    'uploads',
    'drawing.svg',
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
});

const fetch = (url: string, headers: Record<string, string> = {}) =>
  testApp().app.inject({ method: 'GET', url, headers });

describe('GetUrl', () => {
  it('serves an SVG without app headers, with caching headers and a no-script policy', async () => {
    const response = await fetch('/GetUrl/uploads/drawing.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body.startsWith('<svg')).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(new Date(String(response.headers['last-modified'])).getTime()).not.toBeNaN();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toContain('script-src');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['/GetUrl/uploads/photo.png', 'image/png'],
    ['/GetUrl/uploads/photo.JPG', 'image/jpeg'],
    ['/GetUrl/uploads/picture.webp', 'image/webp'],
    ['/GetUrl/uploads/guide.pdf', 'application/pdf'],
    ['/GetUrl/captions/lesson-1.ko.vtt', 'text/vtt; charset=utf-8'],
  ])('serves %s as %s, inline', async (url, type) => {
    const response = await fetch(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('never serves HTML as a page: unknown types are downloads', async () => {
    const response = await fetch('/GetUrl/uploads/page.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="page.html"; filename*=UTF-8''page.html`,
    );
  });

  it('answers 304 for a matching ETag or an unchanged Last-Modified', async () => {
    const first = await fetch('/GetUrl/uploads/guide.pdf');
    const byTag = await fetch('/GetUrl/uploads/guide.pdf', { 'if-none-match': String(first.headers.etag) });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await fetch('/GetUrl/uploads/guide.pdf', {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(byDate.statusCode).toBe(304);
    const changed = await fetch('/GetUrl/uploads/guide.pdf', { 'if-none-match': 'W/"other"' });
    expect(changed.statusCode).toBe(200);
    const older = await fetch('/GetUrl/uploads/guide.pdf', {
      'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT',
    });
    expect(older.statusCode).toBe(200);
  });

  it('answers 404 in the envelope for a missing file', async () => {
    const response = await fetch('/GetUrl/uploads/nothing.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it.each([
    '/GetUrl/..%2f..%2f/secret.txt',
    '/GetUrl/..%2F/secret.txt',
    '/GetUrl/thumbnails/..%2f..%2fsecret.txt',
    '/GetUrl/thumbnails/..%2fsecret.txt',
    '/GetUrl/%2e%2e/secret.txt',
    '/GetUrl/%2e%2e%2f%2e%2e/secret.txt',
    '/GetUrl/thumbnails/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/GetUrl/../secret.txt',
    '/GetUrl/thumbnails/../../secret.txt',
    '/GetUrl/thumbnails/..%5c..%5csecret.txt',
    '/GetUrl/..%252f..%252f/secret.txt',
    '/GetUrl/%2fetc/passwd',
    '/GetUrl/thumbnails/%2fetc%2fpasswd',
    '/GetUrl/%2F/etc%2Fpasswd',
    '/GetUrl/thumbnails/%2Fproc%2Fself%2Fenviron',
    '/GetUrl/thumbnails/course-1.webp%00.txt',
    '/GetUrl/thumbnails/.hidden',
    '/GetUrl/.%2e/secret.txt',
  ])('refuses the traversal attempt %s', async (url) => {
    const response = await fetch(url);
    expect(response.body).not.toContain(CANARY);
    expect(response.body).not.toContain('root:');
    // A path that normalises out of /GetUrl (`/GetUrl/../x` is `/x`) may get the web app's page.
    const isWebPage = String(response.headers['content-type']).startsWith('text/html');
    // A NUL in the name is refused at the edge (400) before any lookup; the rest are simply not found.
    if (!isWebPage) expect([400, 404]).toContain(response.statusCode);
  });

  it('refuses traversal sent raw on the wire, where no client normalises the path', async () => {
    const address = await testApp().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        });
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const path of [
      '/GetUrl/../secret.txt',
      '/GetUrl/thumbnails/../../secret.txt',
      '/GetUrl/../../secret.txt',
    ]) {
      const answer = await raw(path);
      expect(answer).not.toContain(CANARY);
      expect(answer.startsWith('HTTP/1.1 404')).toBe(true);
    }
  });
});
