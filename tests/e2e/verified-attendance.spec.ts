import type { Page } from '@playwright/test';
import type { PlayerCourse, VideoSource } from '../../src/shared/contract/learning';
import { createMember, DEMO_ADMIN, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { consoleCall } from './support/console-api';
import { expect, test } from './support/fixtures';
import { apiGet, apiToken, buyCourse, courseIdByTitle } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// The course is given credits by the console's API: on the server where specs change the catalogue.
test.use({ baseURL: ADMIN_URL });

const videoTime = (page: Page) =>
  page.getByTestId('lesson-video').evaluate((video: HTMLVideoElement) => video.currentTime);

test('a credit-bearing lesson: a skip ahead is sent back, the end asks "are you there?", the answer shows the verified time', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiToken(request, ADMIN_URL, DEMO_ADMIN);
  const contentsid = await courseIdByTitle(request, ADMIN_URL, '필러주입 기본기');
  await consoleCall(request, admin, 'POST', `/api/Admin/Contents/${contentsid}/Credits`, {
    credits: {
      creditTenths: 10,
      accreditingBody: '대한의사협회',
      approvalNumber: 'E2E-2026-0001',
      category: 'general',
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
    },
  });
  const member = await createMember(request, ADMIN_URL);
  const token = await apiToken(request, ADMIN_URL, member);
  await buyCourse(request, ADMIN_URL, token, contentsid);
  const course = await apiGet<PlayerCourse>(request, `${ADMIN_URL}/api/Learning/Player/${contentsid}`, token);
  expect(course.creditBearing).toBe(true);
  const lesson = course.chapters[0]!.lessons.find((item) => !item.isFreePreview)!;
  // The demo videos are transcoded in the background after the server starts.
  await expect
    .poll(
      async () =>
        (
          await apiGet<VideoSource>(
            request,
            `${ADMIN_URL}/api/Contents/GetVideoSourceUrl/${lesson.videoid}`,
            token,
          )
        ).status,
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe('ready');

  await logIn(page, member);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/player/${contentsid}?lesson=${lesson.lessonid}`);
  await expect(page.getByTestId('verified-time')).toHaveText('Verified time 0:00');
  const video = page.getByTestId('lesson-video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
  await video.evaluate((element: HTMLVideoElement) => (element.paused ? element.play() : undefined));
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);

  // Skipping ahead: the server refuses, and the player goes back to the furthest point.
  const refused = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/api/Attendance/Heartbeat') &&
      (await response.json()).datas?.status === 'seekRefused',
  );
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 1;
  });
  await refused;
  await expect(page.getByTestId('verified-time')).toContainText('you cannot skip past');
  await expect.poll(() => videoTime(page)).toBeLessThan(8);

  // Played to the end: "are you there?", with the seconds left to answer.
  const check = page.getByTestId('presence-check');
  await expect(check).toBeVisible({ timeout: 30_000 });
  await expect(check).toContainText(/Answer within \d+ s/);
  await expectAccessible(page, { include: 'main', exclude: 'aside[aria-label]' });
  await check.getByRole('button', { name: "I'm here" }).click();
  await expect(check).toHaveCount(0);
  await expect(page.getByTestId('verified-time')).not.toHaveText('Verified time 0:00');
  await expect(page.getByTestId(`lesson-${lesson.lessonid}`)).toContainText(/verified 0:\d\d/);
  await expect(page.getByTestId(`lesson-${lesson.lessonid}`)).not.toContainText('verified 0:00');
});
