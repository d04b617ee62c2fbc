import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { CategoryItem } from '../../src/shared/contract/category';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, field, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { type AdminApi, expect, newAppPage, test } from './support/fixtures';
import { apiToken, buyCourse, courseIdByTitle } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// Admin specs change the catalogue and content; they get their own server so visitor specs see the seed.
test.use({ baseURL: ADMIN_URL });

/** A short clip with picture and sound, made the way the brief says: ffmpeg's test sources. */
async function generateClip(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'medivenus-e2e-clip-'));
  const out = join(dir, 'out.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '4', '-shortest', '-pix_fmt', 'yuv420p', out],
  ]);
  return out;
}

async function confirm(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
}

/** Deletes the top-level categories with these Korean names through the console's API, if any are left. */
async function removeTopCategoriesNamed(adminApi: AdminApi, names: string[]): Promise<void> {
  const { datas } = await adminApi.call<CategoryItem[]>('GET', '/api/Category/GetList?pcategoryid=0');
  for (const category of datas.filter((item) => names.includes(item.names.ko)))
    await adminApi.call('POST', `/api/Category/Delete?id=${category.categoryid}`);
}

/** Names of the header's category dropdown, in order, as a visitor or member sees them. */
async function headerCategories(page: Page): Promise<string[]> {
  await page.goto('/main');
  await page.getByTestId('category-menu').click();
  const dropdown = page.getByTestId('category-dropdown');
  await expect(dropdown.getByRole('menuitem').nth(1)).toBeVisible();
  return dropdown.getByRole('menuitem').allInnerTexts();
}

async function createTopCategory(page: Page, name: string) {
  await page.getByRole('button', { name: '새 카테고리' }).click();
  const dialog = page.getByRole('dialog', { name: '새 카테고리' });
  await dialog.getByLabel(/^이름\(한국어\)( \*)?$/).fill(name);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('category-node').filter({ hasText: name })).toBeVisible();
}

// Both tests change the one category tree: one after the other, never side by side.
test.describe.configure({ mode: 'serial' });

