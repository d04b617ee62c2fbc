import type { Locator, Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { memberWithCompletedCourse } from './support/purchase';
import { MAIN_URL } from './support/servers';

/**
 * A phone (390×844, as issue 15 walked it). `isMobile` matters: a phone browser widens its layout
 * viewport to fit anything wider than the screen and shrinks the page, so a too-wide element shows
 * as a larger innerWidth rather than a scroll bar.
 */
const PHONE_WIDTH = 390;
/** A page's first data on a fresh server of a busy machine can take longer than expect's default. */
const FIRST_CONTENT_MS = 30_000;
test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true });

const LANGUAGES = [
  {
    locale: 'ko',
    fullWindow: '넓게 보기',
    myCourses: '내 강의실',
    paymentHistory: '결제 내역',
    logout: '로그아웃',
    completedTab: '수강 완료',
    pauseSlides: '슬라이드 자동 넘김 멈추기',
    nextSlide: '다음 슬라이드',
    withdrawTitle: '회원 탈퇴',
    currentPassword: '현재 비밀번호',
    mobile: '휴대폰 번호',
  },
  {
    locale: 'en',
    fullWindow: 'Full window',
    myCourses: 'My courses',
    paymentHistory: 'Payment history',
    logout: 'Log out',
    completedTab: 'Completed',
    pauseSlides: 'Stop automatic slide show',
    nextSlide: 'Next slide',
    withdrawTitle: 'Delete account',
    currentPassword: 'Current password',
    mobile: 'Mobile number',
  },
] as const;

async function useLanguage(page: Page, locale: string) {
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
}

/** Nothing is wider than the screen: no sideways scrolling, no zoomed-out page. */
async function expectFitsScreen(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    layout: window.innerWidth,
    content: document.documentElement.scrollWidth,
  }));
  expect(widths.layout, `${where}: the page was zoomed out to fit`).toBe(PHONE_WIDTH);
  expect(widths.content, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE_WIDTH);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** WCAG 2.5.5's size for a control a finger taps. */
const TOUCH_TARGET = 44;

/** A picture covers its frame: no strip of the frame's grey shows under or beside it. */
async function expectFillsFrame(image: Locator, where: string) {
  await expect(image).toBeVisible();
  const sizes = await image.evaluate((element: HTMLImageElement) => {
    const own = element.getBoundingClientRect();
    const frame = (element.parentElement as HTMLElement).getBoundingClientRect();
    return { own: [own.width, own.height], frame: [frame.width, frame.height] };
  });
  expect(sizes.own[0], `${where}: width`).toBeCloseTo(sizes.frame[0]!, 0);
  expect(sizes.own[1], `${where}: height`).toBeCloseTo(sizes.frame[1]!, 0);
}

