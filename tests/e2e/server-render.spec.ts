import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FALLBACK_FONT_FAMILIES } from '../../src/web/app/fallback-fonts';
import { E2E_APP_HEADERS, field } from './support/accounts';
import { expect, newAppPage, test } from './support/fixtures';

/** The public routes of spec §2 the server renders (ids of the demo data's first course and training). */
const PUBLIC_PATHS = [
  '/main',
  '/campus',
  '/category',
  '/courseDetail/1',
  '/training',
  '/search?searchtxt=%EB%B3%B4%ED%86%A1%EC%8A%A4',
  '/notice',
  // A notice shows its date and time, which the server and the browser must write alike.
  '/noticeDetail?noticeid=2',
  '/faq',
  '/terms',
  '/login',
  '/signup',
  '/findPW',
];

/** Whether the app has run and applied its own stylesheet, which a rendered page defers. */
function appStylesheetApplied(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) => /\/assets\/app-/.test(sheet.href ?? '')),
  );
}

/**
 * The document's web font faces whose unicode-range covers a character of `text` (not the system
 * fonts' measured faces, which are never fetched).
 */
function facesCovering(page: Page, text: string): Promise<{ family: string; loaded: boolean }[]> {
  return page.evaluate(
    ({ characters, systemFamilies }) => {
      const points = [...characters].map((character) => character.codePointAt(0) ?? 0);
      const covers = (range: string, point: number) =>
        range.split(',').some((part) => {
          const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
          return Number.parseInt(from, 16) <= point && point <= Number.parseInt(to, 16);
        });
      return [...document.fonts]
        .filter((face) => points.some((point) => covers(face.unicodeRange, point)))
        .map((face) => ({ family: face.family.replace(/^"|"$/g, ''), loaded: face.status === 'loaded' }))
        .filter((face) => !systemFamilies.includes(face.family));
    },
    { characters: text, systemFamilies: [...FALLBACK_FONT_FAMILIES] as string[] },
  );
}

/** Whether each font Chromium drew the element's text with is a web font (DevTools' own record). */
async function fontsDrawing(page: Page, selector: string): Promise<boolean[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return [...new Set(fonts.map((font) => font.isCustomFont))];
}

/** How the text of the page's `main` is laid out: its lines, their total width, and its height. */
function mainTextLayout(page: Page): Promise<{ lines: number; width: number; height: number }> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('the page has no main');
    const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    let lines = 0;
    let width = 0;
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) {
        lines += 1;
        width += line.width;
      }
    }
    return { lines, width, height: main.getBoundingClientRect().height };
  });
}

