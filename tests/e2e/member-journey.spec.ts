import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createMember, E2E_APP_HEADERS, field, logIn, type TestMember } from './support/accounts';
import { SHORT_TOKEN_TTL_SECONDS, SHORT_TOKEN_URL } from './support/servers';

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
