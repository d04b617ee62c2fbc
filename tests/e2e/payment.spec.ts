import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, field, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiToken } from './support/purchase';
import { MAIN_URL } from './support/servers';

/*
 * Payments through the built-in sandbox gateway (PAYMENT_PROVIDER=sandbox, the default): its
 * checkout is a server-rendered page on the same server. A coupon code is single-use, so each
 * attempt of a test has the admin API issue it a fresh one.
 */

interface CourseCard {
  contentsid: number;
  title: string;
  price: number;
}
interface TrainingCard extends CourseCard {
  seatsLeft: number | null;
  closedReason: string | null;
}

async function listData<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`${MAIN_URL}${path}`, { headers: E2E_APP_HEADERS });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { datas: T[] }).datas;
}

/** Courses from dearest to cheapest, so a pick is always above the welcome coupon's 50,000 KRW minimum. */
const coursesByPrice = (request: APIRequestContext) =>
  listData<CourseCard>(request, '/api/Contents/search/campus?sort=price_desc');
const trainings = (request: APIRequestContext) =>
  listData<TrainingCard>(request, '/api/Contents/search/training');

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

const IN_MAIN = { include: 'main', exclude: 'aside' };

/** A new code of the demo's welcome campaign (10,000 KRW off from 50,000 KRW), issued by the admin API. */
async function freshWelcomeCode(request: APIRequestContext): Promise<string> {
  const headers = {
    ...E2E_APP_HEADERS,
    authorization: `Bearer ${await apiToken(request, MAIN_URL, DEMO_ADMIN)}`,
  };
  const campaigns = await request.get(`${MAIN_URL}/api/Admin/Coupons/Campaigns`, {
    headers,
    params: { q: '신규 가입 1만원 할인' },
  });
  expect(campaigns.ok(), await campaigns.text()).toBe(true);
  const [welcome] = (await campaigns.json()).datas as { campaignId: number }[];
  const issued = await request.post(`${MAIN_URL}/api/Admin/Coupons/Campaigns/${welcome!.campaignId}/Codes`, {
    headers,
    data: { quantity: 1 },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  return ((await issued.json()).datas as { codes: string[] }).codes[0]!;
}

async function registerCoupon(page: Page, code: string) {
  await page.goto('/mypage/coupon');
  await field(page, '쿠폰 코드').fill(code);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByTestId('coupon-register-result')).toHaveText('쿠폰이 등록되었습니다.');
}

test('a member registers a coupon, buys a course with it by card and finds it in the history', async ({
  page,
  request,
}) => {
  // The whole purchase and refund-request walk: about 20 s alone, twice that beside another worker.
  test.setTimeout(90_000);
  const member = await createMember(request, MAIN_URL);
  const [course] = await coursesByPrice(request);
  const code = await freshWelcomeCode(request);
  await logIn(page, member);

  await page.goto('/mypage/coupon');
  await expect(page.getByTestId('empty-state')).toHaveText('데이터가 없습니다');
  await field(page, '쿠폰 코드').fill('AB-1');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('영문과 숫자 6자리를 입력해 주세요')).toBeVisible();
  await field(page, '쿠폰 코드').fill('ZZZZZZ');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByTestId('coupon-register-result')).toHaveText(
    '존재하지 않는 쿠폰 코드입니다. 다시 확인해 주세요.',
  );
  // Codes are read whatever their case.
  await registerCoupon(page, code.toLowerCase());
  await expect(page.getByTestId('available-coupons')).toHaveText('1장');
  const coupon = page.getByTestId('coupon-item');
  await expect(coupon).toContainText('신규 가입 1만원 할인');
  await expect(coupon).toContainText('사용 가능');
  await expect(coupon).toContainText('50,000원 이상 구매 시');
  await expectAccessible(page, IN_MAIN);

  await page.goto(`/payment?contentsid=${course!.contentsid}`);
  await expect(page.getByTestId('payment-item-name')).toHaveText(course!.title);
  await expect(field(page, '이름')).toHaveValue(member.name);
  // The number on file reads as the member wrote it at sign-up, not as the digits the server keeps.
  await expect(page.getByLabel('휴대폰 번호', { exact: false })).toHaveValue('010-2345-6789');
  await expect(page.getByTestId('payment-total')).toHaveText(won(course!.price));
  await page.getByRole('radio', { name: /신규 가입 1만원 할인/ }).check();
  await expect(page.getByTestId('payment-total')).toHaveText(won(course!.price - 10_000));
  await expectAccessible(page, IN_MAIN);

  const pay = page.getByRole('button', { name: `${won(course!.price - 10_000)} 결제하기` });
  await pay.click();
  await expect(page.getByText('구매 약관에 동의해 주세요.')).toBeVisible();
  await page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
  await page.getByLabel('할부').selectOption('3');
  await pay.click();

  await expect(page).toHaveURL(/\/sandbox\/toss\/checkout/);
  await expect(page.getByLabel('할부')).toHaveValue('3');
  await page.getByLabel('테스트 카드').selectOption('4330123412340001');
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/paymentComplete\?/);
  await expect(page.getByTestId('complete-title')).toHaveText('결제 완료');
  await expect(page.getByTestId('complete-order-name')).toHaveText(course!.title);
  await expect(page.getByTestId('complete-amount')).toHaveText(won(course!.price - 10_000));
  await expect(page.getByRole('link', { name: '강의 보러 가기' })).toHaveAttribute(
    'href',
    `/player/${course!.contentsid}`,
  );
  await expectAccessible(page, IN_MAIN);

  // A reload confirms again; the server answers from the settled order instead of charging twice.
  await page.reload();
  await expect(page.getByTestId('complete-title')).toHaveText('결제 완료');

  await page.getByRole('link', { name: '결제 내역' }).first().click();
  await expect(page).toHaveURL(/\/mypage\/paymentHistory/);
  const row = page.getByTestId('payment-item');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(course!.title);
  await expect(row.getByTestId('payment-status')).toHaveText('결제 완료');
  await expect(page.getByTestId('available-coupons')).toHaveText('0장');
  await expectAccessible(page, IN_MAIN);

  await row.getByRole('button', { name: /상세 보기/ }).click();
  const detail = page.getByTestId('payment-detail');
  await expect(detail.getByTestId('detail-coupon')).toContainText(code);
  await expect(detail.getByTestId('detail-method')).toContainText('3개월');
  await expect(detail.getByRole('link', { name: '영수증' })).toHaveAttribute('href', /receipts/);
  await expect(detail.getByTestId('refund-quote')).toContainText('전액 환불');
  await expectAccessible(page, { include: '[role="dialog"]', exclude: 'aside' });
  await detail.getByLabel(/환불 사유/).fill('일정이 맞지 않습니다.');
  await detail.getByRole('button', { name: '환불 요청하기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).last().click();
  await expect(page.getByTestId('dialog-body')).toHaveText('환불 요청이 접수되었습니다.');
  await page.getByRole('button', { name: '확인' }).last().click();
  await expect(detail.getByTestId('refund-unavailable')).toContainText('검토 중');

  await page.goto('/mypage/coupon');
  await page.getByRole('tab', { name: /사용 완료/ }).click();
  await expect(page.getByTestId('coupon-item')).toContainText(code);

  // The purchase appears in my courses.
  await page.goto('/mypage/courses');
  await expect(page.getByText(course!.title).first()).toBeVisible();
});

