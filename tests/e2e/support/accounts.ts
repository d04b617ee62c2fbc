import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const E2E_APP_HEADERS = { 'X-App-Id': 'medivenus-web', 'X-App-Key': 'medivenus-web-public-key' };

export interface TestMember {
  email: string;
  password: string;
  name: string;
}

/** The demo seed's operator account (README). */
export const DEMO_ADMIN: TestMember = { email: 'admin@example.com', password: 'admin1234!', name: '관리자' };

/** The demo seed's instructor (README): 김서연 원장, assigned the courses the catalogue names her on. */
export const DEMO_INSTRUCTOR: TestMember = {
  email: 'instructor@example.com',
  password: 'instructor1234!',
  name: '김서연',
};

/** A fresh medical member created through the real sign-up API, so tests never share accounts. */
export async function createMember(
  request: APIRequestContext,
  baseURL: string,
  name = '테스트회원',
): Promise<TestMember> {
  const member = {
    email: `e2e-${randomBytes(5).toString('hex')}@example.com`,
    password: 'e2e-pass-1234!',
    name,
  };
  const response = await request.post(`${baseURL}/api/account/join/`, {
    headers: E2E_APP_HEADERS,
    data: {
      memberType: 'medical',
      agreeTerms: true,
      agreePrivacy: true,
      marketing: { email: false, sms: false, kakao: false },
      name: member.name,
      email: member.email,
      password: member.password,
      passwordConfirm: member.password,
      mobile: '010-2345-6789',
      birthdate: '1990-01-01',
      licenseKind: 'doctor',
      licenseNumber: '54321',
      affiliatedClinic: '테스트 의원',
      jobTitle: '원장',
      professionalStatus: 'specialist',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return member;
}

export async function logIn(page: Page, member: TestMember, keepLogin = false): Promise<void> {
  await page.goto('/login');
  await field(page, '이메일').fill(member.email);
  await field(page, '비밀번호').fill(member.password);
  if (keepLogin) await page.getByLabel('로그인 상태 유지').check();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/main$/);
}

/** An input by its label, whether or not the label carries the required-field asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}
