import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../src/server/db/schema/board';
import { contents } from '../../src/server/db/schema/catalogue';
import { createTestApp, type TestApp } from '../fixtures/test-app';

/** Served HTML as a crawler reads it: plain HTTP, no script run. */
let testApp: TestApp & { close(): Promise<void> };
const ids = { course: 0, training: 0, notice: 0 };

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'medivenus-web-'));
  copyFileSync('index.html', join(webRoot, 'index.html'));
  testApp = await createTestApp({ build: { webRoot } });
  const first = (conttype: 'course' | 'training') =>
    testApp.database.db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.conttype, conttype), eq(contents.isPublished, true)))
      .orderBy(asc(contents.id))
      .limit(1)
      .then(([row]) => row?.id ?? 0);
  ids.course = await first('course');
  ids.training = await first('training');
  ids.notice = (await testApp.database.db.select({ id: notices.id }).from(notices).limit(1))[0]?.id ?? 0;
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ko-KR', ...headers } });

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

const ofType = (html: string, type: string) => jsonLd(html).find((data) => data['@type'] === type);

describe('the served head of public pages (no JavaScript run)', () => {
  it('a course page carries its title, Open Graph, alternates and a Course with offers in KRW', async () => {
    const [course] = await testApp.database.db.select().from(contents).where(eq(contents.id, ids.course));
    const page = await get(`/courseDetail/${ids.course}`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain(`<title>MEDIVENUS - 뷰티 메디컬 교육을 한 곳에서 | ${course?.title.ko}</title>`);
    expect(meta(html, 'og:title')).toContain(course?.title.ko);
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:locale')).toBe('ko_KR');
    expect(meta(html, 'og:url')).toMatch(new RegExp(`/courseDetail/${ids.course}$`));
    expect(meta(html, 'og:image')).toMatch(new RegExp(`/share-image/${ids.course}\\.jpg$`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    for (const locale of ['ko', 'en', 'ja'])
      expect(html).toMatch(
        new RegExp(`hreflang="${locale}" href="[^"]*/courseDetail/${ids.course}\\?locale=${locale}"`),
      );
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/courseDetail\/\d+">/);

    const data = ofType(html, 'Course');
    expect(data).toMatchObject({
      name: course?.title.ko,
      inLanguage: course?.lang,
      provider: { '@type': 'Organization', name: 'MEDIVENUS' },
      offers: { '@type': 'Offer', price: course?.price, priceCurrency: 'KRW' },
    });
    expect(ofType(html, 'BreadcrumbList')).toMatchObject({ itemListElement: expect.any(Array) });
  });

  it('the share image is a 1200×630 JPEG made from the artwork', async () => {
    const html = (await get(`/courseDetail/${ids.course}`)).body;
    const image = await get(new URL(meta(html, 'og:image') ?? '').pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const info = await sharp(image.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect((await get('/share-image/999999.jpg')).statusCode).toBe(404);
  });

  it('a training page carries an EducationEvent with its date, place and seats', async () => {
    const html = (await get(`/lectureDetail/${ids.training}`)).body;
    const event = ofType(html, 'EducationEvent');
    expect(event).toMatchObject({
      startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      location: { '@type': 'Place' },
      offers: { priceCurrency: 'KRW', availability: expect.stringMatching(/^https:\/\/schema\.org\//) },
    });
  });

  it('unknown or unpublished records answer a real 404 with the page', async () => {
    for (const url of [
      '/courseDetail/999999',
      '/courseDetail/abc',
      `/courseDetail/${ids.training}`,
      '/lectureDetail/999999',
      '/noticeDetail?noticeid=999999',
      '/noticeDetail',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('<div id="root">');
    }
    await testApp.database.db.update(contents).set({ isPublished: false }).where(eq(contents.id, ids.course));
    try {
      expect((await get(`/courseDetail/${ids.course}`)).statusCode).toBe(404);
    } finally {
      await testApp.database.db
        .update(contents)
        .set({ isPublished: true })
        .where(eq(contents.id, ids.course));
    }
  });

  it('/main names the Organization; the notice page its title', async () => {
    expect(ofType((await get('/main')).body, 'Organization')).toMatchObject({ name: 'MEDIVENUS' });
    const [notice] = await testApp.database.db.select().from(notices).where(eq(notices.id, ids.notice));
    const html = (await get(`/noticeDetail?noticeid=${ids.notice}`)).body;
    expect(html).toContain(`| ${notice?.title.ko}</title>`);
    expect(html).toMatch(
      new RegExp(`hreflang="en" href="[^"]*/noticeDetail\\?noticeid=${ids.notice}&amp;locale=en"`),
    );
  });

  it('speaks the language the browser will: link parameter, then the stored choice, then the browser', async () => {
    const [course] = await testApp.database.db.select().from(contents).where(eq(contents.id, ids.course));
    const url = `/courseDetail/${ids.course}`;
    const english = (await get(url, { 'accept-language': 'en-US,en;q=0.9' })).body;
    expect(english).toContain('<html lang="en"');
    expect(meta(english, 'og:locale')).toBe('en_US');
    expect(meta(english, 'og:title')).toContain(course?.title.en);
    // The spec's browser rule: Korean when any language contains ko, otherwise English (never Japanese).
    expect((await get(url, { 'accept-language': 'ja-JP' })).body).toContain('<html lang="en"');
    expect((await get(url, { 'accept-language': 'en-US', cookie: 'locale=ja' })).body).toContain(
      '<html lang="ja"',
    );
    expect((await get(`${url}?locale=en`, { cookie: 'locale=ja' })).body).toContain('<html lang="en"');
  });

  it('escapes a hostile title and body in the head and in JSON-LD', async () => {
    const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const db = testApp.database.db;
    const [original] = await db.select().from(contents).where(eq(contents.id, ids.course));
    await db
      .update(contents)
      .set({ title: { ko: hostile }, summary: { ko: hostile } })
      .where(eq(contents.id, ids.course));
    await db
      .update(notices)
      .set({ title: { ko: hostile }, body: { ko: hostile } })
      .where(eq(notices.id, ids.notice));
    try {
      for (const url of [`/courseDetail/${ids.course}`, `/noticeDetail?noticeid=${ids.notice}`]) {
        const html = (await get(url)).body;
        expect(html, url).not.toContain('<script>alert(1)');
        expect(html, url).not.toContain('"><img');
        expect(html, url).not.toMatch(/<img /);
      }
      const html = (await get(`/courseDetail/${ids.course}`)).body;
      expect(ofType(html, 'Course')?.name).toBe(hostile);
    } finally {
      await db
        .update(contents)
        .set({ title: original?.title, summary: original?.summary })
        .where(eq(contents.id, ids.course));
    }
  });
});
