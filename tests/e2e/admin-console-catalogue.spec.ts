import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, field, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, newAppPage, test } from './support/fixtures';
import { apiToken, courseIdByTitle } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// What an operator walking the Korean console at 1440×900 met (issue 14, catalogue half).
test.use({ baseURL: ADMIN_URL, viewport: { width: 1440, height: 900 } });

const suffix = () => randomBytes(3).toString('hex');

async function adminHeaders(request: APIRequestContext, baseURL: string) {
  return { ...E2E_APP_HEADERS, authorization: `Bearer ${await apiToken(request, baseURL, DEMO_ADMIN)}` };
}

/** A course with one chapter titled as given and lessons without video, through the admin API. */
async function draftCourse(
  request: APIRequestContext,
  baseURL: string,
  title: string,
  chapterTitle: string,
  lessonTitles: string[],
): Promise<number> {
  const headers = await adminHeaders(request, baseURL);
  const categories = (await (await request.get(`${baseURL}/api/Admin/Categories`, { headers })).json())
    .datas as { categoryid: number; parentID: number }[];
  const top = categories.find((item) => item.parentID === 0)!;
  const created = await request.post(`${baseURL}/api/Admin/Contents/Save`, {
    headers,
    data: {
      conttype: 'course',
      categoryid: top.categoryid,
      title: { ko: title },
      summary: { ko: '요약' },
      description: { ko: '<p>설명</p>' },
      instructorName: { ko: '김강사' },
      tags: [],
      price: 10_000,
      accessDays: 180,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).datas.contentsid as number;
  const chapter = await request.post(`${baseURL}/api/Admin/Contents/${id}/Chapters/Save`, {
    headers,
    data: { title: { ko: chapterTitle } },
  });
  const chapterid = (await chapter.json()).datas.chapters[0].chapterid;
  for (const lesson of lessonTitles)
    await request.post(`${baseURL}/api/Admin/Contents/${id}/Lessons/Save`, {
      headers,
      data: { chapterid, title: { ko: lesson } },
    });
  return id;
}

test.describe('the Korean console', () => {
  // The refusal itself, named lessons and all, is walked in admin-catalogue.spec.ts (publishing a course).
  test('the course list shows how many lessons have a ready video', async ({ page, request, baseURL }) => {
    const title = `E2E 빈 영상 강의 ${suffix()}`;
    await draftCourse(request, baseURL!, title, '기초', ['첫 레슨', '둘째 레슨']);
    await logIn(page, DEMO_ADMIN, true);
    await page.goto('/admin/courses');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByLabel('영상 0/2 준비됨')).toHaveText('0/2');
  });

  test('members read chapter titles as the operator typed them, with no automatic "N장." in front', async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await courseIdByTitle(request, baseURL!, '보톡스 입문');
    await page.goto(`/courseDetail/${id}`);
    const chapters = page.getByTestId('curriculum').locator('summary');
    await expect(chapters.first()).toContainText('보톡스 입문 기초');
    await expect(page.getByTestId('curriculum')).not.toContainText('1장');
  });

  test('a training capacity of 0 is refused with a field message instead of being saved as 1', async ({
    page,
  }) => {
    await logIn(page, DEMO_ADMIN, true);
    await page.goto('/admin/trainings/new');
    const capacity = field(page, '정원');
    await capacity.fill('0');
    await capacity.blur();
    await expect(capacity).toHaveValue('0');
    await page.getByRole('button', { name: '교육 만들기' }).click();
    await expect(page).toHaveURL(/\/admin\/trainings\/new$/);
    await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  });

  test('grants a course picked by its title from a member’s page', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    const headers = await adminHeaders(request, baseURL!);
    const found = await request.get(`${baseURL}/api/Admin/Members`, { headers, params: { q: member.email } });
    const useruid = (await found.json()).datas[0].useruid as string;
    await logIn(page, DEMO_ADMIN, true);
    await page.goto(`/admin/members/${useruid}`);
    const picker = page.getByRole('textbox', { name: '강의', exact: true });
    await picker.fill('보톡스');
    await page.getByRole('option', { name: '보톡스 입문' }).click();
    await page.getByRole('textbox', { name: '사유 (기록됨)' }).fill('보상');
    await page.getByRole('button', { name: '강의 부여', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '강의가 부여되었습니다.' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('보톡스 입문');
  });

  test('date pickers speak Korean and show Seoul time in a browser set to New York; the list agrees', async ({
    browser,
  }) => {
    const page = await newAppPage(browser, {
      baseURL: ADMIN_URL,
      timezoneId: 'America/New_York',
      locale: 'ko-KR',
      viewport: { width: 1440, height: 900 },
    });
    await logIn(page, DEMO_ADMIN, true);
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: '새 캠페인' }).click();
    const dialog = page.getByRole('dialog', { name: '새 캠페인' });
    const name = `E2E 시간대 ${suffix()}`;
    await dialog.getByRole('textbox', { name: '캠페인 이름' }).fill(name);
    await dialog.getByLabel(/^할인 금액\(원\)( \*)?$/).fill('1000');

    const validFrom = dialog.getByRole('button', { name: /사용 시작/ });
    // Year first, in Seoul time: the form opens on now, and now in Seoul is what it must show.
    const seoulNow = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    await expect(validFrom).toContainText(seoulNow);
    const shownTime = (((await validFrom.textContent()) ?? '').match(/\d{2}:\d{2}/) ?? [''])[0];

    await validFrom.click();
    // Korean weekday and month names, weeks starting on Sunday.
    const calendar = page.getByRole('dialog').last();
    await expect(calendar.getByRole('columnheader').first()).toHaveText('일');
    await expect(calendar.getByText(/\d+월/).first()).toBeVisible();
    // Another day of the shown month, at the same time of day: the 28th exists in every month.
    await calendar.getByRole('button', { name: /28/ }).first().click();
    await calendar.getByRole('button', { name: '확인' }).click();
    const picked = (await validFrom.textContent()) ?? '';
    expect(picked).toMatch(/\d{4}-\d{2}-28 \d{2}:\d{2}/);
    expect(picked).toContain(shownTime);

    await dialog.getByRole('button', { name: '생성하고 코드 발급' }).click();
    await page.goto('/admin/coupons');
    const row = page.getByRole('row').filter({ hasText: name });
    // The list renders in KST; the start it shows is the wall-clock time picked above.
    const [hours, minutes] = shownTime.split(':').map(Number);
    const clock = `${hours! < 12 ? '오전' : '오후'} ${((hours! + 11) % 12) + 1}:${String(minutes).padStart(2, '0')}`;
    await expect(row).toContainText(`28. ${clock}`);
    await page.context().close();
  });

  test('on a phone the header keeps clear of the page title, and the console logs out', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, DEMO_ADMIN, true);
    await page.goto('/admin/courses');
    const header = page.locator('header').first();
    const title = page.getByRole('heading', { level: 1, name: '강의' });
    await expect(title).toBeVisible();
    const headerBox = (await header.boundingBox())!;
    const titleBox = (await title.boundingBox())!;
    expect(titleBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(headerBox.height).toBeLessThanOrEqual(56);

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/courses');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a withdrawn member’s row links with words (axe link-name)', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    const token = await apiToken(request, baseURL!, member);
    const withdrawn = await request.delete(`${baseURL}/api/account/withdraw`, {
      headers: { ...E2E_APP_HEADERS, authorization: `Bearer ${token}` },
      data: { password: member.password },
    });
    expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
    await logIn(page, DEMO_ADMIN, true);
    await page.goto('/admin/members');
    await page.getByRole('textbox', { name: '상태' }).click();
    await page.getByRole('option', { name: '탈퇴' }).click();
    await expect(page.getByRole('link', { name: '탈퇴한 회원' }).first()).toBeVisible();
    await expectAccessible(page, { include: 'main' });
  });
});
