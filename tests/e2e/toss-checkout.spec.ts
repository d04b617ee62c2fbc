import type { Page } from '@playwright/test';
import { createMember, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { TOSS_CLIENT_KEY, TOSS_URL } from './support/servers';

test.use({ baseURL: TOSS_URL });

/**
 * With PAYMENT_PROVIDER=toss the web app loads Toss's browser SDK and hands it the order. The SDK
 * lives on the internet, so the test answers its URL with a stand-in that records what the app
 * asked for — the network boundary, nothing inside the app is replaced.
 */
async function recordTossSdk(page: Page) {
  await page.route('https://js.tosspayments.com/v2/standard', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.TossPayments = (clientKey) => ({
        payment: ({ customerKey }) => ({
          requestPayment: async (request) => { window.__toss = { clientKey, customerKey, kind: 'payment', request }; },
          requestBillingAuth: async (request) => { window.__toss = { clientKey, customerKey, kind: 'billing', request }; },
        }),
      });`,
    }),
  );
}

async function tossCall(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean((window as { __toss?: unknown }).__toss))).toBe(true);
  return page.evaluate(() => (window as unknown as { __toss: Record<string, unknown> }).__toss);
}

test('the page allows exactly Toss’s SDK script and the card checkout opens with the server’s order', async ({
  page,
  request,
}) => {
  const courses = await request.get(`${TOSS_URL}/api/Contents/search/campus?sort=price_desc`, {
    headers: E2E_APP_HEADERS,
  });
  const course = (await courses.json()).datas[0] as { contentsid: number; price: number };
  const member = await createMember(request, TOSS_URL);
  await recordTossSdk(page);
  await logIn(page, member);
  const paymentPage = await page.goto(`/payment?contentsid=${course.contentsid}`);
  expect(paymentPage?.headers()['content-security-policy']).toContain(
    "script-src 'self' https://js.tosspayments.com",
  );
  await page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
  await page.getByRole('button', { name: /결제하기$/ }).click();

  const call = await tossCall(page);
  expect(call).toMatchObject({ clientKey: TOSS_CLIENT_KEY, kind: 'payment' });
  expect(call.customerKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(call.request).toMatchObject({
    method: 'CARD',
    amount: { currency: 'KRW', value: course.price },
    orderId: expect.stringMatching(/^[A-Za-z0-9_-]{6,64}$/),
    successUrl: `${TOSS_URL}/paymentComplete`,
    customerEmail: member.email,
  });
});

test('card registration opens Toss’s billing authorisation and returns to the result page', async ({
  page,
  request,
}) => {
  const member = await createMember(request, TOSS_URL);
  await recordTossSdk(page);
  await logIn(page, member);
  await page.goto('/paymentMethod');
  await page.getByRole('button', { name: '카드 등록' }).click();
  const call = await tossCall(page);
  expect(call).toMatchObject({ clientKey: TOSS_CLIENT_KEY, kind: 'billing', request: { method: 'CARD' } });
  expect((call.request as { successUrl: string }).successUrl).toContain(`${TOSS_URL}/paymentMethodResult`);
});

test('a virtual-account checkout hands Toss the server’s due date, with the buyer’s cash receipt asked for', async ({
  page,
  request,
}) => {
  const courses = await request.get(`${TOSS_URL}/api/Contents/search/campus?sort=price_desc`, {
    headers: E2E_APP_HEADERS,
  });
  const course = (await courses.json()).datas[0] as { contentsid: number };
  const member = await createMember(request, TOSS_URL);
  await recordTossSdk(page);
  await logIn(page, member);
  await page.goto(`/payment?contentsid=${course.contentsid}`);
  await page.getByRole('radio', { name: /가상계좌/ }).check();
  await page.getByLabel('현금영수증 신청').selectOption('income_deduction');
  await page.getByLabel('휴대폰 번호 또는 사업자등록번호').fill('010-1234-5678');
  await page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
  const created = page.waitForResponse((response) => response.url().endsWith('/api/Payment/Create'));
  await page.getByRole('button', { name: /결제하기$/ }).click();
  const answer = await created;
  expect(answer.status()).toBe(200);
  const order = (await answer.json()).datas as { virtualAccountDueDate: string };

  const call = await tossCall(page);
  // Toss reads the due date in Korean time without an offset.
  const kst = new Date(new Date(order.virtualAccountDueDate).getTime() + 9 * 3_600_000)
    .toISOString()
    .slice(0, 19);
  expect(call.request).toMatchObject({ method: 'VIRTUAL_ACCOUNT', virtualAccount: { dueDate: kst } });
});
