import type { Page } from '@playwright/test';
import type { PlayerCourse, VideoSource } from '../../src/shared/contract/learning';
import { createMember, DEMO_INSTRUCTOR, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, newAppPage, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { apiGet, apiToken, buyCourse, courseIdByTitle } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// Writes questions and answers, so it runs on the admin server like the other specs that change data.
test.use({ baseURL: ADMIN_URL });

const video = (page: Page) => page.getByTestId('lesson-video');
const videoTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

test('a member asks at a moment of a lesson, the course’s instructor answers from the console, and the mailed link opens the player at that moment', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const member = await createMember(request, ADMIN_URL, '질문회원');
  const token = await apiToken(request, ADMIN_URL, member);
  const contentsid = await courseIdByTitle(request, ADMIN_URL, '보톡스 입문');
  await buyCourse(request, ADMIN_URL, token, contentsid);
  const course = await apiGet<PlayerCourse>(request, `${ADMIN_URL}/api/Learning/Player/${contentsid}`, token);
  // A lesson the demo's seeded questions leave alone.
  const lesson = course.chapters[1]!.lessons[0]!;
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

  // The member stops the video at 0:05 and asks about that moment.
  await logIn(page, member);
  await page.goto(`/player/${contentsid}?lesson=${lesson.lessonid}`);
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(0);
  await video(page).evaluate(async (element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 5;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
  });
  const lessonTitle = await page.getByTestId('lesson-title').textContent();
  const panel = page.getByRole('region', { name: '이 강의의 질문' });
  await panel.getByRole('button', { name: '질문하기' }).click();
  const form = panel.getByTestId('ask-question-form');
  await expect(form.getByLabel('지금 보던 장면(0:05)에 대한 질문')).toBeChecked();
  await form.getByLabel('제목').fill('주입 지점이 궁금합니다');
  await form.getByLabel('질문 내용').fill('이 장면의 주입 지점은\n교근 앞쪽인가요?');
  await expectAccessible(page, { include: 'section[aria-labelledby="lesson-questions-heading"]' });
  await form.getByRole('button', { name: '질문 등록' }).click();
  const card = panel.getByTestId('question-card').filter({ hasText: '주입 지점이 궁금합니다' });
  await expect(card).toContainText('답변 대기');
  await expect(card.getByTestId('question-moment')).toContainText('0:05 장면');
  await expect(card.getByTestId('post-body')).toHaveText('이 장면의 주입 지점은\n교근 앞쪽인가요?');

  // The course's instructor answers it from the console, where it waits among the unanswered; their
  // console offers their own pages only, not the operators' (orders, members).
  const console = await newAppPage(browser, { baseURL: ADMIN_URL });
  await logIn(console, DEMO_INSTRUCTOR);
  await console.goto('/admin/questions');
  await expect(console.getByRole('heading', { level: 1, name: '질문·답변' })).toBeVisible();
  await expect(console.getByRole('link', { name: '수강평' })).toBeVisible();
  await expect(console.getByRole('link', { name: '주문·결제' })).toHaveCount(0);
  const waiting = console.getByTestId('question-card').filter({ hasText: '주입 지점이 궁금합니다' });
  await expect(waiting).toContainText('0:05');
  await expectAccessible(console, { include: 'main' });
  await waiting.getByLabel('답변 내용').fill('네, 교근 앞쪽 1/3 지점입니다.\n깊이는 근육층까지입니다.');
  await waiting.getByRole('button', { name: '답변 등록' }).click();
  await expect(waiting).toHaveCount(0);
  await console.context().close();

  // The answer mail, in the member's language, links to the player at the lesson and the moment.
  // The payment's mail came first: wait for the newest to be the answer's.
  await expect.poll(() => waitForMail(member.email)).toContain('질문에 답변이 등록되었습니다');
  const mail = await waitForMail(member.email);
  const link = mail.match(/https?:\/\/\S+\/player\/\d+\?lesson=\d+&t=\d+/)?.[0];
  expect(link).toBe(`${ADMIN_URL}/player/${contentsid}?lesson=${lesson.lessonid}&t=5`);

  await page.goto('/main');
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByTestId('lesson-title')).toHaveText(lessonTitle!);
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(0);
  expect(await videoTime(page)).toBeGreaterThanOrEqual(4.9);
  expect(await videoTime(page)).toBeLessThan(9);
  const answered = page.getByTestId('question-card').filter({ hasText: '주입 지점이 궁금합니다' });
  await expect(answered).toContainText('답변 완료');
  await expect(answered).toContainText('네, 교근 앞쪽 1/3 지점입니다.');
  await answered.getByRole('button', { name: '해결됨으로 표시' }).click();
  await expect(answered).toContainText('해결됨');

  // A visitor reads the question and its answer on the course page, with nothing to write in.
  const visitor = await newAppPage(browser, { baseURL: ADMIN_URL });
  await visitor.goto(`/courseDetail/${contentsid}`);
  const section = visitor.getByTestId('course-questions');
  await expect(section.getByRole('heading', { name: '주입 지점이 궁금합니다' })).toBeVisible();
  await expect(section).toContainText('네, 교근 앞쪽 1/3 지점입니다.');
  await expect(section.getByRole('button')).toHaveCount(0);
  await expectAccessible(visitor, { include: '[data-testid="course-questions"]' });
  await visitor.context().close();
});
