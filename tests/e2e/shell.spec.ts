import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function headerAndFooter(page: Page) {
  return {
    header: await page.locator('header').count(),
    footer: await page.locator('footer').count(),
  };
}

test.describe('web shell', () => {
  test('/ lands on /main with header and footer and the product title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page).toHaveTitle(/MEDIVENUS - 뷰티 메디컬 교육을 한 곳에서 \| 홈/);
  });

  test('the local demo pays through the sandbox and every page says so, above the page', async ({ page }) => {
    for (const path of ['/main', '/campus', '/login']) {
      await page.goto(path);
      const notice = page.getByRole('complementary', { name: '테스트 모드' });
      await expect(notice, path).toBeVisible();
      await expect(notice).toContainText('실제 결제가 이루어지지 않습니다');
      // In the flow above the header: it pushes the page down instead of covering it.
      const noticeBox = (await notice.boundingBox())!;
      const headerBox = (await page.locator('header').boundingBox())!;
      expect(headerBox.y, path).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height - 1);
    }
    const sandbox = await page.request.get('/sandbox/toss/checkout');
    expect(sandbox.status()).toBe(400);
  });

  test('footer is hidden on login, findPW, resetPW and signup; header stays', async ({ page }) => {
    for (const path of ['/login', '/findPW', '/resetPW/abc', '/signup']) {
      await page.goto(path);
      await expect(page.locator('header')).toBeVisible();
      expect(await headerAndFooter(page), path).toEqual({ header: 1, footer: 0 });
    }
    for (const path of ['/campus', '/notice', '/faq', '/terms?tab=1']) {
      await page.goto(path);
      await expect(page.locator('footer')).toBeVisible();
    }
  });

  test('a login-required route sends a visitor to /login', async ({ page }) => {
    for (const path of ['/mypage', '/mypage/courses', '/payment', '/player/1', '/subscription']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login(\?|$)/);
    }
  });

  test('unknown paths show the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  });

  test('search: one character alerts, clears and focuses; two characters go to /search', async ({ page }) => {
    await page.goto('/main');
    const input = page.locator('header input[name="searchtxt"]');
    await input.fill(' a ');
    await input.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('2글자 이상 입력해 주세요.');
    await expect(dialog.getByRole('button', { name: '확인' })).toBeFocused();
    await input.press('Enter').catch(() => {});
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();

    await input.fill('필러');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?searchtxt=%ED%95%84%EB%9F%AC$/);
  });

  test('the category dropdown lists the seeded top-level categories', async ({ page }) => {
    await page.goto('/main');
    await page.getByTestId('category-menu').click();
    const dropdown = page.getByTestId('category-dropdown');
    for (const name of ['시술 교육', '해부학', '병원 경영', '파트너 교육']) {
      await expect(dropdown.getByRole('menuitem', { name })).toBeVisible();
    }
    await expect(dropdown.getByRole('menuitem', { name: '보톡스' })).toHaveCount(0);
    await dropdown.getByRole('menuitem', { name: '해부학' }).click();
    await expect(page).toHaveURL(/\/category\/\d+$/);
  });

  test('menu items: campus active on course detail, training on lecture detail, Metavenus alerts', async ({
    page,
  }) => {
    await page.goto('/courseDetail/1');
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    await expect(nav.getByRole('link', { name: '캠퍼스' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/lectureDetail/14');
    await expect(nav.getByRole('link', { name: '오프라인 교육' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: '메타비너스' }).click();
    await expect(page.getByRole('dialog')).toContainText('준비 중입니다.');
  });
});

test.describe('locale', () => {
  test.use({ locale: 'en-US' });

  test('an English browser gets English; the switch changes language and is remembered', async ({ page }) => {
    await page.goto('/main');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveTitle(/\| Home$/);
    await page.locator('header').getByText('KR', { exact: true }).click();
    await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ko');
    await page.reload();
    await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
    await page.locator('header').getByText('JA', { exact: true }).click();
    await expect(page.getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('the category list follows the language', async ({ page }) => {
    await page.goto('/main');
    await page.getByTestId('category-menu').click();
    await expect(
      page.getByTestId('category-dropdown').getByRole('menuitem', { name: 'Anatomy' }),
    ).toBeVisible();
  });
});

test.describe('locale detection', () => {
  test.use({ locale: 'ko-KR' });

  test('a Korean browser gets Korean by default', async ({ page }) => {
    await page.goto('/main');
    await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test("a link naming its language (the sitemap's alternates) is the reader's choice, served and remembered", async ({
    page,
    context,
  }) => {
    await page.goto('/main?locale=ja');
    await expect(page.getByRole('link', { name: 'ログイン' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ja');
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('ja');
    // The server reads the mirrored choice: the next page arrives in Japanese before any script runs.
    const served = await page.request.get('/campus');
    expect(await served.text()).toContain('<html lang="ja"');
    await page.goto('/campus');
    await expect(page.getByRole('link', { name: 'ログイン' })).toBeVisible();
  });
});

test.describe('scroll', () => {
  test('a new page opens at its top; back and a reload return to where the reader was', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/main');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    // A course a screen and a half down: far enough to scroll to, not beyond the course page's end.
    const links = page.locator('main a[href^="/courseDetail/"]');
    const index = await links.evaluateAll((anchors) =>
      anchors.findIndex((anchor) => anchor.getBoundingClientRect().top + window.scrollY > 1000),
    );
    const course = links.nth(index);
    await course.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => Math.round(window.scrollY));
    expect(before).toBeGreaterThan(300);

    await course.click();
    await expect(page).toHaveURL(/\/courseDetail\/\d+$/);
    await expect(page.getByTestId('curriculum')).toBeAttached();
    const opened = await page.evaluate(() => ({
      top: window.scrollY,
      room: document.documentElement.scrollHeight - window.innerHeight,
    }));
    // Tall enough to have kept the home page's position: at the top because it was put there.
    expect(opened.room).toBeGreaterThan(before);
    expect(opened.top).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByTestId('curriculum')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
  });

  test('back to a page left unscrolled opens it at its top; a change of filters stays in place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/main');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '캠퍼스' }).click();
    await expect(page).toHaveURL(/\/campus$/);
    // The campus listing's count: the home page has course cards too, but no count.
    await expect(page.getByTestId('result-count')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await page.goBack();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByTestId('result-count')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/category');
    const sort = page.getByLabel('정렬');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const before = await page.evaluate(() => Math.round(window.scrollY));
    await sort.selectOption({ index: 1 });
    await expect(page).toHaveURL(/sort=/);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(before);
  });
});
