import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { and, asc, desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTitles } from '../../scripts/route-preloads';
import { notices } from '../../src/server/db/schema/board';
import { contents } from '../../src/server/db/schema/catalogue';
import { SEED_BANNERS, SEED_TERMS } from '../../src/server/db/seed/board-data';
import { warmHomePage } from '../../src/server/modules/ssr/warm-home-page';
import { LOCALES } from '../../src/shared/constants';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../src/shared/contract/server-render';
import { formatKrw } from '../../src/shared/format';
import { ADMIN_ROUTES, EMPTY_ROUTES, MYPAGE_ROUTES, STANDARD_ROUTES } from '../../src/web/app/route-table';
import { boardKeys } from '../../src/web/features/board/api/keys';
import { formatSchedule } from '../../src/web/lib/seoul-dates';
import { createTestApp, type TestApp } from '../fixtures/test-app';

/** Pages as a crawler or a browser without JavaScript reads them: plain HTTP, no script run. */
let testApp: TestApp & { close(): Promise<void> };
const ids = { course: 0, training: 0, notice: 0 };

const PAYLOAD = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';

/** The routes' prefetch module, as the build names it for the player's pages (decision 098). */
const PLAYER_START = '/assets/prefetch-player.js';
const PLAYER_START_IMPORT = '/assets/stream-attachment.js';

/** A build's stylesheets: the font's faces and the app's. */
const FONT_SHEET = '/assets/pretendard.css';
const STYLESHEET = '/assets/app.css';

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'medivenus-web-'));
  const indexHtml = readFileSync('index.html', 'utf8').replace(
    '</head>',
    `<link rel="stylesheet" crossorigin href="${FONT_SHEET}"><link rel="stylesheet" crossorigin href="${STYLESHEET}"></head>`,
  );
  writeFileSync(join(webRoot, 'index.html'), indexHtml);
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, FONT_SHEET), '@font-face{font-family:P;src:url(/assets/p.woff2)}');
  writeFileSync(
    join(webRoot, STYLESHEET),
    'body{margin:0}.mantine-Title-root{letter-spacing:-.01em}.never-rendered{color:red}' +
      ':root[data-mantine-color-scheme=light],:host([data-mantine-color-scheme="light"]){--mantine-primary-color-filled:teal}' +
      ':root[data-mantine-color-scheme=dark],:host([data-mantine-color-scheme="dark"]){--mantine-primary-color-filled:navy}',
  );
  // The build's list of the app's routes (scripts/route-preloads.ts), without files to preload.
  const titleOf = routeTitles();
  const routes: RoutePreload[] = [...STANDARD_ROUTES, ...MYPAGE_ROUTES, ...EMPTY_ROUTES, ...ADMIN_ROUTES].map(
    (entry) => ({
      path: entry.path,
      js: [],
      css: [],
      texts: [],
      titles: titleOf(entry.titleKey),
      ...(entry.prefetch && { start: [PLAYER_START, PLAYER_START_IMPORT] }),
    }),
  );
  writeFileSync(join(webRoot, ROUTE_PRELOADS_FILE), JSON.stringify(routes));
  testApp = await createTestApp({ build: { webRoot, ssrEntry: resolve('src/web/entry-server.tsx') } });
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
  // The first render transforms the whole web app's source.
}, 240_000);
afterAll(() => testApp.close());

