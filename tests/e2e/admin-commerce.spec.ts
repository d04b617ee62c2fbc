import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, field, logIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, newAppPage, test } from './support/fixtures';
import { ADMIN_URL } from './support/servers';

// Admin specs change the catalogue and content; they get their own server so visitor specs see the seed.
test.use({ baseURL: ADMIN_URL });

/*
 * The admin console's commerce and content screens, used the way an operator and a member would:
 * coupon codes generated in the console are registered and spent by a member, the member's refund
 * request is approved in the console (the sandbox gateway cancels the card payment), and a notice
 * written with the rich-text editor is read by a visitor.
 */

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

async function dearestCourse(request: APIRequestContext) {
  const response = await request.get(`${ADMIN_URL}/api/Contents/search/campus?sort=price_desc`, {
    headers: E2E_APP_HEADERS,
  });
  const courses = (await response.json()).datas as { contentsid: number; title: string; price: number }[];
  return courses[0]!;
}

test('coupon codes from the console are spent by a member, whose refund the admin approves at the gateway', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const campaignName = `E2E 할인 ${randomBytes(3).toString('hex')}`;
  const course = await dearestCourse(request);

  // The admin creates a campaign and generates five codes.
  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰' })).toBeVisible();
  await page.getByRole('button', { name: '새 캠페인' }).click();
  const form = page.getByRole('dialog', { name: '새 캠페인' });
  await form.getByRole('button', { name: '생성하고 코드 발급' }).click();
  await expect(form.getByText('필수 입력 항목입니다').first()).toBeVisible();
  await field(page, '캠페인 이름').first().fill(campaignName);
  await field(page, '할인 금액(원)').fill('10000');
  await field(page, '발급 수량').fill('5');
  await form.getByRole('button', { name: '생성하고 코드 발급' }).click();

  const drawer = page.getByRole('dialog', { name: campaignName });
  await expect(drawer.getByRole('status')).toContainText('발급된 코드: 5개');
  await expect(drawer.getByTestId('count-issued')).toHaveText('5');
  await expect(drawer.getByTestId('count-unregistered')).toHaveText('5');
  const codes = ((await drawer.getByTestId('generated-codes').textContent()) ?? '').split(/,\s*/);
  expect(codes).toHaveLength(5);
  for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: '이 코드 내려받기(CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^coupon-codes-\d+-new\.csv$/);
  await expectAccessible(page, { include: '[role="dialog"]' });
  await drawer.getByRole('button', { name: '닫기' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(campaignName) })).toBeVisible();

  // A member registers one code and pays for a course with it by card in the sandbox checkout.
  const member = await createMember(request, ADMIN_URL);
  const shopper = await newAppPage(browser, { locale: 'ko-KR', baseURL: ADMIN_URL });
  await logIn(shopper, member);
  await shopper.goto('/mypage/coupon');
  await field(shopper, '쿠폰 코드').fill(codes[0]!.toLowerCase());
  await shopper.getByRole('button', { name: '등록', exact: true }).click();
  await expect(shopper.getByTestId('coupon-register-result')).toHaveText('쿠폰이 등록되었습니다.');

  await shopper.goto(`/payment?contentsid=${course.contentsid}`);
  await shopper.getByRole('radio', { name: new RegExp(campaignName) }).check();
  const total = course.price - 10_000;
  await expect(shopper.getByTestId('payment-total')).toHaveText(won(total));
  await shopper.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
  await shopper.getByRole('button', { name: `${won(total)} 결제하기` }).click();
  await expect(shopper).toHaveURL(/\/sandbox\/toss\/checkout/);
  await shopper.getByLabel('테스트 카드').selectOption('4330123412340001');
  await shopper.getByRole('button', { name: '결제하기' }).click();
  await expect(shopper).toHaveURL(/\/paymentComplete\?/);
  await expect(shopper.getByTestId('complete-title')).toHaveText('결제 완료', { timeout: 20_000 });

  // The console's campaign usage shows the code used by this member.
  await page.getByRole('button', { name: campaignName }).click();
  await expect(drawer.getByTestId('count-used')).toHaveText('1');
  await expect(drawer.getByRole('row', { name: new RegExp(codes[0]!) })).toContainText(member.email);
  await drawer.getByRole('button', { name: '닫기' }).click();

  // The member asks for a refund from the payment history.
  await shopper.goto('/mypage/paymentHistory');
  const row = shopper.getByTestId('payment-item');
  await row.getByRole('button', { name: /상세 보기/ }).click();
  const detail = shopper.getByTestId('payment-detail');
  await detail.getByLabel(/환불 사유/).fill('일정이 바뀌었습니다.');
  await detail.getByRole('button', { name: '환불 요청하기' }).click();
  await shopper.getByRole('dialog').getByRole('button', { name: '확인' }).last().click();
  await expect(shopper.getByTestId('dialog-body')).toHaveText('환불 요청이 접수되었습니다.');
  await shopper.getByRole('button', { name: '확인' }).last().click();

  // The admin approves it; the gateway's answer is shown.
  await page.goto('/admin/refunds');
  const request_ = page.getByRole('row', { name: new RegExp(member.email) });
  await expect(request_).toContainText(won(total));
  await expectAccessible(page, { include: 'main' });
  await request_.getByRole('button', { name: '승인' }).click();
  const decision = page.getByRole('dialog', { name: '환불 승인' });
  await expect(decision.getByLabel(/규정에 따른 전액 환불/)).toBeChecked();
  await decision.getByRole('button', { name: `${won(total)} 환불` }).click();
  await expect(decision.getByText('필수 입력 항목입니다')).toBeVisible();
  await decision.getByLabel(/처리 사유/).fill('규정에 따른 전액 환불');
  await decision.getByRole('button', { name: `${won(total)} 환불` }).click();
  await expect(page.getByTestId('dialog-body')).toContainText(won(total));
  await page.getByRole('button', { name: '확인' }).last().click();
  const outcome = decision.getByRole('status');
  await expect(outcome).toContainText('PG 환불이 완료되었습니다');
  await expect(outcome).toContainText(`환불 금액: ${won(total)}`);
  await expect(outcome).toContainText('결제 상태: 환불 완료');
  await expect(outcome).toContainText('남은 결제 금액: 0원');
  await decision.getByRole('button', { name: '닫기' }).last().click();
  await expect(page.getByRole('row', { name: new RegExp(member.email) })).toHaveCount(0);

  // The order in the console, and the member's history, say refunded.
  await page.goto('/admin/orders');
  await field(page, '회원').fill(member.email);
  const order = page.getByRole('row', { name: new RegExp(member.email) });
  await expect(order).toContainText('환불 완료');
  await order.getByRole('button').first().click();
  const orderDetail = page.getByRole('dialog', { name: '결제 상세' });
  await expect(orderDetail).toContainText(codes[0]!);
  await expect(orderDetail).toContainText('규정에 따른 전액 환불');
  await expect(orderDetail.getByRole('link', { name: 'PG 영수증 열기' })).toHaveAttribute('href', /receipts/);
  await expectAccessible(page, { include: '[role="dialog"]' });

  await shopper.reload();
  await expect(shopper.getByTestId('payment-item').getByTestId('payment-status')).toHaveText('환불 완료');
});

