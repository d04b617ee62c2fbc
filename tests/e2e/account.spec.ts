import { randomBytes } from 'node:crypto';
import { createMember, field, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { MAIN_URL, SHORT_TOKEN_TTL_SECONDS, SHORT_TOKEN_URL } from './support/servers';

test('a medical professional signs up through the four steps and is logged in', async ({ page }) => {
  const email = `signup-${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/signup');
  await page.getByTestId('member-type-medical').click();

  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // Said once, under the required consents and above the optional block.
  const missing = page.getByText('필수 약관에 동의해 주세요');
  await expect(missing).toHaveCount(1);
  const optional = page.getByText('(선택) 마케팅 정보 수신');
  expect((await missing.boundingBox())!.y).toBeLessThan((await optional.boundingBox())!.y);
  await page.getByLabel('(필수) 이용약관에 동의합니다').check();
  await page.getByLabel('(필수) 개인정보 수집 및 이용에 동의합니다').check();
  await field(page, '이메일').check();
  await page.getByRole('button', { name: '다음' }).click();

  await field(page, '이름').fill('박새롬');
  await field(page, '이메일').fill('not-an-email');
  await field(page, '비밀번호').fill('short');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('올바르지 않은 이메일 주소입니다')).toBeVisible();
  await expect(page.getByText('8자 이상 입력해 주세요', { exact: true })).toBeVisible();

  await field(page, '이메일').fill(email);
  await field(page, '비밀번호').fill('saerom-pass-1!');
  await field(page, '비밀번호 확인').fill('saerom-pass-2!');
  await field(page, '휴대폰 번호').fill('010-9876-5432');
  await field(page, '생년월일').fill('1991-03-04');
  await page.getByRole('textbox', { name: '면허 종류' }).click();
  await page.getByRole('option', { name: '치과의사' }).click();
  await field(page, '면허번호').fill('1234');
  await field(page, '소속 병원').fill('새롬 피부과');
  await field(page, '직책').fill('원장');
  await page.getByRole('textbox', { name: '의료인 구분' }).click();
  await page.getByRole('option', { name: '전문의' }).click();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('비밀번호가 일치하지 않습니다')).toBeVisible();
  await expect(page.getByText('5~6자리 숫자만 입력해 주세요')).toBeVisible();

  await field(page, '비밀번호 확인').fill('saerom-pass-1!');
  await field(page, '면허번호').fill('12345');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByTestId('signup-complete')).toContainText('박새롬님, 환영합니다!');
  await expect(page.getByTestId('user-menu')).toHaveText('박새롬');
});

test('wrong credentials show the spec message; a logged-in user visiting /login lands on /', async ({
  page,
  request,
}) => {
  const member = await createMember(request, MAIN_URL);
  await page.goto('/login');
  await field(page, '이메일').fill(member.email);
  await field(page, '비밀번호').fill('wrong-password');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByTestId('form-error')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다');

  await logIn(page, member);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/main$/);
});

test('the header name dropdown links to my pages and logs out to /login', async ({ page, request }) => {
  const member = await createMember(request, MAIN_URL);
  await logIn(page, member);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '계정 관리' }).click();
  await expect(page).toHaveURL(/\/mypage\/myaccount$/);
  await expect(page.getByTestId('mypage-greeting')).toContainText(member.name);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-link')).toBeVisible();
  // Back to the member's page it was on: the guard is asked again, not the answer it gave before.
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fmypage%2Fmyaccount$/);
  await expect(page.getByTestId('mypage-greeting')).toHaveCount(0);
  await page.goto('/mypage/courses');
  await expect(page).toHaveURL(/\/login(\?|$)/);
});

test('forgot password: the mailed link sets a new password that logs in', async ({ page, request }) => {
  const member = await createMember(request, MAIN_URL);
  await page.goto('/findPW');
  await field(page, '이름').fill('다른이름');
  await field(page, '이메일').fill(member.email);
  await page.getByRole('button', { name: '재설정 링크 보내기' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('입력하신 정보와 일치하는 계정을 찾을 수 없습니다');

  await field(page, '이름').fill(member.name);
  await page.getByRole('button', { name: '재설정 링크 보내기' }).click();
  await expect(page.getByTestId('reset-sent')).toBeVisible();

  const mail = await waitForMail(member.email);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/resetPW\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, mail).toBeTruthy();
  await page.goto(link!);
  await field(page, '새 비밀번호').fill('brand-new-pass-9!');
  await field(page, '비밀번호 확인').fill('brand-new-pass-9!');
  await page.getByRole('button', { name: '새 비밀번호 설정' }).click();
  await expect(page.getByRole('dialog')).toContainText('비밀번호가 재설정되었습니다');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { ...member, password: 'brand-new-pass-9!' });
});

test.describe('session expiry', () => {
  test.use({ baseURL: SHORT_TOKEN_URL });

  test('with keepLogin an expired access token is refreshed silently on navigation', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, SHORT_TOKEN_URL);
    await logIn(page, member, true);
    const before = await page.evaluate(() => localStorage.getItem('medivenus_accessToken'));
    expect(await page.evaluate(() => localStorage.getItem('medivenus_keepLogin'))).toBe('true');
    await page.waitForTimeout((SHORT_TOKEN_TTL_SECONDS + 1) * 1000);
    await page.goto('/mypage/courses');
    await expect(page).toHaveURL(/\/mypage\/courses$/);
    await expect(page.getByTestId('user-menu')).toHaveText(member.name);
    const after = await page.evaluate(() => localStorage.getItem('medivenus_accessToken'));
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  test('without keepLogin an expired session is logged out and sent to /login', async ({ page, request }) => {
    const member = await createMember(request, SHORT_TOKEN_URL);
    await logIn(page, member, false);
    await page.waitForTimeout((SHORT_TOKEN_TTL_SECONDS + 1) * 1000);
    await page.goto('/mypage/courses');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    expect(await page.evaluate(() => localStorage.getItem('medivenus_accessToken'))).toBeNull();
  });

  test('without keepLogin an expired session is logged out on a public page too, every session key cleared', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, SHORT_TOKEN_URL);
    await logIn(page, member, false);
    await page.waitForTimeout((SHORT_TOKEN_TTL_SECONDS + 1) * 1000);
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/faq$/);
    const sessionKeys = () =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('medivenus_') && key !== 'medivenus_scroll'),
      );
    await expect.poll(sessionKeys).toEqual([]);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
  });
});
