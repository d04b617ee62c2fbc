import type { APIRequestContext } from '@playwright/test';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { ADMIN_URL } from './support/servers';

/*
 * 간편결제 and 계좌이체 through the built-in sandbox, as a member and then an operator meet them.
 * The console is on the admin server, so the purchase is made there too.
 */
test.use({ baseURL: ADMIN_URL });

interface CourseCard {
  contentsid: number;
  title: string;
  price: number;
}

async function cheapCourse(request: APIRequestContext, index: number): Promise<CourseCard> {
  const response = await request.get(`${ADMIN_URL}/api/Contents/search/campus?sort=price_desc`, {
    headers: E2E_APP_HEADERS,
  });
  const courses = ((await response.json()) as { datas: CourseCard[] }).datas.filter(
    (course) => course.price > 0,
  );
  return courses[index % courses.length]!;
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

test('a member pays with KakaoPay; history and the console show 카카오페이', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, ADMIN_URL);
  const course = await cheapCourse(request, 2);
  await logIn(page, member);

  await page.goto(`/payment?contentsid=${course.contentsid}`);
  await page.getByRole('radio', { name: '간편결제' }).check();
  await page.getByRole('radio', { name: '카카오페이' }).check();
  await page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
  await page.getByRole('button', { name: `${won(course.price)} 결제하기` }).click();

  await expect(page).toHaveURL(/\/sandbox\/toss\/checkout/);
  await expect(page.getByLabel('간편결제사')).toHaveValue('kakaopay');
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/paymentComplete\?/);
  await expect(page.getByTestId('complete-title')).toHaveText('결제 완료');

  await page.goto('/mypage/paymentHistory');
  const row = page.getByTestId('payment-item').filter({ hasText: course.title });
  await row.getByRole('button', { name: /상세 보기/ }).click();
  await expect(page.getByTestId('payment-detail').getByTestId('detail-method')).toHaveText('카카오페이');

  const operator = await browser.newPage({ baseURL: ADMIN_URL });
  await logIn(operator, DEMO_ADMIN);
  await operator.goto('/admin/orders');
  await operator.getByRole('textbox', { name: '회원', exact: true }).fill(member.email);
  const order = operator.getByRole('row').filter({ hasText: member.email });
  await expect(order).toContainText('카카오페이');
  await operator.close();
});

test('a member pays by bank transfer and gets the cash receipt asked for', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, ADMIN_URL);
  const course = await cheapCourse(request, 3);
  await logIn(page, member);

  await page.goto(`/payment?contentsid=${course.contentsid}`);
  await page.getByRole('radio', { name: '계좌이체' }).check();
  await page.getByLabel('현금영수증 신청').selectOption('income_deduction');
  await page.getByLabel('휴대폰 번호 또는 사업자등록번호').fill('010-1234-5678');
  await page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
  await page.getByRole('button', { name: `${won(course.price)} 결제하기` }).click();

  await expect(page).toHaveURL(/\/sandbox\/toss\/checkout/);
  await page.getByLabel('출금 은행').selectOption('20');
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/paymentComplete\?/);
  await expect(page.getByTestId('complete-title')).toHaveText('결제 완료');

  await page.goto('/mypage/paymentHistory');
  const row = page.getByTestId('payment-item').filter({ hasText: course.title });
  await row.getByRole('button', { name: /상세 보기/ }).click();
  const detail = page.getByTestId('payment-detail');
  await expect(detail.getByTestId('detail-method')).toHaveText('계좌이체 · 우리은행');
  await expect(detail.getByTestId('detail-cash-receipt')).toContainText('발급됨');
});