test.describe('admin catalogue', () => {
  test('an admin creates a category and a course with a video lesson, publishes it, a visitor finds it, a member buys it and the admin approves their refund', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const suffix = randomBytes(3).toString('hex');
    const categoryName = `E2E 카테고리 ${suffix}`;
    const courseTitle = `E2E 리프팅 강의 ${suffix}`;
    const clip = await generateClip();
    await logIn(page, DEMO_ADMIN, true);

    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: '카테고리' })).toBeVisible();
    await createTopCategory(page, categoryName);

    await page.goto('/admin/courses');
    await page.getByRole('link', { name: '새 강의' }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/new$/);
    await field(page, '제목').first().fill(courseTitle);
    await page.getByRole('textbox', { name: '카테고리', exact: true }).click();
    await page.getByRole('option', { name: categoryName }).click();
    await field(page, '판매가').fill('55000');
    // A course on sale shows its picture and says what it teaches; publishing asks for both.
    const picture = await sharp({ create: { width: 160, height: 90, channels: 3, background: '#dbeafe' } })
      .png()
      .toBuffer();
    const imageChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '이미지 업로드' }).click();
    await (await imageChooser).setFiles({ name: 'course.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByRole('img', { name: '현재 이미지' })).toHaveAttribute(
      'src',
      /^\/GetUrl\/thumbnails\//,
    );
    const about = page.getByRole('textbox', { name: '소개' }).first();
    await about.click();
    await about.pressSequentially('실습 중심의 리프팅 강의입니다.');
    await page.getByRole('button', { name: '강의 만들기' }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await expect(page.getByTestId('publish-state')).toHaveText('비공개');

    await page.getByRole('button', { name: '챕터 추가' }).click();
    let dialog = page.getByRole('dialog', { name: '챕터 추가' });
    await dialog.getByLabel(/^제목\(한국어\)( \*)?$/).fill('1장 기초');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(page.getByTestId('chapter')).toContainText('1장 기초');

    await page.getByRole('button', { name: '레슨 추가: 1장 기초' }).click();
    dialog = page.getByRole('dialog', { name: '레슨 추가' });
    await dialog.getByLabel(/^제목\(한국어\)( \*)?$/).fill('첫 레슨');
    await dialog.getByLabel('무료 미리보기').check();
    await dialog.getByRole('button', { name: '저장' }).click();
    const lesson = page.getByTestId('lesson').filter({ hasText: '첫 레슨' });
    await expect(lesson).toContainText('무료 미리보기');

    const chooser = page.waitForEvent('filechooser');
    await lesson.getByRole('button', { name: '영상 업로드: 첫 레슨' }).click();
    await (await chooser).setFiles(clip);
    // The server answers the upload before transcoding starts, and the console polls every second:
    // the transcoding bar is on screen for a while, then 'ready'.
    await expect(lesson.getByRole('progressbar', { name: '첫 레슨 영상 변환' })).toBeVisible();
    await expect(lesson.getByText('준비 완료')).toBeVisible({ timeout: 180_000 });
    await expect(lesson.getByRole('progressbar')).toHaveCount(0);
    await expect(lesson).toContainText('out.mp4 · 0:04');

    // A second lesson, moved above the first with the keyboard; the order survives a reload.
    await page.getByRole('button', { name: '레슨 추가: 1장 기초' }).click();
    dialog = page.getByRole('dialog', { name: '레슨 추가' });
    await dialog.getByLabel(/^제목\(한국어\)( \*)?$/).fill('둘째 레슨');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(page.getByTestId('lesson')).toHaveCount(2);
    await page.getByRole('button', { name: '둘째 레슨 이동' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('둘째 레슨 항목을 들었습니다.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('둘째 레슨 항목이 첫 레슨 위에 있습니다.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('status').filter({ hasText: '커리큘럼 순서가 저장되었습니다.' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('lesson').first()).toContainText('둘째 레슨');
    await expect(page.getByTestId('lesson').nth(1)).toContainText('첫 레슨');

    // The second lesson has no video yet: the course cannot go on sale.
    await page.getByRole('button', { name: '공개하기' }).click();
    await confirm(page);
    await expect(page.getByRole('dialog')).toContainText('공개할 수 없습니다: 둘째 레슨');
    await confirm(page);
    await expect(page.getByTestId('publish-state')).toHaveText('비공개');
    const second = page.getByTestId('lesson').filter({ hasText: '둘째 레슨' });
    const secondChooser = page.waitForEvent('filechooser');
    await second.getByRole('button', { name: '영상 업로드: 둘째 레슨' }).click();
    await (await secondChooser).setFiles(clip);
    await expect(second.getByText('준비 완료')).toBeVisible({ timeout: 180_000 });

    await page.getByRole('button', { name: '공개하기' }).click();
    await confirm(page);
    await expect(page.getByTestId('publish-state')).toHaveText('공개');

    await expectAccessible(page);

    const visitor = await newAppPage(browser, { locale: 'ko-KR' });
    await visitor.goto('/campus');
    const card = visitor.getByTestId('course-card').filter({ hasText: courseTitle });
    await expect(card).toBeVisible();
    await card.click();
    await expect(visitor.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await expect(visitor.getByText('첫 레슨')).toBeVisible();
    await expect(visitor.getByText('둘째 레슨')).toBeVisible();
    await visitor.close();

    // A member buys it by card at the sandbox gateway and asks for a refund.
    const member = await createMember(request, baseURL!);
    const token = await apiToken(request, baseURL!, member);
    const contentsid = await courseIdByTitle(request, baseURL!, courseTitle);
    await buyCourse(request, baseURL!, token, contentsid);
    const memberHeaders = { ...E2E_APP_HEADERS, authorization: `Bearer ${token}` };
    const history = await request.get(`${baseURL}/api/Payment/GetList/all`, { headers: memberHeaders });
    const paymentid = (await history.json()).datas[0].paymentid as number;
    const asked = await request.post(`${baseURL}/api/Payment/RequestRefund/${paymentid}`, {
      headers: memberHeaders,
      data: { reason: '수강 일정이 맞지 않습니다.' },
    });
    expect(asked.ok(), await asked.text()).toBe(true);

    // The admin approves it in the console; the gateway cancels the card payment.
    const coursePage = page.url();
    await page.goto('/admin/refunds');
    const refundRow = page.getByRole('row', { name: new RegExp(member.email) });
    await refundRow.getByRole('button', { name: '승인' }).click();
    const decision = page.getByRole('dialog', { name: '환불 승인' });
    await decision.getByLabel(/처리 사유/).fill('수강 전 환불 요청');
    await decision.getByRole('button', { name: /원 환불$/ }).click();
    await page.getByRole('button', { name: '확인' }).last().click();
    await expect(decision.getByRole('status')).toContainText('결제 상태: 환불 완료');
    await decision.getByRole('button', { name: '닫기' }).last().click();

    // Take the course down again (it has an order now, so it is unpublished rather than deleted).
    await page.goto(coursePage);
    await page.getByRole('button', { name: '비공개로 전환' }).click();
    await confirm(page);
    await expect(page.getByTestId('publish-state')).toHaveText('비공개');
  });

  test('categories are reordered by keyboard and by mouse, and the header dropdown follows', async ({
    page,
    adminApi,
  }) => {
    test.setTimeout(120_000);
    const suffix = randomBytes(3).toString('hex');
    const first = `E2E 순서 가 ${suffix}`;
    const second = `E2E 순서 나 ${suffix}`;
    try {
      await logIn(page, DEMO_ADMIN, true);
      await page.goto('/admin/categories');
      await createTopCategory(page, first);
      await createTopCategory(page, second);
      const before = await headerCategories(page);
      expect(before.indexOf(first)).toBeLessThan(before.indexOf(second));

      // Keyboard: focus the handle, lift with Space, move up, drop with Space.
      await page.goto('/admin/categories');
      // The keyboard sensor listens on the handle once the tree has loaded: Space sent earlier is lost.
      await page.waitForLoadState('networkidle');
      const handle = page.getByRole('button', { name: `${second} 이동` });
      await handle.focus();
      await expect(handle).toBeFocused();
      // Each step waits for what a screen reader would hear before the next key.
      await page.keyboard.press('Space');
      await expect(page.getByText(`${second} 항목을 들었습니다.`)).toBeAttached();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText(`${second} 항목이 ${first} 위에 있습니다.`)).toBeAttached();
      await page.keyboard.press('Space');
      await expect(page.getByRole('status').filter({ hasText: '새 순서가 저장되었습니다.' })).toBeVisible();
      const afterKeyboard = await headerCategories(page);
      expect(afterKeyboard.indexOf(second)).toBe(afterKeyboard.indexOf(first) - 1);

      // Mouse: drag the first one back above the second.
      await page.goto('/admin/categories');
      // Measured once the tree has loaded and stopped moving, so the drag starts on the handle.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: `${first} 이동` }).scrollIntoViewIfNeeded();
      const from = await page.getByRole('button', { name: `${first} 이동` }).boundingBox();
      const to = await page.getByRole('button', { name: `${second} 이동` }).boundingBox();
      await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
      await page.mouse.down();
      await page.mouse.move(from!.x + from!.width / 2, from!.y - 10, { steps: 5 });
      await page.mouse.move(to!.x + to!.width / 2, to!.y + 2, { steps: 10 });
      await page.mouse.up();
      await expect(page.getByRole('status').filter({ hasText: '새 순서가 저장되었습니다.' })).toBeVisible();
      const afterMouse = await headerCategories(page);
      expect(afterMouse.indexOf(first)).toBe(afterMouse.indexOf(second) - 1);

      // A category in use is not deleted: the server's message is shown.
      await page.goto('/admin/categories');
      await page.getByRole('button', { name: '삭제: 시술 교육' }).click();
      await confirm(page);
      await expect(page.getByRole('dialog')).toContainText(
        '강의나 하위 카테고리가 사용 중인 카테고리는 삭제할 수 없습니다.',
      );
      // Its close button is named too.
      await expect(page.getByRole('dialog').getByRole('button', { name: '닫기' })).toBeVisible();
      await expectAccessible(page, { include: '[role="dialog"]' });
      await confirm(page);
      // Audited once the dialog has gone: mid-fade its text is at part opacity.
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await expectAccessible(page);

      // Clean up: both test categories go, after a confirmation.
      for (const name of [first, second]) {
        await page.getByRole('button', { name: `삭제: ${name}` }).click();
        await confirm(page);
        await expect(page.getByTestId('category-node').filter({ hasText: name })).toHaveCount(0);
      }
    } finally {
      // A try that failed half-way leaves nothing behind for its retry or for the specs after it.
      await removeTopCategoriesNamed(adminApi, [first, second]);
    }
  });

  test('a paying member shows up among the attendees of a training session; the admin checks attendance and exports the list', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const title = `E2E 핸즈온 ${randomBytes(3).toString('hex')}`;
    const adminToken = await apiToken(request, baseURL!, DEMO_ADMIN);
    const headers = { ...E2E_APP_HEADERS, authorization: `Bearer ${adminToken}` };
    const categories = await request.get(`${baseURL}/api/Category/GetList`, { headers });
    const top = ((await categories.json()).datas as { categoryid: number; parentID: number }[]).find(
      (item) => item.parentID === 0,
    )!;
    // Far in the future, so the public training lists of other tests keep their first sessions.
    const startsAt = new Date(Date.now() + 300 * 86_400_000);
    const created = await request.post(`${baseURL}/api/Admin/Contents/Save`, {
      headers,
      data: {
        conttype: 'training',
        categoryid: top.categoryid,
        title: { ko: title },
        edutype: 'hands_on',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
        venueName: { ko: '강남 교육장' },
        capacity: 10,
        price: 30_000,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const contentsid = (await created.json()).datas.contentsid as number;

    await logIn(page, DEMO_ADMIN, true);
    await page.goto('/admin/trainings');
    await page.getByRole('textbox', { name: '검색' }).fill(title);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/trainings/${contentsid}$`));
    await page.getByRole('button', { name: '공개하기' }).click();
    await confirm(page);
    await expect(page.getByTestId('publish-state')).toHaveText('공개');

    const member = await createMember(request, baseURL!);
    await buyCourse(request, baseURL!, await apiToken(request, baseURL!, member), contentsid);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toContainText('테스트회원');
    await expect(row).toContainText('30,000원');
    await expect(page.getByText('1명 중 0명 출석')).toBeVisible();
    // click, not check(): the tick comes from the mutation's optimistic update a tick later, which
    // check() would read as "did not change" on a loaded machine.
    const attended = row.getByRole('checkbox', { name: '테스트회원 출석' });
    await attended.click();
    await expect(attended).toBeChecked();
    await expect(page.getByText('1명 중 1명 출석')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: '테스트회원 출석' })).toBeChecked();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV 내보내기' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv).toContain(member.email);
    expect(csv).toContain('010-2345-6789');

    await page.getByRole('button', { name: '모집 마감' }).click();
    await confirm(page);
    await expect(page.getByRole('button', { name: '모집 열기' })).toBeVisible();
    await expect(page.getByText('모집 마감', { exact: true })).toBeVisible();

    await expectAccessible(page);

    // Take it down again for the other tests' training lists.
    await page.getByRole('button', { name: '비공개로 전환' }).click();
    await confirm(page);
    await expect(page.getByTestId('publish-state')).toHaveText('비공개');
  });
});
