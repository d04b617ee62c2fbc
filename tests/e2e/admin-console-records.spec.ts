import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, newAppPage, test } from './support/fixtures';
import { apiToken, buyCourse } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// Admin specs change data; they get their own server so visitor specs see the seed.
test.use({ baseURL: ADMIN_URL, viewport: { width: 1440, height: 900 } });

test('the console labels a paid attendee as paid, and a cancelled session says so at checkout', async ({
  page,
  browser,
  request,
  adminApi,
}) => {
  const categories = await adminApi.call<{ categoryid: number; parentID: number }[]>(
    'GET',
    '/api/Category/GetList',
  );
  const top = categories.datas.find((item) => item.parentID === 0)!;
  // Far in the future, so the public training lists of other tests keep their first sessions.
  const startsAt = new Date(Date.now() + 320 * 86_400_000);
  const created = await adminApi.call<{ contentsid: number }>('POST', '/api/Admin/Contents/Save', {
    conttype: 'training',
    categoryid: top.categoryid,
    title: { ko: `E2E 취소될 교육 ${Date.now()}` },
    edutype: 'hands_on',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
    venueName: { ko: '강남 교육장' },
    capacity: 10,
    price: 30_000,
  });
  const { contentsid } = created.datas;
  await adminApi.call('POST', `/api/Admin/Contents/${contentsid}/Publish`, { published: true });
  const attendee = await createMember(request, ADMIN_URL);
  await buyCourse(request, ADMIN_URL, await apiToken(request, ADMIN_URL, attendee), contentsid);

  await logIn(page, DEMO_ADMIN);
  await page.goto(`/admin/trainings/${contentsid}`);
  const row = page.getByRole('row', { name: new RegExp(attendee.email) });
  await expect(row.getByTestId('attendee-standing')).toHaveText('결제 완료');

  await adminApi.call('POST', `/api/Admin/Contents/${contentsid}/Cancel`, { reason: '강사 사정' });
  const latecomer = await createMember(request, ADMIN_URL);
  const shopper = await newAppPage(browser, { locale: 'ko-KR', baseURL: ADMIN_URL });
  await logIn(shopper, latecomer);
  await shopper.goto(`/payment?contentsid=${contentsid}`);
  await expect(shopper.getByTestId('no-seats')).toHaveText('취소된 교육입니다.');
});

test('the console lists cash receipts by status, from its menu', async ({ page, request }) => {
  const response = await request.get(`${ADMIN_URL}/api/Contents/search/campus?sort=price_asc`, {
    headers: E2E_APP_HEADERS,
  });
  const course = ((await response.json()).datas as { contentsid: number; price: number }[]).find(
    (item) => item.price > 0,
  )!;
  const buyer = await createMember(request, ADMIN_URL);
  const order = await request.post(`${ADMIN_URL}/api/Payment/Create`, {
    headers: { ...E2E_APP_HEADERS, authorization: `Bearer ${await apiToken(request, ADMIN_URL, buyer)}` },
    data: {
      contentsid: course.contentsid,
      method: 'virtual_account',
      bankCode: '88',
      cashReceipt: { purpose: 'income_deduction', identityNumber: '01012345678' },
      agree: true,
    },
  });
  expect(order.ok(), await order.text()).toBe(true);

  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: '현금영수증' }).click();
  await expect(page).toHaveURL(/\/admin\/cash-receipts$/);
  await expect(page.getByRole('heading', { level: 1, name: '현금영수증' })).toBeVisible();
  await expect(page).toHaveTitle(/현금영수증/);
  const row = page.getByRole('row', { name: new RegExp(buyer.email) });
  await expect(row.getByTestId('cash-receipt-status')).toHaveText('신청됨');
  await page.locator('label', { hasText: /^발급됨$/ }).click();
  await expect(row).toHaveCount(0);
  await page.locator('label', { hasText: /^신청됨$/ }).click();
  await expect(row).toContainText('소득공제 (휴대폰 번호)');
  await expectAccessible(page);
});
