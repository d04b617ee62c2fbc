import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, E2E_APP_HEADERS, field, logIn, type TestMember } from './support/accounts';
import { expect, test } from './support/fixtures';
import { MAIN_URL, SHORT_TOKEN_TTL_SECONDS, SHORT_TOKEN_URL } from './support/servers';

const storedAccessToken = (page: Page) => page.evaluate(() => localStorage.getItem('medivenus_accessToken'));

const CHANGED_PASSWORD = 'changed-pass-77!';

/** A password change on another device revokes every refresh token of the account (decision 010). */
async function changePasswordElsewhere(request: APIRequestContext, member: TestMember): Promise<void> {
  const login = await request.post(`${SHORT_TOKEN_URL}/api/account/login`, {
    headers: E2E_APP_HEADERS,
    data: { email: member.email, password: member.password, keepLogin: false },
  });
  const { accessToken } = (await login.json()).datas;
  const change = await request.put(`${SHORT_TOKEN_URL}/api/account/changepassword`, {
    headers: { ...E2E_APP_HEADERS, Authorization: `Bearer ${accessToken}` },
    data: { currentPassword: member.password, password: CHANGED_PASSWORD, passwordConfirm: CHANGED_PASSWORD },
  });
  expect(change.ok(), await change.text()).toBe(true);
}

test.describe('a kept login whose refresh token is dead, on a full page load', () => {
  test.use({ baseURL: SHORT_TOKEN_URL });

  async function deadKeptLogin(page: Page, request: APIRequestContext): Promise<TestMember> {
    const member = await createMember(request, SHORT_TOKEN_URL);
    await logIn(page, member, true);
    await changePasswordElsewhere(request, member);
    await page.waitForTimeout((SHORT_TOKEN_TTL_SECONDS + 1) * 1000);
    return { ...member, password: CHANGED_PASSWORD };
  }

  test('a public page renders, with the refresh error in an alert and the session gone', async ({
    page,
    request,
  }) => {
    await deadKeptLogin(page, request);
    await page.goto('/main');
    await expect(page.getByRole('dialog')).toContainText(
      '로그인을 연장할 수 없습니다. 다시 로그인해 주세요.',
    );
    expect(await storedAccessToken(page)).toBeNull();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByTestId('login-link')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('login-link')).toBeVisible();
  });

  test('a login-required page sends the member to /login, and logging in returns there', async ({
    page,
    request,
  }) => {
    const member = await deadKeptLogin(page, request);
    await page.goto('/mypage/courses?tab=done');
    await expect(page.getByRole('dialog')).toContainText(
      '로그인을 연장할 수 없습니다. 다시 로그인해 주세요.',
    );
    expect(await storedAccessToken(page)).toBeNull();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await field(page, '이메일').fill(member.email);
    await field(page, '비밀번호').fill(member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/mypage\/courses\?tab=done$/);
  });
});

/** What a proxy in front of the API answers when the API is down: no envelope, an English status line. */
const PROXY_ERROR_PAGE = { status: 500, contentType: 'text/html', body: 'Internal Server Error' };
const GENERIC_ERROR = '죄송합니다. 오류가 발생했습니다.';

async function loggedInMember(page: Page, request: APIRequestContext): Promise<TestMember> {
  const member = await createMember(request, MAIN_URL);
  await logIn(page, member);
  return member;
}

test('logout ends the session here even when the logout call fails, then alerts', async ({
  page,
  request,
}) => {
  await loggedInMember(page, request);
  await page.route('**/api/account/logout', (route) => route.abort('internetdisconnected'));
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog')).toContainText(GENERIC_ERROR);
  expect(await storedAccessToken(page)).toBeNull();
  await expect(page.getByTestId('login-link')).toBeVisible();
});

test('public calls carry only the app headers; member calls add the token', async ({ page, request }) => {
  await loggedInMember(page, request);
  // A page the browser renders itself fetches its lists there (a page loaded whole arrives with them).
  await page.goto('/main');
  const campusSections = page.waitForRequest('**/api/Contents/main/campus');
  const campusSearch = page.waitForRequest('**/api/Contents/search/campus?*');
  await page.locator('header a[href="/campus"]').first().click();
  expect((await campusSections).headers().authorization).toBeUndefined();
  expect((await campusSections).headers()['x-app-id']).toBe('medivenus-web');
  expect((await campusSearch).headers().authorization).toBeUndefined();
  const coupons = page.waitForRequest('**/api/Coupon/GetList');
  await page.goto('/mypage/coupon');
  expect((await coupons).headers().authorization).toMatch(/^Bearer /);
});

