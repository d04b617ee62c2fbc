import type { APIRequestContext, Page } from '@playwright/test';
import type { PlayerCourse, VideoSource } from '../../src/shared/contract/learning';
import { createMember, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiGet, apiToken, buyCourse, courseIdByTitle, memberWithCompletedCourse } from './support/purchase';
import { MAIN_URL } from './support/servers';

const videoTime = (page: Page) =>
  page.getByTestId('lesson-video').evaluate((video: HTMLVideoElement) => video.currentTime);

/**
 * The player starts a lesson by itself where the browser allows it (within the same page after a
 * click, not on a fresh load); Play is pressed only when it did not, since pressing it during the
 * autostart would pause the video again.
 */
async function startPlayback(page: Page) {
  const playing = () => page.getByTestId('lesson-video').evaluate((video: HTMLVideoElement) => !video.paused);
  const startedByItself = await expect
    .poll(playing, { timeout: 5_000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (!startedByItself)
    await page.getByTestId('video-stage').getByRole('button', { name: 'Play' }).first().click();
}

const IN_MAIN = { include: 'main', exclude: 'aside[aria-label]' };

/** The demo videos are transcoded in the background after the server starts: wait until ready. */
async function waitForVideos(page: Page, token: string, videoIds: number[]) {
  for (const videoId of videoIds) {
    await expect
      .poll(
        async () =>
          (
            await apiGet<VideoSource>(
              page.request,
              `${MAIN_URL}/api/Contents/GetVideoSourceUrl/${videoId}`,
              token,
            )
          ).status,
        { timeout: 120_000, intervals: [1_000] },
      )
      .toBe('ready');
  }
}

/** A new member who has bought the demo's Botox course, and that course as the player shows it to them. */
async function memberWithBoughtCourse(request: APIRequestContext) {
  const member = await createMember(request, MAIN_URL);
  const token = await apiToken(request, MAIN_URL, member);
  const contentsid = await courseIdByTitle(request, MAIN_URL, '보톡스 입문');
  await buyCourse(request, MAIN_URL, token, contentsid);
  const course = await apiGet<PlayerCourse>(request, `${MAIN_URL}/api/Learning/Player/${contentsid}`, token);
  return {
    member,
    token,
    contentsid,
    course,
    lessons: course.chapters.flatMap((chapter) => chapter.lessons),
  };
}

test('a member watches a purchased course: it plays, moves on, resumes, and my courses shows the rate', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { member, token, contentsid, course, lessons } = await memberWithBoughtCourse(request);
  const [first, second] = lessons;
  await waitForVideos(page, token, [first!.videoid!, second!.videoid!]);

  await logIn(page, member);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/player/${contentsid}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByTestId('lesson-title')).toHaveText(first!.title);

  // The first lesson has no previous one.
  await page.getByTestId('previous-lesson').click();
  await expect(page.getByTestId('dialog-body')).toHaveText('There is no previous lesson.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  // It really plays: watch the whole first lesson at double speed, so it is completed.
  const stage = page.getByTestId('video-stage');
  await stage.hover();
  await stage.getByRole('button', { name: 'Playback speed' }).click();
  await page.getByRole('menuitem', { name: '2×' }).click();
  await startPlayback(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  const completed = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/api/Learning/SaveProgress') &&
      (await response.json()).datas?.completed === true,
    { timeout: 30_000 },
  );
  await completed;
  await expect(page.getByTestId(`lesson-${first!.lessonid}`)).toHaveAttribute('data-completed', 'true');
  await expect(page.getByTestId('player-progress-rate')).toContainText('Progress 16%');

  // At the end the player counts down to the next lesson and goes on to it by itself.
  await expect(page.getByTestId('up-next')).toContainText(second!.title);
  await expect(page).toHaveURL(new RegExp(`lesson=${second!.lessonid}`), { timeout: 10_000 });
  await expect(page.getByTestId('up-next')).toHaveCount(0);
  // The next lesson: play a few seconds, pause there.
  await expect(page.getByTestId('lesson-title')).toHaveText(second!.title);
  await startPlayback(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(4);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/Learning/SaveProgress'));
  await stage.hover();
  await stage.getByTestId('player-toggle').click();
  await saved;
  const stoppedAt = await videoTime(page);

  await expectAccessible(page, IN_MAIN);

  // Leave for my courses: the rate and the last lesson are there.
  await page.goto('/mypage/courses');
  const card = page.getByTestId(`my-course-${contentsid}`);
  await expect(card.getByTestId('progress-rate')).toHaveText('Progress 16%');
  await expect(card).toContainText(`Last lesson: ${second!.title}`);
  await expectAccessible(page, IN_MAIN);

  // Come back: the same lesson, and playback starts where it stopped (not from the beginning).
  await card.getByTestId('resume-button').click();
  await expect(page).toHaveURL(new RegExp(`/player/${contentsid}\\?lesson=${second!.lessonid}`));
  const video = page.getByTestId('lesson-video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
  // Autoplay normally starts it (the resume click is a user gesture); start it if the browser did not.
  await video.evaluate((element: HTMLVideoElement) => (element.paused ? element.play() : undefined));
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.played.length))
    .toBeGreaterThan(0);
  const resumedFrom = await video.evaluate((element: HTMLVideoElement) => element.played.start(0));
  expect(resumedFrom).toBeGreaterThanOrEqual(Math.floor(stoppedAt) - 1);
  expect(resumedFrom).toBeLessThanOrEqual(stoppedAt + 1);
});

test('at the end of a lesson the countdown to the next can be cancelled; the last lesson just ends', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { member, token, contentsid, lessons } = await memberWithBoughtCourse(request);
  const [first, second] = lessons;
  const last = lessons.at(-1)!;
  await waitForVideos(page, token, [first!.videoid!, last.videoid!]);
  await logIn(page, member);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  const nearTheEnd = () =>
    page.getByTestId('lesson-video').evaluate((video: HTMLVideoElement) => {
      video.currentTime = video.duration - 1.5;
    });
  const ended = () => page.getByTestId('lesson-video').evaluate((video: HTMLVideoElement) => video.ended);

  await page.goto(`/player/${contentsid}?lesson=${first!.lessonid}`);
  await startPlayback(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await nearTheEnd();
  const upNext = page.getByTestId('up-next');
  await expect(upNext).toContainText(second!.title, { timeout: 10_000 });
  await expect(upNext.getByTestId('up-next-countdown')).toHaveText(/^Next lesson in [1-5] s$/);
  await upNext.getByRole('button', { name: 'Stay on this lesson' }).click();
  await expect(upNext).toHaveCount(0);
  // Past the countdown's five seconds the member is still on the lesson they stayed on.
  await page.waitForTimeout(6_000);
  await expect(page).toHaveURL(new RegExp(`lesson=${first!.lessonid}$`));
  await expect(page.getByTestId('lesson-title')).toHaveText(first!.title);

  await page.goto(`/player/${contentsid}?lesson=${last.lessonid}`);
  await expect(page.getByTestId('lesson-title')).toHaveText(last.title);
  await startPlayback(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await nearTheEnd();
  await expect.poll(ended, { timeout: 15_000 }).toBe(true);
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('up-next')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`lesson=${last.lessonid}$`));
});

