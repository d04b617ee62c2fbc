import { DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiToken } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// Admin specs change data; they get their own server. Days are picked as an operator in Korea sees them.
test.use({ baseURL: ADMIN_URL, viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Seoul' });

test('an operator edits a notice and finds the change in the audit log by action and day', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN_URL, DEMO_ADMIN);
  const title = `감사 확인 공지 ${Date.now()}`;
  const created = await request.post(`${ADMIN_URL}/api/Main/SaveNotice`, {
    headers: { ...E2E_APP_HEADERS, authorization: `Bearer ${token}` },
    data: { title: { ko: title }, body: { ko: '<p>본문</p>' }, isnotice: 0, istop3: 0 },
  });
  const noticeid = (await created.json()).datas.noticeid as number;

  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin/notices');
  await page.getByRole('button', { name: `${title} 수정` }).click();
  const dialog = page.getByRole('dialog');
  // The form fills in once the notice has loaded; a tick before that would be overwritten.
  const pinned = dialog.getByLabel('상단 고정');
  await expect(async () => {
    await pinned.check();
    await expect(pinned).toBeChecked();
  }).toPass();
  await dialog.getByRole('button', { name: '게시' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/audit');
  await page.getByRole('textbox', { name: '작업', exact: true }).click();
  await page.getByRole('option', { name: '공지사항 · 수정' }).click();
  await page.getByRole('button', { name: '기간' }).click();
  const today = page.locator('button[data-today]');
  await today.click();
  await today.click();

  const row = page.getByRole('row').filter({ hasText: `공지사항 #${noticeid}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('공지사항 · 수정');
  await expect(row).toContainText('isNotice: false → true');
  await expect(row).toContainText(DEMO_ADMIN.email);
  await page.keyboard.press('Escape');
  await expectAccessible(page, { include: 'main' });
});
