import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { consoleCall, KST_INSTANT } from './support/console-api';
import { expect, test } from './support/fixtures';
import { OWN_SERVER_URL, startOwnServer } from './support/own-server';
import { apiToken, buyCourse } from './support/purchase';
import { ADMIN_URL } from './support/servers';

// Admin specs change data; they get their own server so visitor specs see the seed.
test.use({ baseURL: ADMIN_URL, viewport: { width: 1440, height: 900 } });

/*
 * The commerce half of the console as an operator met it, in Korean at 1440×900: a sort that
 * covered one page, squeezed statuses, raw codes, refunded courses that looked active, CSV files
 * mixing UTC and display formats, fractional chart ticks and one status under two names.
 */

type Order = { paymentid: number; orderId: string; amount: number; status: string; canceledAmount: number };

async function courses(request: APIRequestContext) {
  const response = await request.get(`${ADMIN_URL}/api/Contents/search/campus?sort=price_desc`, {
    headers: E2E_APP_HEADERS,
  });
  return ((await response.json()).datas as { contentsid: number; price: number }[]).filter(
    (course) => course.price > 0,
  );
}

/** The CSV a console table exports, as rows of cells (the files here hold no quoted commas). */
async function exportCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 내보내기' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

test('the commerce screens sort on the server, show whole statuses and names, and export plain values', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const adminToken = await apiToken(request, ADMIN_URL, DEMO_ADMIN);
  const [dearest, ...cheaper] = await courses(request);

  // A buyer pays for the dearest course and for another, which is refunded in full.
  const buyer = await createMember(request, ADMIN_URL);
  const buyerToken = await apiToken(request, ADMIN_URL, buyer);
  await buyCourse(request, ADMIN_URL, buyerToken, dearest!.contentsid);
  await buyCourse(request, ADMIN_URL, buyerToken, cheaper[0]!.contentsid);
  const bought = (
    await consoleCall<Order[]>(request, adminToken, 'GET', `/api/Admin/Orders?q=${buyer.email}`)
  ).datas;
  const refunded = bought.find((order) => order.amount === cheaper[0]!.price)!;
  const refund = await consoleCall<{ refundid: number; amount: number }>(
    request,
    buyerToken,
    'POST',
    `/api/Payment/RequestRefund/${refunded.paymentid}`,
    { reason: '일정 변경' },
  );
  await consoleCall(
    request,
    adminToken,
    'POST',
    `/api/Payment/Admin/ApproveRefund/${refund.datas.refundid}`,
    {
      amount: refund.datas.amount,
      note: '전액 환불',
    },
  );
  // Then another member opens 21 cheaper checkouts: the dearest order is no longer on the first page.
  const browsing = await createMember(request, ADMIN_URL);
  const browsingToken = await apiToken(request, ADMIN_URL, browsing);
  for (const course of cheaper.slice(0, 7))
    for (let attempt = 0; attempt < 3; attempt++)
      await consoleCall(request, browsingToken, 'POST', '/api/Payment/Create', {
        contentsid: course.contentsid,
        method: 'card',
        agree: true,
      });
  const everyOrder = (
    await consoleCall<Order[]>(request, adminToken, 'GET', '/api/Admin/Orders?pageSize=200')
  ).datas;
  const largest = Math.max(...everyOrder.map((order) => order.amount));

  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin/orders');
  const header = page.getByRole('columnheader', { name: '결제 금액' });
  await header.getByRole('button').click();
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(`${largest.toLocaleString('ko-KR')}원`);

  // Statuses show whole at 1440 px, not "결..." cut short.
  const badges = page.getByTestId('payment-status');
  await expect(badges.first()).toBeVisible();
  for (const badge of await badges.all()) {
    const cut = await badge.evaluate((element) => {
      const label = element.querySelector('.mantine-Badge-label') ?? element;
      return label.scrollWidth > label.clientWidth;
    });
    expect(cut, (await badge.textContent()) ?? '').toBe(false);
  }

  // The card issuer by name, not its code "11".
  await page.getByRole('textbox', { name: '회원', exact: true }).fill(buyer.email);
  // The buyer's own row: until the filter applies, other tests' orders of the same price are listed.
  const dearestRow = page
    .getByRole('row', { name: new RegExp(`${dearest!.price.toLocaleString('ko-KR')}원`) })
    .filter({ hasText: buyer.email });
  await dearestRow.getByRole('button').first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('KB국민카드');
  await drawer.getByRole('button', { name: '닫기' }).click();

  // One status, one name: the filter's "환불 완료" lists the refunded order, shown as 환불 완료.
  await page.getByRole('textbox', { name: '상태', exact: true }).click();
  await page.getByRole('option', { name: '환불 완료' }).click();
  await expect(page.getByTestId('payment-status')).toHaveText(['환불 완료']);
  await page.getByRole('textbox', { name: '상태', exact: true }).click();
  await page.getByRole('option', { name: '주문 취소' }).click();
  await expect(page.getByText('데이터가 없습니다')).toBeVisible();

  // The orders CSV: Korean time with its offset and amounts as plain integers.
  await page.getByRole('textbox', { name: '상태', exact: true }).click();
  await page.getByRole('option', { name: '주문 취소' }).click();
  await expect(page.getByTestId('payment-status')).toHaveCount(2);
  const orderRows = await exportCsv(page);
  const dearestLine = orderRows.find((row) => row.includes(String(dearest!.price)));
  expect(dearestLine, orderRows.join('\n')).toBeDefined();
  expect(dearestLine![0]).toMatch(KST_INSTANT);

  // The member's file: the refunded course is revoked, orders carry their payment status.
  const [member] = (
    await consoleCall<{ useruid: string }[]>(
      request,
      adminToken,
      'GET',
      `/api/Admin/Members?q=${buyer.email}`,
    )
  ).datas;
  await page.goto(`/admin/members/${member!.useruid}`);
  await expect(page.getByTestId('enrolment-status')).toHaveCount(2);
  expect((await page.getByTestId('enrolment-status').allTextContents()).sort()).toEqual([
    '수강 중',
    '취소됨(환불)',
  ]);
  expect((await page.getByTestId('payment-status').allTextContents()).sort()).toEqual([
    '결제 완료',
    '환불 완료',
  ]);

  // The members CSV has the phone number and the marketing consents.
  await page.goto('/admin/members');
  const [memberHeader] = await exportCsv(page);
  expect(memberHeader).toEqual(expect.arrayContaining(['휴대폰 번호', '마케팅 정보 수신 동의 (이메일)']));

  // The trainings CSV has the capacity, and the session's start in Korean time.
  await page.goto('/admin/trainings');
  const [trainingHeader, firstTraining] = await exportCsv(page);
  expect(trainingHeader).toContain('정원');
  expect(
    firstTraining!.some((cell) => KST_INSTANT.test(cell)),
    firstTraining!.join(','),
  ).toBe(true);

  // The dashboard ranks courses by net sales, in whole won.
  await page.goto('/admin');
  const popular = page
    .getByRole('heading', { name: '순매출 상위 강의 (30일)' })
    .locator('xpath=following-sibling::*[1]');
  const ticks = popular.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(ticks.first()).toBeVisible();
  for (const tick of await ticks.allTextContents()) expect(tick).toMatch(/^-?[\d,]+원$/);
});