test('the player keeps speed, quality and captions for the next visit, with captions above its controls', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { member, token, contentsid, lessons } = await memberWithBoughtCourse(request);
  const first = lessons[0]!;
  expect(first.captions.map((caption) => caption.lang)).toContain('en');
  await waitForVideos(page, token, [first.videoid!]);
  await logIn(page, member);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/player/${contentsid}?lesson=${first.lessonid}`);

  const stage = page.getByTestId('video-stage');
  const video = page.getByTestId('lesson-video');
  const choose = async (control: string, item: string) => {
    await stage.hover();
    await stage.getByRole('button', { name: control }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };
  await choose('Playback speed', '1.5×');
  await choose('Quality', '720p');
  await choose('Captions', 'English');

  // The caption showing now sits wholly above the control bar while the bar shows.
  await startPlayback(page);
  const captions = page.getByTestId('player-captions');
  await expect(captions).toContainText('Welcome to the demo lesson.');
  await stage.hover();
  const captionBox = (await captions.locator('span').first().boundingBox())!;
  const controlsBox = (await page.getByTestId('player-controls').boundingBox())!;
  expect(captionBox.y + captionBox.height).toBeLessThanOrEqual(controlsBox.y + 0.5);

  // Next visit: the same speed, quality and caption language, without choosing again.
  await page.reload();
  await expect(stage.getByRole('button', { name: 'Playback speed' })).toHaveText('1.5×');
  await expect(stage.getByRole('button', { name: 'Quality' })).toHaveText('720p');
  await startPlayback(page);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(720);
  await expect(captions).toContainText(
    /Welcome to the demo lesson\.|The clock on screen shows where you are\./,
  );
});

test('the last lesson has no next one; a course not bought says so with a way to buy it', async ({
  page,
  request,
}) => {
  const member = await createMember(request, MAIN_URL);
  const token = await apiToken(request, MAIN_URL, member);
  const contentsid = await courseIdByTitle(request, MAIN_URL, '보톡스 입문');
  const course = await apiGet<PlayerCourse>(request, `${MAIN_URL}/api/Learning/Player/${contentsid}`, token);
  const lessons = course.chapters.flatMap((chapter) => chapter.lessons);
  const last = lessons.at(-1)!;
  expect(last.playable).toBe(false);

  await logIn(page, member);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/player/${contentsid}?lesson=${last.lessonid}`);
  await expect(page.getByTestId('player-access-message')).toContainText(
    'You are not enrolled in this course.',
  );
  await expect(
    page.getByTestId('player-access-message').getByRole('link', { name: 'See the course' }),
  ).toHaveAttribute('href', `/courseDetail/${contentsid}`);
  await page.getByTestId('next-lesson').click();
  await expect(page.getByTestId('dialog-body')).toHaveText('There is no next lesson.');
});

