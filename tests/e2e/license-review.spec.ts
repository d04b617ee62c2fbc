import sharp from 'sharp';
import { createMember, DEMO_ADMIN, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, newAppPage, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { ADMIN_URL } from './support/servers';

// Admin specs change data; they get their own server.
test.use({ baseURL: ADMIN_URL, viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Seoul' });

const PAGE_SIZE = 20;

test('an operator rejects a pending licence with a reason from the queue; the member sees the reason', async ({
  page,
  browser,
  request,
  adminApi,
}) => {
  const member = await createMember(request, ADMIN_URL, '면허회원');

  // The member uploads a copy of the licence on their account page.
  const memberPage = await newAppPage(browser, { baseURL: ADMIN_URL, locale: 'ko-KR' });
  await logIn(memberPage, member);
  await memberPage.goto('/mypage/myaccount');
  const section = memberPage.getByTestId('license-section');
  await expect(section.getByTestId('license-status')).toContainText('운영자가 면허를 확인하고 있습니다');
  const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2e8b57' } })
    .png()
    .toBuffer();
  await section
    .locator('input[type=file]')
    .setInputFiles({ name: '면허증.png', mimeType: 'image/png', buffer: photo });
  await expect(section.getByRole('status')).toHaveText('사본을 올렸습니다.');
  await expect(section.getByRole('button', { name: '올린 사본 보기' })).toBeVisible();

  // The operator finds the licence in the queue (oldest first: on the last page it reaches).
  const queue = await adminApi.call<{ useruid: string; email: string }[]>(
    'GET',
    '/api/Admin/Licenses?pageSize=200',
  );
  const position = queue.datas.findIndex((item) => item.email === member.email);
  expect(position).toBeGreaterThanOrEqual(0);
  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  await page.getByRole('link', { name: '면허 심사' }).click();
  await expect(page).toHaveURL(/\/admin\/licenses$/);
  const pageNumber = Math.floor(position / PAGE_SIZE) + 1;
  if (pageNumber > 1) await page.getByRole('button', { name: String(pageNumber), exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('의사');
  await expect(row).toContainText('54321');

  await row.getByRole('button', { name: '사본 보기' }).click();
  const viewer = page.getByRole('dialog', { name: '면허증 사본' });
  await expect(viewer.getByRole('img', { name: '면허증 사본' })).toBeVisible();
  await expectAccessible(page);
  await viewer.getByRole('button', { name: '닫기' }).click();
  await expect(viewer).toBeHidden();

  const reason = '사본의 이름과 면허번호가 일치하지 않습니다.';
  await row.getByRole('button', { name: '면허 반려' }).click();
  const dialog = page.getByRole('dialog', { name: '면허 반려' });
  await dialog.getByRole('button', { name: '면허 반려' }).click();
  await expect(dialog.getByText('필수 입력 항목입니다')).toBeVisible();
  await dialog.getByLabel(/사유 \(회원에게 전달됩니다\)/).fill(reason);
  await dialog.getByRole('button', { name: '면허 반려' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);
  await expectAccessible(page, { include: 'main' });

  expect(await waitForMail(member.email)).toContain(`사유: ${reason}`);

  await memberPage.reload();
  await expect(section.getByTestId('license-status')).toContainText(
    `면허를 인증하지 못했습니다. 사유: ${reason}`,
  );
  await expectAccessible(memberPage, { include: 'main' });
});