test.describe('server-rendered public pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a course page shows its content and its links navigate', async ({ page }) => {
      await page.goto('/courseDetail/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('커리큘럼').first()).toBeVisible();
      await page.locator('header a[href="/campus"]').first().click();
      await expect(page).toHaveURL(/\/campus$/);
      await expect(page.locator('header')).toBeVisible();
    });

    test("the app's stylesheet applies from the page's fallback link", async ({ page }) => {
      await page.goto('/campus');
      const sheets = await page.evaluate(() =>
        [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'),
      );
      expect(sheets).toContainEqual(expect.stringMatching(/\/assets\/app-[^/]+\.css$/));
    });

    test('the home page lists courses that link to their pages', async ({ page }) => {
      await page.goto('/main');
      const course = page.locator('main a[href^="/courseDetail/"]').first();
      await expect(course).toBeVisible();
      await course.click();
      await expect(page).toHaveURL(/\/courseDetail\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test("a page whose texts are a part of the app's names them with its code, in the reader's language", async ({
    page,
    request,
  }) => {
    const korean = { 'accept-language': 'ko-KR' };
    const accountKo = JSON.parse(readFileSync('src/web/i18n/account/ko.json', 'utf8')) as {
      loginTitle: string;
    };
    const textsNamedBy = async (path: string) => {
      const html = await (await request.get(path, { headers: korean })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      return [...head.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/ko-[^"]+)"/g)].map(
        ([, href]) => href!,
      );
    };
    const home = await textsNamedBy('/main');
    const login = await textsNamedBy('/login');
    const accountTexts = login.filter((href) => !home.includes(href));
    expect(accountTexts).toHaveLength(1);
    const file = await (await request.get(accountTexts[0]!)).text();
    expect(file).toContain(JSON.stringify(accountKo.loginTitle).slice(1, -1));
    // A member's page, rendered in the browser, names the members' texts and messages, not the account pages'.
    const payment = await textsNamedBy('/payment');
    expect(payment.filter((href) => !home.includes(href))).toHaveLength(2);
    expect(payment).not.toContain(accountTexts[0]);

    // The app asks for no other texts than those named before it renders the page.
    const fetched: string[] = [];
    page.on('request', (asked) => {
      const path = new URL(asked.url()).pathname;
      if (/^\/assets\/(ko|en|ja)-/.test(path)) fetched.push(path);
    });
    await page.setExtraHTTPHeaders(korean);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: accountKo.loginTitle })).toBeVisible();
    await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
    expect(fetched.sort()).toEqual(login.sort());
  });

  test('the first paint waits for no stylesheet; the app applies them once it runs', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/campus')).text();
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>.*?<\/noscript>/g, '');
    const afterPaint = /<template data-after-paint>.*?<\/template>/g;
    // The rules its markup uses are inline (beasties), and so is the page's own font face.
    expect(head).toMatch(/<style>[^<]*\.mantine-/);
    expect(head).toContain('<style data-page-font>');
    // The page's own font face is inline, and the font's sheet's link is disabled (never fetched).
    expect(
      head
        .replaceAll(afterPaint, '')
        .replaceAll(/<link rel="stylesheet"[^>]* disabled data-font-faces>/g, ''),
    ).not.toContain('rel="stylesheet"');
    // Its scripts come after what it shows: the entry at low priority, the app's chunks once it has painted.
    expect(head).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-/);
    expect(head.replaceAll(afterPaint, '')).not.toContain('modulepreload');
    expect(head.match(afterPaint)?.join('')).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/app-/,
    );

    await page.goto('/campus');
    await page.mouse.move(200, 400);
    await expect.poll(() => appStylesheetApplied(page)).toBe(true);
    // The page declares one face, its own, beside the system fonts' measured faces; Pretendard's faces
    // wait for the reader's first action (each new face lays the page out again); then every face is
    // declared, each once.
    const facesIn = (selector: string) =>
      page.evaluate(
        (style) => document.querySelector(style)?.textContent?.match(/@font-face/g)?.length ?? 0,
        selector,
      );
    const inline = await facesIn('style[data-page-font]');
    const fallbackFaces = await facesIn('style[data-fallback-fonts]');
    const faces = await page.evaluate(async () => {
      const facesSheet = document.querySelector<HTMLLinkElement>('link[data-font-faces]');
      return (await (await fetch(facesSheet?.href ?? '')).text()).match(/@font-face/g)?.length ?? 0;
    });
    expect(inline).toBe(1);
    expect(fallbackFaces).toBeGreaterThan(0);
    expect(faces).toBeGreaterThan(50);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.fonts.size)).toBe(inline + fallbackFaces);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.fonts.size)).toBe(faces + inline + fallbackFaces);
  });

  test('a Korean page fetches one font file, made for its text, and draws its text with it', async ({
    browser,
    request,
  }) => {
    const path = '/courseDetail/1';
    // The first visit after a start has the server make the file; the next reader finds it made.
    const html = await (await request.get(path, { headers: { 'accept-language': 'ko-KR' } })).text();
    const fontFile = /<link rel="preload" href="([^"]+)" as="font"/.exec(html)?.[1] ?? '';
    expect((await request.get(fontFile)).ok()).toBe(true);

    const page = await newAppPage(browser, { locale: 'ko-KR' });
    const fontsFetched: string[] = [];
    page.on('request', (fetched) => {
      if (fetched.resourceType() === 'font')
        fontsFetched.push(fetched.url().replace(/^https?:\/\/[^/]+/, ''));
    });
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(fontsFetched).toEqual([fontFile]);
    // Every glyph of the heading from the web font, none from a system font.
    expect(await fontsDrawing(page, 'main h1')).toEqual([true]);
    expect(
      await page.evaluate(
        () => [...document.fonts].find((face) => face.family === 'Pretendard Page')?.status,
      ),
    ).toBe('loaded');
    await page.context().close();
  });

  test("a page whose font file does not come keeps the system font after the reader's first action", async ({
    browser,
  }) => {
    const page = await newAppPage(browser, { locale: 'ko-KR' });
    await page.route('**/fonts/page/**', (route) => route.abort());
    await page.goto('/courseDetail/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await fontsDrawing(page, 'main h1')).toEqual([false]);
    // The first action has the app declare Pretendard's own faces, without the page's characters:
    // the heading is not swapped into Pretendard under the reader.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.fonts.size)).toBeGreaterThan(50);
    await page.waitForLoadState('networkidle');
    expect(await fontsDrawing(page, 'main h1')).toEqual([false]);
    // Each character is declared once: only the page's own face covers the heading's characters.
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const families = (await facesCovering(page, heading.replaceAll(' ', ''))).map((face) => face.family);
    expect(families).toEqual(['Pretendard Page']);
    await page.context().close();
  });

  for (const [locale, path] of [
    ['ko-KR', '/courseDetail/1'],
    ['en-US', '/training'],
  ] as const) {
    test(`a page whose font file does not come is laid out as in Pretendard, in the measured fallback faces (${locale} ${path})`, async ({
      browser,
      request,
    }) => {
      const html = await (await request.get(path, { headers: { 'accept-language': locale } })).text();
      const fontFile = /<link rel="preload" href="([^"]+)" as="font"/.exec(html)?.[1] ?? '';
      expect((await request.get(fontFile)).ok()).toBe(true);
      const layoutOf = async (fontFileComes: boolean, fallbackFaces: boolean) => {
        const page = await newAppPage(browser, {
          viewport: { width: 412, height: 823 },
          isMobile: true,
          locale,
        });
        if (!fontFileComes) await page.route('**/fonts/page/**', (route) => route.abort());
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const pageFace = await page.evaluate(
          () => [...document.fonts].find((face) => face.family === 'Pretendard Page')?.status,
        );
        expect(pageFace).toBe(fontFileComes ? 'loaded' : 'error');
        // Loaded is not enough: a file that came after the block period leaves the page in the
        // fallback. The heading must be drawn in it (a web font) or not at all.
        expect(await fontsDrawing(page, 'main h1')).toEqual([fontFileComes]);
        if (!fallbackFaces)
          await page.evaluate(() => document.querySelector('style[data-fallback-fonts]')?.remove());
        const layout = await mainTextLayout(page);
        await page.context().close();
        return layout;
      };
      const inPretendard = await layoutOf(true, true);
      const inFallback = await layoutOf(false, true);
      // Every line breaks where Pretendard's does, and the whole text takes its width within 3%.
      expect(inFallback.lines).toBe(inPretendard.lines);
      expect(inFallback.height).toBe(inPretendard.height);
      expect(Math.abs(inFallback.width / inPretendard.width - 1)).toBeLessThan(0.03);
      // Without the faces, the system's own fallback (here Noto Sans CJK KR and fontconfig's sans-serif,
      // DejaVu Sans) sets the text wider, onto more lines.
      const inSystemFonts = await layoutOf(false, false);
      expect(inSystemFonts.width / inPretendard.width).toBeGreaterThan(1.05);
      expect(inSystemFonts.height).toBeGreaterThan(inPretendard.height);
    });
  }

  test('a rendered page does not move when the app takes it over', async ({ browser }) => {
    // A phone-sized first visit in English, whose text is first drawn before Pretendard arrives.
    const page = await newAppPage(browser, {
      viewport: { width: 412, height: 823 },
      isMobile: true,
      locale: 'en-US',
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/main');
    // The app has hydrated the page; the reader's first touch applies the app's stylesheets (decision 073).
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await page.mouse.move(200, 400);
    await expect.poll(() => appStylesheetApplied(page)).toBe(true);
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((total, shift) => total + shift, 0)).toBeLessThan(0.05);
    await page.context().close();
  });

  test("the home page's sections further down are laid out only when the reader comes near them", async ({
    browser,
  }) => {
    const page = await newAppPage(browser, { viewport: { width: 412, height: 823 }, isMobile: true });
    await page.goto('/main');
    const sections = page.locator('main section[aria-labelledby]');
    await expect(sections.first()).toBeVisible();
    const lastHeading = sections.last().getByRole('heading');
    const laidOut = () =>
      lastHeading.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    // Its content is in the page all the same, only not laid out yet.
    await expect(lastHeading).toBeAttached();
    await lastHeading.scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);
    await page.context().close();
  });

  test('an English page fetches no font face for the language names it only reads out', async ({
    browser,
  }) => {
    const page = await newAppPage(browser, { locale: 'en-US' });
    await page.goto('/training');
    await expect(page.locator('main a[href^="/lectureDetail/"]').first()).toBeVisible();
    // The reader's first action has the app declare the faces the page does not use yet.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.fonts.size)).toBeGreaterThan(50);
    await page.waitForLoadState('networkidle');
    // The footer's company details are Korean, so only the Japanese name's faces tell. The page's own
    // file claims every character (it has no unicode-range), and was fetched for the page's text.
    const japaneseFacesLoaded = (await facesCovering(page, '日本語')).filter(
      (face) => face.loaded && face.family !== 'Pretendard Page',
    ).length;
    // The switch's names are drawn in the system font: they are visually hidden.
    await expect(page.getByText('日本語').first()).toBeAttached();
    expect(japaneseFacesLoaded).toBe(0);
    await page.context().close();
  });

  test('a login typed and sent before the app has run is kept, and sent by the app once it runs', async ({
    browser,
    member,
  }) => {
    // A slow phone: the page is there, the app's code is not yet.
    const page = await (await browser.newContext()).newPage();
    let releaseApp: () => void = () => undefined;
    const appArrives = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
      await appArrives;
      await route.continue();
    });
    await page.goto('/login');
    await field(page, '이메일').fill(member.email);
    await field(page, '비밀번호').fill(member.password);
    await page.getByLabel('로그인 상태 유지').check();
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    // The browser did not send the form itself (a GET of /login that loses what was typed).
    await expect(page).toHaveURL(/\/login$/);
    await expect(field(page, '이메일')).toHaveValue(member.email);
    releaseApp();
    await expect(page).toHaveURL(/\/main$/);
    // The ticked box reached the app too: the session is kept (spec: keepLogin).
    expect(await page.evaluate(() => localStorage.getItem('medivenus_keepLogin'))).toBe('true');
    await page.context().close();
  });

  for (const path of ['/campus', '/category/1', '/search?searchtxt=%EB%B3%B4%ED%86%A1%EC%8A%A4']) {
    test(`a server-rendered listing is not fetched again by the browser (${path})`, async ({ page }) => {
      const catalogueCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/(Contents\/(search|main\/campus)|Category\/GetList\?isactive=1$)/.test(request.url()))
          catalogueCalls.push(request.url());
      });
      await page.goto(path);
      await expect(page.locator('main a[href^="/courseDetail/"]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(catalogueCalls).toEqual([]);
    });
  }

  test('the not-found page of a path the app has no route for is served with it, and the app takes it over as served', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/hydrat|did not match|Minified React error/i.test(message.text())) problems.push(message.text());
    });
    // The heading as served, before any script of the page has run.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as { servedHeading?: Element | null }).servedHeading = document.querySelector('h1');
      }),
    );
    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    // Hydrated, not rendered again: the served heading is still the one shown.
    expect(
      await page.evaluate(
        () => (window as { servedHeading?: Element | null }).servedHeading === document.querySelector('h1'),
      ),
    ).toBe(true);
    await page.getByRole('link', { name: '홈으로 가기', exact: true }).click();
    await expect(page).toHaveURL(/\/main$/);
    expect(problems).toEqual([]);
  });

  for (const locale of ['ko', 'en', 'ja'] as const) {
    test(`hydration leaves no warning or error on any public route (${locale})`, async ({
      page,
      context,
      request,
    }) => {
      // Fourteen full page loads, each waiting for its after-hydration calls.
      test.setTimeout(240_000);
      await context.addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL! }]);
      await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match|Minified React error #4(18|19|20|21|22|23|25)/i.test(message.text()))
          problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      // A training page shows its deadline's date and time, which both sides must write alike.
      const trainings = await (
        await request.get('/api/Contents/search/training?pageSize=1', { headers: E2E_APP_HEADERS })
      ).json();
      const trainingPath = `/lectureDetail/${trainings.datas[0].contentsid}`;
      for (const path of [...PUBLIC_PATHS, trainingPath]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('header').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
    });
  }
});
