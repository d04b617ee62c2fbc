import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../../src/server/db/schema/catalogue';
import { apiClient } from '../fixtures/api-client';
import { seededTokens } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

const sitemapLocations = async () => {
  const response = await apiClient(testApp()).get('/sitemap.xml');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  return [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
};

describe('for crawlers: robots.txt and the sitemap', () => {
  it('robots.txt closes member, payment, player, console and API paths and names the sitemap', async () => {
    const response = await apiClient(testApp()).get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const closed = response.text
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    const isClosed = (path: string) => closed.some((prefix) => path.startsWith(prefix));
    for (const path of [
      '/mypage/courses',
      '/payment',
      '/paymentComplete',
      '/player/1',
      '/admin/orders',
      '/api/Main/GetTerms/0',
    ])
      expect(isClosed(path), path).toBe(true);
    for (const path of ['/main', '/campus', '/courseDetail/1', '/lectureDetail/2', '/noticeDetail', '/faq'])
      expect(isClosed(path), path).toBe(false);
    expect(response.text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('lists the public pages with alternates in ko, en and ja, and follows publishing', async () => {
    const { admin } = await seededTokens(testApp());
    const [training] = await testApp()
      .database.db.select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.conttype, 'training'), eq(contents.isPublished, true)))
      .limit(1);
    if (!training) throw new Error('the demo data has a published training session');
    const page = `/lectureDetail/${training.id}`;

    const before = await sitemapLocations();
    expect(before).toEqual(
      expect.arrayContaining(['/main', '/campus', '/training', '/notice', '/faq', page]),
    );
    expect(before.some((path) => path.startsWith('/courseDetail/'))).toBe(true);
    expect(before).not.toContain('/mypage/courses');

    const body = (await apiClient(testApp()).get('/sitemap.xml')).text;
    const entry = body.split('<url>').find((url) => url.includes(`${page}</loc>`)) ?? '';
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    for (const locale of ['ko', 'en', 'ja', 'x-default']) expect(entry).toContain(`hreflang="${locale}"`);

    const setPublished = (published: boolean) =>
      apiClient(testApp()).post(
        `/api/Admin/Contents/${training.id}/Publish`,
        { published },
        { token: admin },
      );
    expect((await setPublished(false)).status).toBe(200);
    expect(await sitemapLocations()).not.toContain(page);
    expect((await setPublished(true)).status).toBe(200);
    expect(await sitemapLocations()).toContain(page);
  });
});