const get = (url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ko-KR' } });

/** The markup React rendered into #root (the head is the SEO module's, tested in page-head.test.ts). */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/** Text as React writes it into markup. */
const escapedText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

function serverState(html: string): {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
} {
  const json = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}
const ofType = (html: string, type: string) => jsonLd(html).find((data) => data['@type'] === type);
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('server-rendered public pages (no JavaScript run)', () => {
  it('a course page shows its title, price and curriculum, with its Open Graph tags and Course data', async () => {
    const [course] = await testApp.database.db.select().from(contents).where(eq(contents.id, ids.course));
    const page = await get(`/courseDetail/${ids.course}`);
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain(`<h1`);
    expect(root).toContain(course?.title.ko);
    expect(root).toContain(formatKrw(course?.price ?? 0, 'ko'));
    expect(root).toContain('커리큘럼');
    expect(meta(page.body, 'og:title')).toContain(course?.title.ko);
    expect(ofType(page.body, 'Course')).toMatchObject({ name: course?.title.ko });
    // The query cache the browser hydrates from, under the key the page's hook uses.
    const cached = serverState(page.body).queries.queries.map((query) => query.queryKey);
    expect(cached).toContainEqual(['contents', 'info', ids.course, 'ko', null]);
  });

  it('a training page shows its date and seats, with EducationEvent data', async () => {
    const [training] = await testApp.database.db.select().from(contents).where(eq(contents.id, ids.training));
    const page = await get(`/lectureDetail/${ids.training}`);
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain(training?.title.ko);
    expect(root).toContain(
      formatSchedule(training!.startsAt!.toISOString(), training?.endsAt?.toISOString() ?? null, 'ko'),
    );
    expect(root).toMatch(/잔여 \d+석|정원 제한 없음/);
    expect(ofType(page.body, 'EducationEvent')).toBeTruthy();
  });

  it('a notice page shows its body; the FAQ its questions; the home page its sections', async () => {
    const [notice] = await testApp.database.db.select().from(notices).where(eq(notices.id, ids.notice));
    const detail = await get(`/noticeDetail?noticeid=${ids.notice}`);
    expect(detail.statusCode).toBe(200);
    const bodyText = (notice?.body.ko ?? '')
      .replace(/<[^>]*>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' ');
    expect(rootOf(detail.body)).toContain(notice?.title.ko);
    expect(rootOf(detail.body)).toContain(bodyText);
    expect(meta(detail.body, 'og:type')).toBeTruthy();

    const faq = await get('/faq');
    expect(faq.statusCode).toBe(200);
    const faqs = serverState(faq.body).queries.queries.find((query) => query.queryKey[0] === 'faqs');
    const first = (faqs?.state.data as { question: string }[] | undefined)?.[0];
    expect(first).toBeTruthy();
    expect(rootOf(faq.body)).toContain(first?.question);

    const main = await get('/main');
    expect(main.statusCode).toBe(200);
    expect(rootOf(main.body)).toContain('<a');
    expect(ofType(main.body, 'Organization')).toBeTruthy();
    expect(rootOf(main.body)).toMatch(/<a [^>]*href="\/courseDetail\/\d+"/);
  });

  it('writes every part of a page in its place, so it reads whole without scripts', async () => {
    const root = rootOf((await get('/main')).body);
    // The header's category menu is a chunk of its own, which the server loads before it renders.
    expect(/<button [^>]*data-testid="category-menu"[^>]*>/.exec(root)?.[0]).toContain(
      'aria-haspopup="menu"',
    );
    // React moves a finished boundary into place with an inline script when it is written out of order.
    expect(root).not.toMatch(/<template id="B:|\$RC/);
  });

  it('the page meta the browser reads (test mode, company) render on the server too, so hydration matches', async () => {
    const root = rootOf((await get('/terms')).body);
    expect(root).toContain('aria-label="테스트 모드"');
    expect(root).toContain('(주)메디비너스');
  });

  it("the home banners read in the reader's language: their words in the markup, over a raster picture", async () => {
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/main',
      headers: { 'accept-language': 'en' },
    });
    const banner = SEED_BANNERS[0]!;
    const carousel = rootOf(page.body).slice(rootOf(page.body).indexOf('data-testid="banner-carousel"'));
    expect(carousel).toContain(`>${banner.title.en}<`);
    expect(carousel).not.toContain(banner.title.ko);
    const imageUrl = /<img src="([^"]+)" alt[ >=]/.exec(carousel)?.[1] ?? '';
    const artwork = await testApp.app.inject({ method: 'GET', url: imageUrl });
    expect(artwork.statusCode).toBe(200);
    // A raster picture, as an upload would be, the width of the carousel's artwork: the words are the markup's.
    expect(artwork.headers['content-type']).toBe('image/webp');
    expect(await sharp(artwork.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 400,
    });
  });

  it('a path the app has no route for answers 404 with its not-found page rendered; a path that forwards does not', async () => {
    for (const path of ['/no-such-page', '/admin/no-such-page', '/courseDetail/1/extra']) {
      const unknown = await get(path);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toMatch(/<h1[^>]*>페이지를 찾을 수 없습니다<\/h1>/);
      expect(unknown.body).toContain('href="/main"');
    }
    for (const path of ['/', '/mypage', '/main', '/player/1']) expect((await get(path)).statusCode).toBe(200);
  });

  it('a page answers HEAD as it answers GET, without the body', async () => {
    for (const path of ['/main', '/faq', `/courseDetail/${ids.course}`, '/no-such-page']) {
      const [head, got] = await Promise.all(
        ['HEAD', 'GET'].map((method) =>
          testApp.app.inject({
            method: method as 'HEAD' | 'GET',
            url: path,
            headers: { 'accept-language': 'ko-KR' },
          }),
        ),
      );
      expect(head?.statusCode, path).toBe(got?.statusCode);
      expect(head?.headers['content-type'], path).toBe(got?.headers['content-type']);
      expect(head?.body, path).toBe('');
    }
  });

  it("every page is served with its route's title in the reader's language, as the app titles it", async () => {
    const served = async (path: string, language: string) =>
      /<title>([^<]*)<\/title>/.exec(
        (await testApp.app.inject({ method: 'GET', url: path, headers: { 'accept-language': language } }))
          .body,
      )?.[1];
    expect(await served('/faq', 'ko-KR')).toBe('MEDIVENUS - 뷰티 메디컬 교육을 한 곳에서 | 자주 묻는 질문');
    expect(await served('/notice', 'en-US')).toBe('MEDIVENUS - 뷰티 메디컬 교육을 한 곳에서 | Notices');
    expect(await served('/main?locale=ja', 'en-US')).toBe(
      'MEDIVENUS - 뷰티 메디컬 교육을 한 곳에서 | ホーム',
    );
    expect(await served('/main', 'ko-KR')).toBe('MEDIVENUS - 뷰티 메디컬 교육을 한 곳에서 | 홈');
    expect(await served('/login', 'ko-KR')).toBe('MEDIVENUS - 뷰티 메디컬 교육을 한 곳에서 | 로그인');
  });

  it("the player's page runs its first requests' script as it arrives, with the course it names", async () => {
    const startScript = (html: string) =>
      /<script type="module" async fetchpriority="high" crossorigin src="([^"]+)" data-route-params="([^"]*)"><\/script><link rel="modulepreload" fetchpriority="high" crossorigin href="([^"]+)">/.exec(
        html,
      );
    for (const path of ['/player/7?lesson=3', '/vodfull/7']) {
      const [, src, params, imported] = startScript((await get(path)).body) ?? [];
      expect([src, imported]).toEqual([PLAYER_START, PLAYER_START_IMPORT]);
      expect(JSON.parse((params ?? '').replaceAll('&quot;', '"'))).toEqual({ contentsid: '7' });
    }
    // A page whose route starts nothing has no such script; an address is written into it escaped.
    expect(startScript((await get('/mypage/courses')).body)).toBeNull();
    const hostile = (await get(`/player/${encodeURIComponent('"><script>alert(1)</script>')}`)).body;
    expect(hostile).not.toContain('<script>alert(1)');
    expect(startScript(hostile)?.[2]).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('an unknown course answers 404; a member page stays rendered in the browser', async () => {
    expect((await get('/courseDetail/999999')).statusCode).toBe(404);
    const member = await get('/mypage/courses');
    expect(member.body).toContain('<div id="root"></div>');
  });

  it('a course title, description and instructor biography and a notice body carrying markup are escaped in the HTML, JSON-LD and the state', async () => {
    const [course] = await testApp.database.db.select().from(contents).where(eq(contents.id, ids.course));
    const [notice] = await testApp.database.db.select().from(notices).where(eq(notices.id, ids.notice));
    await testApp.database.db
      .update(contents)
      .set({
        title: { ...course!.title, ko: PAYLOAD },
        description: { ...course!.description, ko: `<p>${PAYLOAD}</p>` },
        instructorBio: { ...course!.instructorBio, ko: PAYLOAD },
      })
      .where(eq(contents.id, ids.course));
    await testApp.database.db
      .update(notices)
      .set({ body: { ...notice!.body, ko: `<p>${PAYLOAD}</p>` } })
      .where(eq(notices.id, ids.notice));
    // Written behind the console's back: drop the kept pages as its saves do.
    await testApp.app.responseCache.invalidate();
    for (const url of [`/courseDetail/${ids.course}`, `/noticeDetail?noticeid=${ids.notice}`]) {
      const html = (await get(url)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x onerror');
      expect(html).not.toMatch(/<img[^>]*onerror/);
      expect(serverState(html)).toBeTruthy();
    }
    const coursePage = (await get(`/courseDetail/${ids.course}`)).body;
    expect(rootOf(coursePage)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img');
    expect(ofType(coursePage, 'Course')).toMatchObject({ name: PAYLOAD });
    const state = serverState(coursePage).queries.queries.find((query) => query.queryKey[1] === 'info');
    expect(state?.state.data).toMatchObject({ title: PAYLOAD });
  });

  it('the campus lists its newest courses in the HTML, under the key the page reads them by', async () => {
    const [newest] = await testApp.database.db
      .select({ title: contents.title })
      .from(contents)
      .where(and(eq(contents.conttype, 'course'), eq(contents.isPublished, true)))
      .orderBy(desc(contents.publishedAt), desc(contents.id))
      .limit(1);
    const html = (await get('/campus')).body;
    expect(rootOf(html)).toContain(escapedText(newest!.title.ko ?? ''));
    const keys = serverState(html).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('"sort":"newest"') && key.includes('"page":1'))).toBe(true);
  });

  it('a category page and a search list their courses in the HTML, under the keys the pages read them by', async () => {
    const [course] = await testApp.database.db
      .select({ title: contents.title, categoryid: contents.categoryId })
      .from(contents)
      .where(eq(contents.id, ids.course));
    const category = (await get(`/category/${course!.categoryid}`)).body;
    expect(rootOf(category)).toContain(`href="/courseDetail/${ids.course}"`);
    expect(rootOf(category)).not.toContain('mantine-Skeleton-root');
    const categoryKeys = serverState(category).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(categoryKeys.some((key) => key.includes(`"categoryid":${course!.categoryid}`))).toBe(true);
    expect((await get('/category/987654')).statusCode).toBe(404);

    // The English title: an earlier test of this file writes markup into the Korean one.
    const word = (course!.title.en ?? '').split(/\s+/).find((part) => part.length >= 2) ?? '';
    const search = (await get(`/search?searchtxt=${encodeURIComponent(word)}`)).body;
    expect(rootOf(search)).toContain('data-testid="search-result"');
    expect(rootOf(search)).toContain(`href="/courseDetail/${ids.course}"`);
    const searchKeys = serverState(search).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(searchKeys.some((key) => key.includes(JSON.stringify(word)))).toBe(true);
  });

  it('the terms page shows the policy asked for in the HTML, under the key the page reads it by', async () => {
    const privacy = SEED_TERMS.find((policy) => policy.tab === 1)!;
    const html = (await get('/terms?tab=1')).body;
    expect(rootOf(html)).toContain(privacy.body.ko);
    expect(rootOf(html)).not.toContain('mantine-Skeleton-root');
    const keys = serverState(html).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(boardKeys.terms('ko', 1, undefined)));
    // A tab past the three is the first, as the page reads it.
    expect(rootOf((await get('/terms?tab=9')).body)).toContain(SEED_TERMS[0]!.body.ko);
  });

  it("inlines the styles the page's markup uses and links the stylesheet once the page has painted", async () => {
    const html = (await get(`/courseDetail/${ids.course}`)).body;
    const head = html.slice(0, html.indexOf('</head>'));
    // The rules its markup uses, not those of elements it lacks, and no face of the font's sheet; the
    // light scheme's variables (the theme's colours), which beasties cannot match to an element, too.
    const inline = [...head.matchAll(/<style>(.*?)<\/style>/g)].map(([, css]) => css).join('');
    expect(inline).toBe(
      'body{margin:0}.mantine-Title-root{letter-spacing:-.01em}' +
        ':root[data-mantine-color-scheme=light]{--mantine-primary-color-filled:teal}',
    );
    // Linked once the page has painted (the template is inert until the app's entry opens it).
    expect(head).toContain(
      `<template data-after-paint><link rel="stylesheet" crossorigin href="${STYLESHEET}" fetchpriority="low">`,
    );
    // The only blocking stylesheet left is the one for browsers that run no script (the font's is disabled).
    expect(
      head.replace(
        /<noscript>.*?<\/noscript>|<template data-after-paint>.*?<\/template>|<link [^>]* disabled data-font-faces>/g,
        '',
      ),
    ).not.toContain('rel="stylesheet"');
    expect(head).toContain(`<noscript><link rel="stylesheet" crossorigin href="${STYLESHEET}"></noscript>`);
  });

  it("draws a page's text with a font file of its own, preloaded, which holds every character of it", async () => {
    const [course] = await testApp.database.db.select().from(contents).where(eq(contents.id, ids.course));
    const html = (await get(`/courseDetail/${ids.course}`)).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const href =
      /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/.exec(head)?.[1] ?? '';
    expect(href).toMatch(/^\/fonts\/page\/[\w-]+\.woff2\?c=[\w-]+$/);
    expect(head).toContain(`@font-face{font-family:"Pretendard Page";`);
    expect(head).toContain(`src:url(${href}) format("woff2-variations")`);
    // The font's own faces are named, disabled, for the app to declare; none is declared by the page.
    expect(head).toContain(
      `<link rel="stylesheet" crossorigin href="${FONT_SHEET}" disabled data-font-faces>`,
    );
    expect(head).not.toContain('/assets/p.woff2');

    const font = await testApp.app.inject({ method: 'GET', url: href });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const drawn = new Face(new Blob(await fontverter.convert(font.rawPayload, 'sfnt')), 0).collectUnicodes();
    for (const text of [course?.title.ko ?? '', '커리큘럼', formatKrw(course?.price ?? 0, 'ko')]) {
      const missing = [...text].filter((character) => !drawn.includes(character.codePointAt(0) ?? 0));
      expect(missing, text).toEqual([]);
    }
    // A few bytes a character: Pretendard's pieces for the same text weigh four times as much.
    expect(font.rawPayload.length).toBeLessThan(drawn.length * 400);
  });

  it("refuses a font file the server did not name, and an address it cannot read, as the reader's errors", async () => {
    const html = (await get('/faq')).body;
    const [, signature, characters] = /href="\/fonts\/page\/([\w-]+)\.woff2\?c=([\w-]+)"/.exec(html) ?? [];
    const other = /href="\/fonts\/page\/[\w-]+\.woff2\?c=([\w-]+)"/.exec((await get('/main')).body)?.[1];
    expect(other).not.toBe(characters);
    const ask = (url: string) =>
      testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    const forged = await ask(`/fonts/page/${signature}.woff2?c=${other}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    for (const url of [`/fonts/page/${signature}.woff2`, `/fonts/page/${signature}.woff2?c=%25%00`]) {
      const refused = await ask(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    // Any address at all: a reader's error in the envelope, never a server error.
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.string({ maxLength: 200 }), async (name, query) => {
        const answer = await ask(
          `/fonts/page/${encodeURIComponent(name)}.woff2?c=${encodeURIComponent(query)}`,
        );
        expect([400, 404]).toContain(answer.statusCode);
        expect(answer.json()).toMatchObject({ success: false });
      }),
      { numRuns: 200 },
    );
  });

  it("warming the home page makes each language's font file before any visitor asks", async () => {
    const made = await warmHomePage(testApp.app);
    expect(made).toHaveLength(LOCALES.length);
    for (const locale of LOCALES) {
      const page = await testApp.app.inject({
        method: 'GET',
        url: '/main',
        headers: { 'accept-language': locale },
      });
      const font = /<link rel="preload" href="([^"]+)" as="font"/.exec(page.body)?.[1];
      expect(made, locale).toContain(font);
    }
  });

  it('the first visit of a page gets it compressed too', async () => {
    const path = `/courseDetail/${ids.course}?from=first-visit-test`;
    const page = await testApp.app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-language': 'ko-KR', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(rootOf(brotliDecompressSync(page.rawPayload).toString())).toContain('<h1');
    const notice = await testApp.app.inject({
      method: 'GET',
      url: `/noticeDetail?noticeid=${ids.notice}`,
      headers: { 'accept-language': 'ko-KR', 'accept-encoding': 'gzip' },
    });
    expect(notice.headers['content-encoding']).toBe('gzip');
  });

  it('a rendered page is sent again as it was until the catalogue changes; a notice page is rendered on each visit', async () => {
    const [course] = await testApp.database.db.select().from(contents).where(eq(contents.id, ids.course));
    const retitle = async (ko: string) =>
      testApp.database.db
        .update(contents)
        .set({ title: { ...course!.title, ko } })
        .where(eq(contents.id, ids.course));
    await retitle('처음 그린 강의 제목');
    await testApp.app.responseCache.invalidate();
    const coursePath = `/courseDetail/${ids.course}?from=kept-page-test`;
    const first = (await get(coursePath)).body;
    expect(rootOf(first)).toContain('처음 그린 강의 제목');

    await retitle('다시 그린 강의 제목');
    expect((await get(coursePath)).body).toBe(first);
    // Compressed once and sent as it is to every browser that takes Brotli.
    const compressed = await testApp.app.inject({
      method: 'GET',
      url: coursePath,
      headers: { 'accept-language': 'ko-KR', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first);

    // Every console save that changes the catalogue does this (registerResponseCache).
    await testApp.app.responseCache.invalidate();
    expect(rootOf((await get(coursePath)).body)).toContain('다시 그린 강의 제목');

    const [notice] = await testApp.database.db.select().from(notices).where(eq(notices.id, ids.notice));
    const noticePath = `/noticeDetail?noticeid=${ids.notice}`;
    await get(noticePath);
    await testApp.database.db
      .update(notices)
      .set({ body: { ...notice!.body, ko: '<p>방금 고친 공지 본문</p>' } })
      .where(eq(notices.id, ids.notice));
    expect(rootOf((await get(noticePath)).body)).toContain('방금 고친 공지 본문');
  });
});