test('a declined test card lands on the order-failed page with the way back', async ({ page, request }) => {
  const member = await createMember(request, MAIN_URL);
  const course = (await coursesByPrice(request))[1]!;
  await logIn(page, member);

  await page.goto(`/payment?contentsid=${course.contentsid}`);
  await page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
  await page.getByRole('button', { name: `${won(course.price)} 결제하기` }).click();
  await expect(page).toHaveURL(/\/sandbox\/toss\/checkout/);
  await page.getByLabel('테스트 카드').selectOption('4330123412340002');
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/paymentFail\?/);
  await expect(page.getByTestId('fail-title')).toHaveText('주문 실패');
  await expect(page.getByTestId('fail-body')).toHaveText(
    '결제 오류로 거래를 완료하지 못했습니다. 다시 시도해 주세요.',
  );
  await expect(page.getByTestId('fail-message')).toContainText('카드사에서 결제를 거절했습니다.');
  await expect(page.getByRole('link', { name: '상품으로 돌아가기' })).toHaveAttribute(
    'href',
    `/courseDetail/${course.contentsid}`,
  );
  await expectAccessible(page, IN_MAIN);

  // The same texts in English, the language of the spec.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByTestId('fail-title')).toHaveText('Order Failed');
  await expect(page.getByTestId('fail-body')).toHaveText(
    'The transaction could not be completed due to a payment error. Please try again.',
  );

  // A tampered amount is refused by the server's verification and also ends here.
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.goto(`/paymentComplete?paymentKey=forged-key&orderId=${orderId}&amount=1000`);
  await expect(page).toHaveURL(/\/paymentFail\?/);
  await expect(page.getByTestId('fail-message')).toContainText('Payment verification failed.');
});