test("a failed save reads Failed to Save. in the reader's language, never the transport error", async ({
  page,
  request,
}) => {
  await loggedInMember(page, request);
  await page.goto('/mypage/myaccount');
  await page.route('**/api/account/update', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByTestId('form-error')).toHaveText('저장에 실패했습니다.');
  await page.unroute('**/api/account/update');
  await page.route('**/api/account/update', (route) => route.fulfill(PROXY_ERROR_PAGE));
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByTestId('form-error')).toHaveText('저장에 실패했습니다.');
});

test('payment and card pages read Failed to Save. when the server cannot be reached, not the generic text', async ({
  page,
  request,
}) => {
  await loggedInMember(page, request);
  const catalogue = await request.get(`${MAIN_URL}/api/Contents/search/campus?sort=price_desc`, {
    headers: E2E_APP_HEADERS,
  });
  const [course] = (await catalogue.json()).datas as { contentsid: number }[];
  await page.goto(`/payment?contentsid=${course!.contentsid}`);
  await page.getByLabel(/구매 조건 및 환불 규정에 동의합니다/).check();
  await page.route('**/api/Payment/Create', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await expect(page.getByTestId('payment-error')).toHaveText('저장에 실패했습니다.');

  await page.goto('/paymentMethod');
  await page.route('**/api/Billing/Registration*', (route) => route.fulfill(PROXY_ERROR_PAGE));
  await page.getByRole('button', { name: '카드 등록' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '저장에 실패했습니다.' })).toBeVisible();
  await expect(page.getByText(GENERIC_ERROR)).toHaveCount(0);
});

test("the course page's login button brings the visitor back to the course after logging in", async ({
  page,
  request,
}) => {
  const member = await createMember(request, MAIN_URL);
  const catalogue = await request.get(`${MAIN_URL}/api/Contents/search/campus?sort=price_desc`, {
    headers: E2E_APP_HEADERS,
  });
  const [course] = (await catalogue.json()).datas as { contentsid: number }[];
  await page.goto(`/courseDetail/${course!.contentsid}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: '로그인', exact: true })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await field(page, '이메일').fill(member.email);
  await field(page, '비밀번호').fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/courseDetail/${course!.contentsid}$`));
});

test('a renamed member sees the new name in the header and greeting, also after a reload', async ({
  page,
  request,
}) => {
  await loggedInMember(page, request);
  await page.goto('/mypage/myaccount');
  await field(page, '이름').fill('이름바뀐회원');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장되었습니다' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveText('이름바뀐회원');
  await expect(page.getByTestId('mypage-greeting')).toContainText('이름바뀐회원');
  await page.reload();
  await expect(page.getByTestId('user-menu')).toHaveText('이름바뀐회원');
  await expect(page.getByTestId('mypage-greeting')).toContainText('이름바뀐회원');
});

test('after deleting the account the member is told so, not asked to log in', async ({ page, request }) => {
  const member = await loggedInMember(page, request);
  await page.goto('/mypage/myaccount');
  await page.getByLabel('현재 비밀번호').fill(member.password);
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('dialog')).toContainText('회원 탈퇴가 완료되었습니다.');
  await expect(page.getByRole('dialog')).not.toContainText('로그인 후 이용해 주세요.');
  expect(await storedAccessToken(page)).toBeNull();
});

test('a failed coupon list alerts the localised error', async ({ page, request }) => {
  await loggedInMember(page, request);
  await page.route('**/api/Coupon/GetList', (route) => route.fulfill(PROXY_ERROR_PAGE));
  await page.goto('/mypage/courses');
  await expect(page.getByRole('dialog')).toContainText(GENERIC_ERROR, { timeout: 15_000 });
  await expect(page.getByTestId('available-coupons')).toHaveText('–');
});

test("the business-number check shows the field's own message at the field", async ({ page }) => {
  await page.goto('/signup');
  await page.getByTestId('member-type-partner').click();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('(필수) 이용약관에 동의합니다').check();
  await page.getByLabel('(필수) 개인정보 수집 및 이용에 동의합니다').check();
  await page.getByRole('button', { name: '다음' }).click();
  await field(page, '사업자등록번호').fill('123-45-6789');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(field(page, '사업자등록번호')).toHaveAccessibleDescription(
    '올바르지 않은 사업자등록번호입니다',
  );
  await expect(page.getByText('입력값을 확인해 주세요')).toHaveCount(0);
});
