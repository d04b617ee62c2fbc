import { randomBytes } from 'node:crypto';
import { createMember, field } from './support/accounts';
import { expect, test } from './support/fixtures';
import { MAIN_URL } from './support/servers';

test('아이디 찾기: from /login, a name and mobile number show the sign-in email masked', async ({
  page,
  request,
}) => {
  const name = `찾기${randomBytes(3).toString('hex')}`;
  const member = await createMember(request, MAIN_URL, name);
  await page.goto('/login');
  await page.getByRole('link', { name: '아이디 찾기' }).click();
  await expect(page).toHaveURL(/\/findID$/);
  await expect(page.getByRole('heading', { name: '아이디 찾기' })).toBeVisible();

  await field(page, '이름').fill('없는사람');
  await field(page, '휴대폰 번호').fill('010-2345-6789');
  await page.getByRole('button', { name: '아이디 찾기' }).click();
  await expect(page.getByText('입력하신 정보와 일치하는 계정을 찾을 수 없습니다')).toBeVisible();

  await field(page, '이름').fill(name);
  await page.getByRole('button', { name: '아이디 찾기' }).click();
  const [local, domain] = member.email.split('@');
  const masked = `${local!.slice(0, 2)}${'*'.repeat(local!.length - 2)}@${domain}`;
  const result = page.getByTestId('find-id-result');
  await expect(result.getByRole('status')).toHaveText('입력하신 정보로 가입된 계정의 이메일입니다.');
  await expect(result.getByTestId('found-ids')).toContainText(masked);
  await expect(page.getByText(member.email)).toHaveCount(0);
  await result.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
