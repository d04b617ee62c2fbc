import type { Page } from '@playwright/test';
import type { MyCredits } from '../../src/shared/contract/credits';
import type { AdminCourseExams } from '../../src/shared/contract/exam';
import type { PlayerCourse, VideoSource } from '../../src/shared/contract/learning';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { consoleCall } from './support/console-api';
import { expect, test } from './support/fixtures';
import { apiGet, apiToken, buyCourse, completeCourse, courseIdByTitle } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// The admin server counts a credit's "hour" as a few seconds (CREDITS_HOUR_SEC in playwright.config.ts),
// so the demo's 12-second lessons can earn one.
test.use({ baseURL: ADMIN_URL });

const videoTime = (page: Page) =>
  page.getByTestId('lesson-video').evaluate((video: HTMLVideoElement) => video.currentTime);

test('a verified member watches a credit-bearing lesson, answers the presence check, passes the test: the 연수평점 tab shows the credit and its certificate verifies', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const member = await createMember(request, ADMIN_URL, '김연수');
  const login = await request.post(`${ADMIN_URL}/api/account/login`, {
    headers: E2E_APP_HEADERS,
    data: { email: member.email, password: member.password, keepLogin: false },
  });
  const { accessToken: token, useruid } = (await login.json()).datas as {
    accessToken: string;
    useruid: string;
  };
  const admin = await apiToken(request, ADMIN_URL, DEMO_ADMIN);
  await consoleCall(request, admin, 'POST', `/api/Admin/Members/${useruid}/License`, { status: 'verified' });

  // 사각턱 보톡스 심화: the demo's credit-bearing course with a test. Every lesson watched but one's credit time.
  const contentsid = await courseIdByTitle(request, ADMIN_URL, '사각턱 보톡스 심화');
  await buyCourse(request, ADMIN_URL, token, contentsid);
  await completeCourse(request, ADMIN_URL, token, contentsid);
  const course = await apiGet<PlayerCourse>(request, `${ADMIN_URL}/api/Learning/Player/${contentsid}`, token);
  expect(course.creditBearing).toBe(true);
  const lesson = course.chapters[0]!.lessons[0]!;
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

  // Watched to the end at 1×, then "are you there?" answered: the time is verified.
  await logIn(page, member);
  await page.goto(`/player/${contentsid}?lesson=${lesson.lessonid}`);
  const video = page.getByTestId('lesson-video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
  await video.evaluate((element: HTMLVideoElement) => (element.paused ? element.play() : undefined));
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  const check = page.getByTestId('presence-check');
  await expect(check).toBeVisible({ timeout: 40_000 });
  await check.getByRole('button', { name: '수강 중입니다' }).click();
  await expect(check).toHaveCount(0);
  await expect(page.getByTestId(`lesson-${lesson.lessonid}`)).not.toContainText('0:00');

  // No credit before the test is passed.
  expect((await apiGet<MyCredits>(request, `${ADMIN_URL}/api/Credits/Mine`, token)).awards).toEqual([]);
  const bank = await apiGet<AdminCourseExams>(
    request,
    `${ADMIN_URL}/api/Admin/Contents/${contentsid}/Exams`,
    admin,
  );
  await page.goto(`/player/${contentsid}/exam`);
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-question').first()).toBeVisible();
  for (const question of bank.questions) {
    const card = page.getByTestId('exam-question').filter({ hasText: question.text.ko });
    if ((await card.count()) === 0) continue;
    const right =
      question.kind === 'truefalse'
        ? [question.answerTrue ? '참' : '거짓']
        : question.options.filter((option) => option.isAnswer).map((option) => option.text.ko);
    for (const label of right) await card.getByLabel(label, { exact: true }).check();
  }
  await page.getByTestId('exam-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('exam-verdict')).toHaveText('합격');

  // The 연수평점 tab: the credit, this year's progress toward the goal, its certificate.
  await page.goto('/mypage/courses?tab=credits');
  const credit = page.getByTestId(`credit-${contentsid}`);
  await expect(credit).toContainText('사각턱 보톡스 심화');
  await expect(credit).toContainText('대한의사협회');
  await expect(credit).toContainText('KMA-DEMO-0001');
  const year = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
  await expect(page.getByTestId(`credits-progress-${year}`)).toContainText('목표 8점');
  await expect(page.getByTestId('credits-license-notice')).toHaveCount(0);
  await expectAccessible(page, { include: 'main' });

  const pdfUrl = await credit.getByTestId('credit-pdf').getAttribute('href');
  const pdf = await request.get(`${ADMIN_URL}${pdfUrl}`);
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const [award] = (await apiGet<MyCredits>(request, `${ADMIN_URL}/api/Credits/Mine`, token)).awards;
  expect((await pdf.body()).toString('latin1')).toContain(award!.verifyUrl);

  // The certificate's URL, opened by anyone: the credit is valid, the name masked.
  await page.context().clearCookies();
  await page.goto(new URL(award!.verifyUrl).pathname);
  const valid = page.getByTestId('credit-valid');
  await expect(valid).toContainText('유효한 연수평점입니다.');
  await expect(valid).toContainText('김*수');
  await expect(valid).toContainText('KMA-DEMO-0001');
  await expect(valid).not.toContainText('54321');
  await expectAccessible(page);
});

test('an unverified member is told why no credit shows, with the way to the licence in the profile', async ({
  page,
  request,
}) => {
  const member = await createMember(request, ADMIN_URL);
  await logIn(page, member);
  await page.goto('/mypage/courses?tab=credits');
  const notice = page.getByTestId('credits-license-notice');
  await expect(notice).toContainText('면허 확인을 기다리는 중');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expectAccessible(page, { include: 'main' });
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(/\/mypage\/myaccount$/);
});