test('an admin publishes a notice written in the rich-text editor and a visitor reads it', async ({
  page,
  browser,
}) => {
  const title = `E2E 공지 ${randomBytes(3).toString('hex')}`;
  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin/notices');
  await page.getByRole('button', { name: '새 공지사항' }).click();
  const form = page.getByRole('dialog', { name: '새 공지사항' });
  await form.getByRole('button', { name: '게시' }).click();
  await expect(form.getByText('필수 입력 항목입니다').first()).toBeVisible();

  await field(page, '제목').first().fill(title);
  const editor = form.getByRole('textbox', { name: '내용 *' }).first();
  await editor.click();
  await editor.pressSequentially('시스템 점검이 있습니다. ');
  await page.keyboard.press('Control+b');
  await editor.pressSequentially('꼭 확인하세요');
  await page.keyboard.press('Control+b');
  // The toolbar speaks the operator's language.
  await form.getByRole('button', { name: '기울임' }).click();
  await editor.pressSequentially(' 감사합니다');
  await form.getByLabel('상단 고정').check();
  await expectAccessible(page, { include: '[role="dialog"]' });
  await form.getByRole('button', { name: '게시' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  const visitor = await newAppPage(browser, { locale: 'ko-KR', baseURL: ADMIN_URL });
  await visitor.goto('/notice');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(/\/noticeDetail\?noticeid=\d+/);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.locator('strong', { hasText: '꼭 확인하세요' })).toBeVisible();
  await expect(visitor.locator('em', { hasText: '감사합니다' })).toBeVisible();
  await expect(visitor.getByText('시스템 점검이 있습니다.')).toBeVisible();
});

/** A 1×1 PNG, as a banner image the browser uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('content and commerce screens: a banner with an uploaded image moved to the front, terms, FAQ, orders and membership', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `E2E 배너 ${randomBytes(3).toString('hex')}`;
  await logIn(page, DEMO_ADMIN);

  await page.goto('/admin/banners');
  await page.getByRole('button', { name: '새 배너' }).click();
  const form = page.getByRole('dialog', { name: '새 배너' });
  // Not an image: refused by the server, whatever the name says.
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('hello') });
  await expect(form.getByRole('alert')).toContainText('허용되지 않는 파일 형식');
  // An image, but wider than the 8000-pixel limit: refused from its header, in the console's language.
  const tooWide = await sharp({ create: { width: 8001, height: 2, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: tooWide });
  await expect(form.getByRole('alert')).toContainText('이미지가 너무 큽니다(한 변 최대 8000픽셀');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: '배너 이미지 미리보기' })).toHaveAttribute(
    'src',
    /^\/GetUrl\/banners\//,
  );
  await field(page, '제목').first().fill(title);
  await expectAccessible(page, { include: '[role="dialog"]' });
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form).toBeHidden();
  const item = page.getByRole('listitem', { name: title });
  await expect(item).toContainText('노출 중');
  await expectAccessible(page, { include: 'main' });
  // Moved up one place at a time until it leads the carousel; each move is awaited on screen, and
  // click() waits while the button is disabled for the previous save.
  const up = item.getByRole('button', { name: `${title} 위로 이동` });
  const entries = page.getByRole('listitem');
  const names = await entries.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  for (let index = names.indexOf(title); index > 0; index--) {
    await up.click();
    await expect(entries.nth(index - 1)).toHaveAccessibleName(title);
  }
  const first = entries.first();
  await expect(first).toHaveAccessibleName(title);
  const carousel = await request.post(`${ADMIN_URL}/api/Banner/GetList`, { headers: E2E_APP_HEADERS });
  expect((await carousel.json()).datas[0].title).toBe(title);

  await page.goto('/admin/terms');
  await page.getByRole('tab', { name: '환불 규정' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('현재 시행');
  await expectAccessible(page, { include: 'main' });

  await page.goto('/admin/faq');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, { include: 'main' });

  await page.goto('/admin/orders');
  await expect(page.getByRole('button', { name: 'CSV 내보내기' })).toBeVisible();
  await expectAccessible(page, { include: 'main' });

  await page.goto('/admin/membership');
  await expect(field(page, '월 요금(원)')).toHaveValue('49,000');
  await expectAccessible(page, { include: 'main' });
});