test('the failure page names the reason for known codes only: a cancel, insufficient funds, a forged message', async ({
  page,
  request,
}) => {
  const member = await createMember(request, MAIN_URL);
  const course = (await coursesByPrice(request))[1]!;
  await logIn(page, member);

  const startCheckout = async () => {
    await page.goto(`/payment?contentsid=${course.contentsid}`);
    await page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
    await page.getByRole('button', { name: `${won(course.price)} 결제하기` }).click();
    await expect(page).toHaveURL(/\/sandbox\/toss\/checkout/);
  };

  // The buyer closes the checkout: no payment error is blamed.
  await startCheckout();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.getByTestId('fail-title')).toHaveText('결제 취소');
  await expect(page.getByTestId('fail-body')).toHaveText(
    '결제를 취소하셨습니다. 주문은 완료되지 않았으며 결제된 금액은 없습니다.',
  );
  await expect(page.getByTestId('fail-message')).toHaveCount(0);

  // Insufficient funds: the gateway's reason, in the reader's language.
  await startCheckout();
  await page.getByLabel('테스트 카드').selectOption('4330123412340003');
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByTestId('fail-title')).toHaveText('주문 실패');
  await expect(page.getByTestId('fail-message')).toContainText(
    '잔액 부족 또는 한도 초과로 결제되지 않았습니다.',
  );

  // A link carrying its own text shows none of it.
  await page.goto(
    '/paymentFail?code=SOMETHING&message=%EA%B3%A0%EA%B0%9D%EC%84%BC%ED%84%B0%20010-1234-5678%EB%A1%9C%20%EC%A0%84%ED%99%94',
  );
  await expect(page.getByTestId('fail-title')).toHaveText('주문 실패');
  await expect(page.getByText('010-1234-5678')).toHaveCount(0);
  await expect(page.getByTestId('fail-message')).toHaveCount(0);
});

test('a free course is a one-step enrolment: no buyer form, coupons or payment method', async ({
  page,
  request,
}) => {
  const member = await createMember(request, MAIN_URL);
  const cheapest = await listData<CourseCard>(request, '/api/Contents/search/campus?sort=price_asc');
  const free = cheapest.find((course) => course.price === 0)!;
  await logIn(page, member);
  await page.goto(`/payment?contentsid=${free.contentsid}`);
  await expect(page.getByTestId('free-enrolment')).toBeVisible();
  await expect(page.getByRole('button', { name: /결제하기/ })).toHaveCount(0);
  await expect(page.getByText('결제 수단')).toHaveCount(0);
  await page.getByRole('button', { name: '무료로 신청하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/player/${free.contentsid}$`));
});

test('a member enrols in a training session by virtual account; the sandbox deposit completes it', async ({
  page,
  request,
}) => {
  const member = await createMember(request, MAIN_URL);
  const sessions = await trainings(request);
  const open = sessions.find(
    (session) => session.price > 0 && !session.closedReason && (session.seatsLeft ?? 99) >= 5,
  )!;
  const full = sessions.find((session) => session.closedReason === 'full');
  await logIn(page, member);

  if (full) {
    await page.goto(`/payment?contentsid=${full.contentsid}`);
    await expect(page.getByTestId('no-seats')).toHaveText('신청 가능한 좌석이 없습니다.');
    await expect(page.getByRole('button', { name: /결제하기/ })).toBeDisabled();
  }

  await page.goto(`/payment?contentsid=${open.contentsid}`);
  await expect(page.getByTestId('payment-item-name')).toHaveText(open.title);
  await page.getByRole('radio', { name: '가상계좌 (무통장입금)' }).check();
  await page.getByLabel('은행').selectOption('20');
  await page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
  await page.getByRole('button', { name: `${won(open.price)} 결제하기` }).click();

  await expect(page).toHaveURL(/\/sandbox\/toss\/checkout/);
  await expect(page.getByLabel('입금 은행')).toHaveValue('20');
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/paymentComplete\?/);
  await expect(page.getByTestId('complete-title')).toHaveText('가상계좌가 발급되었습니다');
  await expect(page.getByTestId('va-bank')).toHaveText('우리은행');
  await expect(page.getByTestId('va-account')).toHaveText(/^\d{6,}$/);
  // The account is the merchant's (예금주); the buyer's name is what the transfer should carry.
  await expect(page.getByTestId('va-holder')).toHaveText('MEDIVENUS');
  await expect(page.getByTestId('complete-amount')).toHaveText(won(open.price));
  await expectAccessible(page, IN_MAIN);

  await page.goto('/mypage/paymentHistory?tab=training');
  await expect(page.getByTestId('payment-status')).toHaveText('입금 대기');
  await page.goBack();

  await page.getByRole('link', { name: '샌드박스에서 입금하기' }).click();
  await page.getByRole('button', { name: /입금하기/ }).click();
  await expect(page.getByText('DONE')).toBeVisible();

  await page.goto('/mypage/paymentHistory');
  await page.getByRole('tab', { name: '오프라인 교육' }).click();
  const row = page.getByTestId('payment-item');
  await expect(row).toContainText(open.title);
  await expect(row.getByTestId('payment-status')).toHaveText('결제 완료');
  await page.getByRole('tab', { name: '온라인 강의' }).click();
  await expect(page.getByTestId('empty-state')).toHaveText('데이터가 없습니다');
});
