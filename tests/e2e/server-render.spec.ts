import { expect, test } from './support/fixtures';

/** The public routes of spec §2 the server renders (ids of the demo data's first course and training). */
const PUBLIC_PATHS = [
  '/main',
  '/campus',
  '/category',
  '/courseDetail/1',
  '/training',
  '/search?schtext=%EB%B3%B4%ED%86%A1%EC%8A%A4',
  '/notice',
  '/faq',
  '/terms',
  '/login',
  '/signup',
  '/findPW',
];

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

    test('the home page lists courses that link to their pages', async ({ page }) => {
      await page.goto('/main');
      const course = page.locator('main a[href^="/courseDetail/"]').first();
      await expect(course).toBeVisible();
      await course.click();
      await expect(page).toHaveURL(/\/courseDetail\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  for (const locale of ['ko', 'en', 'ja'] as const) {
    test(`hydration leaves no warning or error on any public route (${locale})`, async ({
      page,
      context,
    }) => {
      // Twelve full page loads, each waiting for its after-hydration calls.
      test.setTimeout(240_000);
      await context.addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL! }]);
      await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match|Minified React error #4(18|19|20|21|22|23|25)/i.test(message.text()))
          problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      for (const path of PUBLIC_PATHS) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('header').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
    });
  }
});
