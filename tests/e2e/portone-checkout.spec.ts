import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { PORTONE_URL } from './support/servers';

test.use({ baseURL: PORTONE_URL });

/*
 * The same card purchase as payment.spec.ts, on a server configured for PortOne V2's built-in
 * stand-in (PAYMENT_PROVIDER=portone-sandbox): its checkout is the page PortOne's window would
 * show, and it returns through the platform's /payments/return/portone-sandbox/payment route.
 */

interface CourseCard {
  contentsid: number;
  title: string;
  price: number;
}

async function coursesByPrice(request: APIRequestContext): Promise<CourseCard[]> {
  const response = await request.get(`${PORTONE_URL}/api/Contents/search/campus?sort=price_desc`, {
    headers: E2E_APP_HEADERS,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { datas: CourseCard[] }).datas;
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** A new member, logged in, and the course of this rank by price (each test its own, as in payment.spec.ts). */
async function loggedInBuyer(page: Page, request: APIRequestContext, rank: number): Promise<CourseCard> {
  const course = (await coursesByPrice(request))[rank]!;
  await logIn(page, await createMember(request, PORTONE_URL));
  return course;
}

async function openPortOneCheckout(page: Page, course: CourseCard) {
  await page.goto(`/payment?contentsid=${course.contentsid}`);
  await expect(page.getByTestId('payment-item-name')).toHaveText(course.title);
  await page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
  await page.getByRole('button', { name: `${won(course.price)} 결제하기` }).click();
  await expect(page).toHaveURL(/\/sandbox\/portone\/checkout\?/);
  await expect(page.getByText(`${course.title} · PortOne`)).toBeVisible();
}

test('a member buys a course by card through the PortOne checkout and finds it in their courses and history', async ({
  page,
  request,
}) => {
  const course = await loggedInBuyer(page, request, 0);

  await openPortOneCheckout(page, course);
  await page.getByLabel('테스트 카드').selectOption('4330123412340001');
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/paymentComplete\?/);
  await expect(page.getByTestId('complete-title')).toHaveText('결제 완료');
  await expect(page.getByTestId('complete-order-name')).toHaveText(course.title);
  await expect(page.getByTestId('complete-amount')).toHaveText(won(course.price));
  await expect(page.getByRole('link', { name: '강의 보러 가기' })).toHaveAttribute(
    'href',
    `/player/${course.contentsid}`,
  );

  await page.getByRole('link', { name: '결제 내역' }).first().click();
  await expect(page).toHaveURL(/\/mypage\/paymentHistory/);
  const row = page.getByTestId('payment-item');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(course.title);
  await expect(row.getByTestId('payment-status')).toHaveText('결제 완료');

  await page.goto('/mypage/courses');
  await expect(page.getByText(course.title).first()).toBeVisible();
});

test('a closed PortOne window and a declined card each land on the failure page in the reader’s language', async ({
  page,
  request,
}) => {
  const course = await loggedInBuyer(page, request, 1);

  // The buyer closes the window: nothing is blamed on a payment error.
  await openPortOneCheckout(page, course);
  await page.getByRole('button', { name: '창 닫기' }).click();
  await expect(page).toHaveURL(/\/paymentFail\?/);
  await expect(page.getByTestId('fail-title')).toHaveText('결제 취소');
  await expect(page.getByTestId('fail-body')).toHaveText(
    '결제를 취소하셨습니다. 주문은 완료되지 않았으며 결제된 금액은 없습니다.',
  );
  await expect(page.getByTestId('fail-message')).toHaveCount(0);

  // The card company declines: the reason, in the platform's words.
  await openPortOneCheckout(page, course);
  await page.getByLabel('테스트 카드').selectOption('4330123412340002');
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/paymentFail\?/);
  await expect(page.getByTestId('fail-title')).toHaveText('주문 실패');
  await expect(page.getByTestId('fail-message')).toContainText('카드사에서 결제를 거절했습니다.');
  await expect(page.getByRole('link', { name: '상품으로 돌아가기' })).toHaveAttribute(
    'href',
    `/courseDetail/${course.contentsid}`,
  );

  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByTestId('fail-title')).toHaveText('Order Failed');
  await expect(page.getByTestId('fail-message')).toContainText('The card company declined the payment.');
});