/** A course's title as the public catalogue gives it in one language. */
async function titleIn(request: APIRequestContext, contentsid: number, lang: string): Promise<string> {
  const response = await request.get(`${ADMIN_URL}/api/Contents/GetInfo/${contentsid}`, {
    headers: { ...E2E_APP_HEADERS, 'accept-language': lang },
  });
  return (await response.json()).datas.title;
}

test("an English console names an order placed in Korean by the product's English name", async ({
  page,
  request,
}) => {
  const [course] = await courses(request);
  const [korean, english] = [
    await titleIn(request, course!.contentsid, 'ko'),
    await titleIn(request, course!.contentsid, 'en'),
  ];
  expect(english).not.toBe(korean);
  const buyer = await createMember(request, ADMIN_URL);
  const created = await request.post(`${ADMIN_URL}/api/Payment/Create`, {
    headers: {
      ...E2E_APP_HEADERS,
      authorization: `Bearer ${await apiToken(request, ADMIN_URL, buyer)}`,
      'accept-language': 'ko',
    },
    data: { contentsid: course!.contentsid, method: 'card', agree: true },
  });
  expect((await created.json()).datas.orderName).toBe(korean);

  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin/orders');
  await page.getByRole('radiogroup', { name: '언어' }).getByText('EN', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Member', exact: true }).fill(buyer.email);
  const row = page.getByRole('row').filter({ hasText: buyer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(english);
  await expect(row).not.toContainText(korean);
  await row.getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toContainText(english);
});

test.describe('on a server whose database the test can age', () => {
  test.use({ baseURL: OWN_SERVER_URL });

  test('abandoned checkouts are hidden from the orders list until the operator asks for them', async ({
    page,
    request,
  }) => {
    const postgres = process.env.TEST_DATABASE_URL;
    test.skip(!postgres, 'ageing a checkout needs the database the server uses: set TEST_DATABASE_URL');
    test.setTimeout(180_000);
    const server = await startOwnServer(postgres!);
    try {
      const buyer = await createMember(request, server.url);
      const token = await apiToken(request, server.url, buyer);
      const catalogue = await request.get(`${server.url}/api/Contents/search/campus?sort=price_desc`, {
        headers: E2E_APP_HEADERS,
      });
      const [paid, left] = (await catalogue.json()).datas as { contentsid: number; price: number }[];
      await buyCourse(request, server.url, token, paid!.contentsid);
      const opened = await request.post(`${server.url}/api/Payment/Create`, {
        headers: { ...E2E_APP_HEADERS, authorization: `Bearer ${token}` },
        data: { contentsid: left!.contentsid, method: 'card', agree: true },
      });
      const { orderId } = (await opened.json()).datas as { orderId: string };
      // The buyer never came back: the gateway's 30-minute checkout window has passed.
      await server.query(
        "update orders set created_at = created_at - interval '31 minutes' where order_id = $1",
        [orderId],
      );

      await logIn(page, DEMO_ADMIN);
      await page.goto('/admin/orders');
      await page.getByRole('textbox', { name: '회원', exact: true }).fill(buyer.email);
      const rows = page.getByRole('row').filter({ hasText: buyer.email });
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(`${paid!.price.toLocaleString('ko-KR')}원`);
      await expect(page.getByText(orderId)).toHaveCount(0);

      await page.getByRole('switch', { name: '버려진 결제 시도 보기' }).click();
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole('row').filter({ hasText: orderId })).toContainText(
        `${left!.price.toLocaleString('ko-KR')}원`,
      );
    } finally {
      await server.stop();
    }
  });
});
