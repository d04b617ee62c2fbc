import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, field, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { consoleCall, KST_INSTANT, koreanToday } from './support/console-api';
import { expect, newAppPage, test } from './support/fixtures';
import { apiToken, buyCourse } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// Admin specs change data; they get their own server so visitor specs see the seed.
test.use({ baseURL: ADMIN_URL, viewport: { width: 1440, height: 900 } });

async function refundsThisMonth(request: APIRequestContext, token: string): Promise<number> {
  const today = koreanToday();
  const report = await call<{ totals: { refunds: number } }>(
    request,
    token,
    'GET',
    `/api/Admin/Reports/Sales?from=${today.slice(0, 8)}01&to=${today}`,
  );
  return report.totals.refunds;
}

async function exportFirstCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 내보내기' }).first().click();
  const text = await readFile((await (await download).path())!, 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

const call = async <T>(...args: Parameters<typeof consoleCall<T>>) => (await consoleCall<T>(...args)).datas;

test('an operator voids a leaked code, and a member registering it is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const adminToken = await apiToken(request, ADMIN_URL, DEMO_ADMIN);
  const name = `유출 코드 ${randomBytes(3).toString('hex')}`;
  const now = Date.now();
  const { codes } = await call<{ codes: string[] }>(
    request,
    adminToken,
    'POST',
    '/api/Admin/Coupons/Campaigns',
    {
      name: { ko: name },
      discountType: 'fixed',
      amount: 5_000,
      target: 'any',
      validFrom: new Date(now - 86_400_000).toISOString(),
      validUntil: new Date(now + 30 * 86_400_000).toISOString(),
      quantity: 2,
    },
  );
  const leaked = codes[0]!;

  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin/coupons');
  await page.getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByRole('button', { name: `코드 ${leaked} 무효화` }).click();
  const voiding = page.getByRole('dialog', { name: '코드 무효화' });
  await voiding.getByRole('button', { name: '무효화', exact: true }).click();
  await expect(voiding.getByText('필수 입력 항목입니다')).toBeVisible();
  await field(page, '무효화 사유').fill('커뮤니티에 게시됨');
  await expectAccessible(page, { include: '[role="dialog"]' });
  await voiding.getByRole('button', { name: '무효화', exact: true }).click();
  await expect(voiding).toBeHidden();
  const row = drawer.getByRole('row', { name: new RegExp(leaked) });
  await expect(row).toContainText('무효');
  await expect(row).toContainText('커뮤니티에 게시됨');
  await expect(drawer.getByRole('button', { name: `코드 ${codes[1]} 무효화` })).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });

  const member = await createMember(request, ADMIN_URL);
  const shopper = await newAppPage(browser, { baseURL: ADMIN_URL });
  await logIn(shopper, member);
  await shopper.goto('/mypage/coupon');
  await field(shopper, '쿠폰 코드').fill(leaked);
  await shopper.getByRole('button', { name: '등록', exact: true }).click();
  await expect(shopper.getByTestId('coupon-register-result')).toHaveText('등록할 수 없는 상태의 쿠폰입니다.');
  await shopper.context().close();
});

test('the sales report shows a refund in its period, exports plain amounts in Korean time, and learner progress', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminToken = await apiToken(request, ADMIN_URL, DEMO_ADMIN);
  const before = await refundsThisMonth(request, adminToken);
  const courses = (
    (await (
      await request.get(`${ADMIN_URL}/api/Contents/search/campus?sort=price_desc`, {
        headers: E2E_APP_HEADERS,
      })
    ).json()) as { datas: { contentsid: number; price: number }[] }
  ).datas.filter((course) => course.price > 0);
  const course = courses.at(-1)!;

  // A member buys a course, asks for the money back, and the operator approves.
  const buyer = await createMember(request, ADMIN_URL);
  const buyerToken = await apiToken(request, ADMIN_URL, buyer);
  await buyCourse(request, ADMIN_URL, buyerToken, course.contentsid);
  const [order] = await call<{ paymentid: number }[]>(
    request,
    adminToken,
    'GET',
    `/api/Admin/Orders?q=${encodeURIComponent(buyer.email)}`,
  );
  const refund = await call<{ refundid: number; amount: number }>(
    request,
    buyerToken,
    'POST',
    `/api/Payment/RequestRefund/${order!.paymentid}`,
    { reason: '일정 변경' },
  );
  await call(request, adminToken, 'POST', `/api/Payment/Admin/ApproveRefund/${refund.refundid}`, {
    amount: refund.amount,
  });

  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin/reports/sales');
  await expect(page.getByRole('heading', { level: 1, name: '매출 리포트' })).toBeVisible();
  const shown = Number((await page.getByTestId('total-refunds').textContent())?.replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(before + refund.amount);
  // Other specs refund on this server today too: the day's row holds at least this refund (CSV below).
  await expect(page.getByRole('row', { name: new RegExp(koreanToday()) }).first()).toBeVisible();
  await expectAccessible(page, { include: 'main' });

  const [header, ...rows] = await exportFirstCsv(page);
  expect(header).toEqual([
    '기간',
    '기간 시작',
    '기간 끝',
    '총매출',
    '할인',
    '환불',
    '순매출',
    '주문 수',
    '환불 건수',
  ]);
  const todayLine = rows.find((line) => line[0] === koreanToday())!;
  expect(todayLine[1]).toMatch(KST_INSTANT);
  expect(todayLine[1]).toBe(`${koreanToday()}T00:00:00+09:00`);
  for (const amount of todayLine.slice(3)) expect(amount).toMatch(/^-?\d+$/);
  expect(Number(todayLine[5])).toBeGreaterThanOrEqual(refund.amount);

  // By month: the period table's one row is this month.
  await page.locator('label', { hasText: '월별' }).click();
  const periods = page.getByRole('table').first().getByRole('row');
  await expect(periods).toHaveCount(2);
  await expect(periods.nth(1)).toContainText(koreanToday().slice(0, 7));

  await page.goto('/admin/reports/progress');
  await expect(page.getByRole('heading', { level: 1, name: '학습 진도 리포트' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '평균 진도율' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, { include: 'main' });
});
