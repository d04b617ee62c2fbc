import type { Locator, Page } from '@playwright/test';
import { createMember, E2E_APP_HEADERS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { apiToken, buyCourse, courseIdByTitle } from './support/purchase';
import { MAIN_URL } from './support/servers';

/** Moves focus with Tab only, as a keyboard user would, until the element has it. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was never reached with Tab');
}

test('a member logs in and buys a course with the keyboard alone', async ({ page, request }) => {
  const member = await createMember(request, MAIN_URL);
  const campus = await request.get(`${MAIN_URL}/api/Contents/search/campus?sort=price_desc`, {
    headers: E2E_APP_HEADERS,
  });
  const course = (await campus.json()).datas[0] as { contentsid: number; title: string };

  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: /이메일/ }));
  await page.keyboard.type(member.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main$/);

  await page.goto(`/courseDetail/${course.contentsid}`);
  await tabTo(page, page.getByRole('link', { name: '구매하기' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\?contentsid=/);

  await tabTo(page, page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: /결제하기$/ }));
  await page.keyboard.press('Enter');

  // The gateway's own checkout page (the sandbox), also by keyboard: the approving test card is preset.
  const pay = page.getByRole('button', { name: '결제하기', exact: true });
  await expect(pay).toBeVisible();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/paymentComplete/);
  await expect(page.getByTestId('complete-title')).toHaveText('결제 완료', { timeout: 20_000 });
});

test('the player is driven by the keyboard: play, seek, mute', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await createMember(request, MAIN_URL);
  const token = await apiToken(request, MAIN_URL, member);
  const contentsid = await courseIdByTitle(request, MAIN_URL, '보톡스 입문');
  await buyCourse(request, MAIN_URL, token, contentsid);

  await page.goto('/login');
  await page.getByRole('textbox', { name: /이메일/ }).fill(member.email);
  await page.getByLabel(/^비밀번호/).fill(member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/player/${contentsid}`);
  const video = page.getByTestId('lesson-video');
  // Demo videos are transcoded after start-up; the player shows 'preparing' until then.
  await expect(video).toBeVisible({ timeout: 120_000 });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 60_000 })
    .toBeGreaterThan(0);

  await tabTo(page, page.getByTestId('video-stage'));
  const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  // Space toggles playback whichever way the player started (it may resume playing on its own).
  const wasPaused = await paused();
  await page.keyboard.press('Space');
  await expect.poll(paused).toBe(!wasPaused);
  if (await paused()) {
    await page.keyboard.press('Space');
    await expect.poll(paused).toBe(false);
  }
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(before + 3);
  await page.keyboard.press('m');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(paused).toBe(true);
});
