import type { Page } from '@playwright/test';
import type { PlayerCourse } from '../../src/shared/contract/learning';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { apiGet, apiToken, buyCourse, completeCourse, courseIdByTitle } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// Writes content, so it runs on the admin server like the other admin specs.
test.use({ baseURL: ADMIN_URL });

/** Markup that would run script in an unsafe page; each variant sets window.__xss. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1" id="xss-link">link</a>',
  '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
].join('');

async function expectNoScriptRan(page: Page) {
  const link = page.locator('#xss-link');
  if (await link.count())
    await link
      .first()
      .click({ trial: false })
      .catch(() => {});
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  // The server's state and JSON-LD are data blocks (type application/json, application/ld+json), never run.
  await expect(
    page.locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])'),
  ).toHaveCount(0);
}

test('script in notices, FAQ answers and member names never runs in the browser', async ({
  page,
  request,
}) => {
  const admin = DEMO_ADMIN;
  const headers = {
    ...E2E_APP_HEADERS,
    authorization: `Bearer ${await apiToken(request, ADMIN_URL, admin)}`,
  };
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const notice = await request.post(`${ADMIN_URL}/api/Main/SaveNotice`, {
    headers,
    data: {
      title: { ko: `XSS 제목 <img src=x onerror="window.__xss=1">` },
      body: { ko: `<p>본문</p>${PAYLOADS}` },
    },
  });
  expect(notice.ok(), await notice.text()).toBe(true);
  const noticeid = (await notice.json()).datas.noticeid as number;

  const faq = await request.post(`${ADMIN_URL}/api/Board/SaveFaq`, {
    headers,
    data: {
      category: 'etc',
      question: { ko: 'XSS 질문 <script>window.__xss=1</script>' },
      answer: { ko: `<p>답변</p>${PAYLOADS}` },
    },
  });
  expect(faq.ok(), await faq.text()).toBe(true);

  await page.goto(`/noticeDetail?noticeid=${noticeid}`);
  await expect(page.getByText('본문', { exact: true })).toBeVisible();
  await expectNoScriptRan(page);

  await page.goto('/notice');
  await expect(page.getByText(/XSS 제목/).first()).toBeVisible();
  await expectNoScriptRan(page);

  await page.goto('/faq');
  await page
    .getByText(/XSS 질문/)
    .first()
    .click();
  await expect(page.getByText('답변', { exact: true })).toBeVisible();
  await expectNoScriptRan(page);

  // Free text typed by a member (their name) shown in the header, my page and the admin console.
  const member = await createMember(request, ADMIN_URL);
  const memberHeaders = {
    ...E2E_APP_HEADERS,
    authorization: `Bearer ${await apiToken(request, ADMIN_URL, member)}`,
  };
  const renamed = await request.put(`${ADMIN_URL}/api/account/update`, {
    headers: memberHeaders,
    data: { name: '<img src=x onerror="window.__xss=1">' },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  await logIn(page, { ...member, name: '<img src=x onerror="window.__xss=1">' });
  await page.goto('/mypage/myaccount');
  await expect(page.getByTestId('mypage-greeting')).toContainText('<img src=x');
  await expectNoScriptRan(page);

  expect(dialogs).toEqual([]);
});

test('script in a question and its answer never runs on the course page or in the player', async ({
  page,
  request,
}) => {
  const member = await createMember(request, ADMIN_URL);
  const token = await apiToken(request, ADMIN_URL, member);
  const headers = { ...E2E_APP_HEADERS, authorization: `Bearer ${token}` };
  const contentsid = await courseIdByTitle(request, ADMIN_URL, '보톡스 입문');
  await buyCourse(request, ADMIN_URL, token, contentsid);
  const course = await apiGet<PlayerCourse>(request, `${ADMIN_URL}/api/Learning/Player/${contentsid}`, token);
  const lessonid = course.chapters[1]!.lessons[1]!.lessonid;
  const asked = await request.post(`${ADMIN_URL}/api/Courses/${contentsid}/Questions`, {
    headers,
    data: { lessonid, title: 'XSS 질문 <script>window.__xss=1</script>', body: `질문 본문\n${PAYLOADS}` },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const answered = await request.post(
    `${ADMIN_URL}/api/Questions/${(await asked.json()).datas.postid}/Answers`,
    {
      headers: {
        ...E2E_APP_HEADERS,
        authorization: `Bearer ${await apiToken(request, ADMIN_URL, DEMO_ADMIN)}`,
      },
      data: { body: `답변 본문 ${PAYLOADS}` },
    },
  );
  expect(answered.ok(), await answered.text()).toBe(true);

  await page.goto(`/courseDetail/${contentsid}`);
  const section = page.getByTestId('course-questions');
  await expect(section.getByText(/답변 본문 <img src=x/)).toBeVisible();
  await expectNoScriptRan(page);

  await logIn(page, member);
  await page.goto(`/player/${contentsid}?lesson=${lessonid}`);
  await expect(page.getByText(/XSS 질문 <script>/)).toBeVisible();
  await expectNoScriptRan(page);
});

test('script in a review and its reply never runs on the course page', async ({ page, request }) => {
  const member = await createMember(request, ADMIN_URL);
  const token = await apiToken(request, ADMIN_URL, member);
  const contentsid = await courseIdByTitle(request, ADMIN_URL, '필러주입 기본기');
  await buyCourse(request, ADMIN_URL, token, contentsid);
  await completeCourse(request, ADMIN_URL, token, contentsid);
  const reviewed = await request.post(`${ADMIN_URL}/api/Reviews/Course/${contentsid}`, {
    headers: { ...E2E_APP_HEADERS, authorization: `Bearer ${token}` },
    data: { rating: 4, body: `리뷰 본문\n${PAYLOADS}` },
  });
  expect(reviewed.ok(), await reviewed.text()).toBe(true);
  const replied = await request.put(
    `${ADMIN_URL}/api/Admin/Reviews/${(await reviewed.json()).datas.reviewid}/Reply`,
    {
      headers: {
        ...E2E_APP_HEADERS,
        authorization: `Bearer ${await apiToken(request, ADMIN_URL, DEMO_ADMIN)}`,
      },
      data: { body: `답글 본문 ${PAYLOADS}` },
    },
  );
  expect(replied.ok(), await replied.text()).toBe(true);

  await page.goto(`/courseDetail/${contentsid}`);
  await expect(page.getByText(/답글 본문 <img src=x/)).toBeVisible();
  await expectNoScriptRan(page);
  await logIn(page, member);
  await page.goto(`/courseDetail/${contentsid}`);
  await expect(page.getByText(/리뷰 본문/).first()).toBeVisible();
  await expectNoScriptRan(page);
});