test("the player asks for the course and its lesson's video while its own code is still on the way, once each", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { member, token, contentsid, lessons } = await memberWithBoughtCourse(request);
  const first = lessons[0]!;
  await waitForVideos(page, token, [first.videoid!]);
  await logIn(page, member);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));

  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  const courseAsked = `/api/Learning/Player/${contentsid}`;
  const videoAsked = `/api/Contents/GetVideoSourceUrl/${first.videoid}`;
  // The player's own code is held back until both have been asked for.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/player-view-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const opened = page.goto(`/player/${contentsid}?lesson=${first.lessonid}`);
  await expect.poll(() => asked).toEqual(expect.arrayContaining([courseAsked, videoAsked]));
  release();
  await opened;

  await expect(page.getByTestId('lesson-title')).toHaveText(first.title);
  await expect
    .poll(() => page.getByTestId('lesson-video').evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(2);
  // The page took those answers instead of asking again.
  expect(asked.filter((path) => path === courseAsked)).toHaveLength(1);
  expect(asked.filter((path) => path === videoAsked)).toHaveLength(1);
});

test('a member who completed a course opens its public verification page from my courses', async ({
  page,
  request,
}) => {
  const { member, contentsid } = await memberWithCompletedCourse(request, MAIN_URL, '보톡스 입문');
  await logIn(page, member);

  // Before any download: the certificate has no number yet, and the page is offered all the same.
  await page.goto('/mypage/courses');
  await page.getByRole('tab', { name: /수강 완료/ }).click();
  const card = page.getByTestId(`my-course-${contentsid}`);
  await card.getByTestId('certificate-button').click();
  await page.getByRole('menuitem', { name: '수료증 확인 페이지' }).click();
  await expect(page).toHaveURL(/\/certificate\/MV-\w{4}-\w{4}-\w{4}$/);
  const number = page.url().split('/').pop()!;
  const certificate = page.getByTestId('certificate-valid');
  await expect(certificate).toContainText(number);
  await expect(certificate).toContainText(member.name);
  await expect(certificate).toContainText('보톡스 입문');

  // Back in my courses, the same page is a link to it.
  await page.goBack();
  await page.getByRole('tab', { name: /수강 완료/ }).click();
  await card.getByTestId('certificate-button').click();
  await expect(page.getByRole('menuitem', { name: '수료증 확인 페이지' })).toHaveAttribute(
    'href',
    `/certificate/${number}`,
  );
});

test('the public certificate page says when a number does not exist', async ({ page }) => {
  await page.goto('/certificate/MV-0000-0000-0000');
  await expect(page.getByRole('heading', { level: 1, name: '수료증 확인' })).toBeVisible();
  await expect(page.getByTestId('certificate-invalid')).toHaveText('해당 번호의 수료증이 없습니다.');
  await expectAccessible(page, IN_MAIN);
});