test.describe('on a phone', () => {
  // Two languages and several pages each.
  test.describe.configure({ timeout: 120_000 });

  for (const language of LANGUAGES) {
    test(`${language.locale}: the home, campus and course pages fit the screen`, async ({ page }) => {
      await page.goto('/main');
      await useLanguage(page, language.locale);
      await page.goto('/main');
      await expect(page.getByTestId('banner-carousel')).toBeVisible({ timeout: FIRST_CONTENT_MS });
      await expectFitsScreen(page, '/main');
      await page.goto('/campus');
      await expect(page.getByTestId('course-card').first()).toBeVisible({ timeout: FIRST_CONTENT_MS });
      await expectFitsScreen(page, '/campus');
      await expectFillsFrame(page.getByTestId('course-card').first().locator('img'), '/campus thumbnail');
      await page.goto('/courseDetail/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_CONTENT_MS });
      await expectFitsScreen(page, '/courseDetail/1');
    });

    test(`${language.locale}: the banner controls sit inside the screen, apart, off the banner, and work`, async ({
      page,
    }) => {
      await page.goto('/main');
      await useLanguage(page, language.locale);
      await page.goto('/main');
      const carousel = page.getByTestId('banner-carousel');
      // Reachable by touch, and the slide stays put while it is measured.
      await carousel.getByRole('button', { name: language.pauseSlides }).tap({ timeout: FIRST_CONTENT_MS });
      const image = carousel.locator('[role="group"]:not([hidden]) img');
      await expect(image).toBeVisible();
      const imageBox = await box(image);
      const controls = carousel.getByRole('button');
      const count = await controls.count();
      // Pause, previous, next and one dot per seeded banner.
      expect(count).toBeGreaterThanOrEqual(5);
      const boxes: Box[] = [];
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        const name = (await control.getAttribute('aria-label')) ?? String(index);
        const controlBox = await box(control);
        expect(controlBox.x, name).toBeGreaterThanOrEqual(0);
        expect(controlBox.x + controlBox.width, name).toBeLessThanOrEqual(PHONE_WIDTH);
        expect(controlBox.y + controlBox.height, name).toBeLessThanOrEqual(844);
        expect(controlBox.width, `${name}: a touch target`).toBeGreaterThanOrEqual(TOUCH_TARGET);
        expect(controlBox.height, `${name}: a touch target`).toBeGreaterThanOrEqual(TOUCH_TARGET);
        expect(overlaps(controlBox, imageBox), `${name} covers the banner`).toBe(false);
        for (const other of boxes) expect(overlaps(controlBox, other), `${name} overlaps`).toBe(false);
        boxes.push(controlBox);
      }
      // No band of their own: from the banner's edge down, the page's background shows around them.
      const band = await controls
        .first()
        .evaluate((control) => getComputedStyle(control.parentElement as HTMLElement).backgroundColor);
      expect(band, 'the controls sit on a band').toBe('rgba(0, 0, 0, 0)');
      expect(
        await carousel.evaluate((element) => getComputedStyle(element).backgroundColor),
        'the banner has a grey band under its picture',
      ).toBe('rgba(0, 0, 0, 0)');
      const current = carousel.locator('[aria-current="true"]');
      const shown = await current.getAttribute('aria-label');
      await carousel.getByRole('button', { name: language.nextSlide }).tap();
      await expect(current).not.toHaveAttribute('aria-label', shown ?? '');
    });
  }

  test('the search overlay takes the focus into its field, Escape closes it and gives the focus back', async ({
    page,
  }) => {
    await page.goto('/main');
    const opener = page.getByRole('button', { name: '검색 열기' });
    await opener.click({ timeout: FIRST_CONTENT_MS });
    const overlay = page.getByRole('dialog', { name: '검색' });
    const field = overlay.getByRole('textbox', { name: '검색' });
    await expect(field).toBeFocused();
    await page.keyboard.type('필러');
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(field).toBeFocused();
    await overlay.getByRole('button', { name: '검색 닫기' }).click();
    await expect(overlay).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    // Typed before the dialog has taken the focus, the keys would go to the opener behind it.
    await expect(field).toBeFocused();
    await page.keyboard.type('필러');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?searchtxt=/);
    await expect(overlay).toBeHidden();
  });

  test('a member: my-page sits above its content, and the player with its certificate fits the screen', async ({
    page,
    request,
  }) => {
    const { member, contentsid } = await memberWithCompletedCourse(request, MAIN_URL, '보톡스 입문');
    await logIn(page, member);

    for (const language of LANGUAGES) {
      await useLanguage(page, language.locale);
      for (const path of [
        '/mypage/courses',
        '/mypage/myaccount',
        '/mypage/membership',
        '/mypage/coupon',
        '/mypage/paymentHistory',
      ]) {
        await page.goto(path);
        const sidebar = page.locator('aside').filter({ has: page.getByTestId('mypage-greeting') });
        const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
        await expect(heading).toBeVisible();
        await expectFitsScreen(page, `${language.locale} ${path}`);
        // Above the content, not beside it, and short: the page's title is in the top half.
        const sidebarBox = await box(sidebar);
        const headingBox = await box(heading);
        expect(headingBox.y, path).toBeGreaterThanOrEqual(sidebarBox.y + sidebarBox.height);
        expect(headingBox.y, path).toBeLessThan(844 / 2);
      }
      // Account management: the number reads as written at sign-up, the withdrawal box takes the row.
      await page.goto('/mypage/myaccount');
      await expect(page.getByLabel(language.mobile, { exact: false }).first()).toHaveValue('010-2345-6789');
      const withdrawal = page.locator('section').filter({ hasText: language.withdrawTitle });
      const password = await box(withdrawal.getByLabel(language.currentPassword));
      expect(password.width).toBeGreaterThanOrEqual(200);
      // Every my-page entry, 로그아웃 included, is in sight at once with its whole label: no sideways
      // scroll, nothing cut at the edge.
      const nav = page.locator('aside nav');
      const navBox = await box(nav);
      const entries = nav.locator('a, button');
      await expect(entries).toHaveCount(6);
      for (const entry of await entries.all()) {
        const label = (await entry.textContent()) ?? '';
        const entryBox = await box(entry);
        expect(entryBox.x, label).toBeGreaterThanOrEqual(navBox.x);
        expect(entryBox.x + entryBox.width, label).toBeLessThanOrEqual(navBox.x + navBox.width);
        expect(entryBox.x + entryBox.width, label).toBeLessThanOrEqual(PHONE_WIDTH);
        expect(entryBox.height, `${label}: a touch target`).toBeGreaterThanOrEqual(TOUCH_TARGET);
        const clipped = await entry.evaluate((element) =>
          [element, ...element.querySelectorAll('*')].some(
            (part) =>
              part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible',
          ),
        );
        expect(clipped, `${label} is cut`).toBe(false);
      }
      await expect(nav.getByRole('button', { name: language.logout })).toBeVisible();
      await nav.getByRole('link', { name: language.myCourses }).tap();
      await expect(page).toHaveURL(/\/mypage\/courses$/);
      await page.getByRole('tab', { name: language.completedTab }).tap();
      await expectFillsFrame(page.getByTestId(`my-course-${contentsid}`).locator('img'), 'my course');
      await nav.getByRole('link', { name: language.paymentHistory }).tap();
      await expect(page).toHaveURL(/\/mypage\/paymentHistory$/);

      await page.goto(`/player/${contentsid}`);
      const fullWindow = page.getByRole('link', { name: language.fullWindow });
      await expect(fullWindow).toBeVisible();
      await expectFitsScreen(page, `${language.locale} player`);
      const stage = await box(page.getByTestId('video-stage'));
      expect(stage.x).toBeGreaterThanOrEqual(0);
      expect(stage.x + stage.width).toBeLessThanOrEqual(PHONE_WIDTH);
      const link = await box(fullWindow);
      expect(link.x + link.width).toBeLessThanOrEqual(PHONE_WIDTH);
    }
    // The last entry works as well.
    await page.goto('/mypage/courses');
    await page.locator('aside nav').getByRole('button', { name: LANGUAGES[1].logout }).tap();
    await expect(page).toHaveURL(/\/login$/);
  });
});
