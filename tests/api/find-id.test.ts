import { describe, expect, it } from 'vitest';
import { maskLoginEmail } from '../../src/server/modules/account/find-id';
import { apiClient } from '../fixtures/api-client';
import { medicalJoin, partnerJoin, signUp, uniqueIp } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ seed: false, env: { RATE_LIMITS: 'findid.account=3/3600,findid.ip=4/3600' } });

const findId = (body: Record<string, unknown>, ip = uniqueIp(), lang = 'en') =>
  apiClient(testApp()).post('/api/account/findid', body, { ip, lang });

describe('find ID (POST /api/account/findid)', () => {
  it('shows the sign-in email of each account with that name and mobile number, masked', async () => {
    const first = await signUp(testApp(), medicalJoin({ name: '이찾기', mobile: '010-7777-0001' }));
    const second = await signUp(testApp(), partnerJoin({ name: '이찾기', mobile: '01077770001' }));
    await signUp(testApp(), medicalJoin({ name: '다른이', mobile: '010-7777-0001' }));

    // The number may be typed with or without hyphens or spaces.
    const response = await findId({ name: '이찾기', mobile: '010 7777-0001' });
    expect(response.status).toBe(200);
    const found = response.body.datas as { email: string; joinedAt: string }[];
    expect(found.map((row) => row.email)).toEqual([
      maskLoginEmail(first.email),
      maskLoginEmail(second.email),
    ]);
    for (const row of found) {
      expect(row.email).toMatch(/^(do|pa)\*{3,}@example\.com$/);
      expect(response.text).not.toContain(row.email.replace(/\*+/, ''));
      expect(Number.isNaN(Date.parse(row.joinedAt))).toBe(false);
    }
  });

  it("answers the spec's not-found message, localised, when nothing matches", async () => {
    await signUp(testApp(), medicalJoin({ name: '김없음', mobile: '010-7777-0002' }));
    const wrongName = await findId({ name: '김있음', mobile: '010-7777-0002' });
    expect(wrongName.status).toBe(404);
    expect(wrongName.body).toMatchObject({
      success: false,
      code: 'ACCOUNT_NOT_FOUND',
      respMessage: "We couldn't find an account with that information",
    });
    const korean = await findId({ name: '김있음', mobile: '010-7777-0002' }, uniqueIp(), 'ko');
    expect(korean.body.respMessage).toBe('입력하신 정보와 일치하는 계정을 찾을 수 없습니다');
  });

  it('rejects a malformed number with the field message', async () => {
    const response = await findId({ name: '김의사', mobile: '12345' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
  });

  it('limits guesses per number and per address, like find-password', async () => {
    const number = '010-7777-0003';
    for (let i = 0; i < 3; i++) expect((await findId({ name: `추측${i}`, mobile: number })).status).toBe(404);
    expect((await findId({ name: '추측', mobile: number })).status).toBe(429);

    const ip = uniqueIp();
    for (let i = 0; i < 4; i++)
      expect((await findId({ name: '추측', mobile: `010-8888-000${i}` }, ip)).status).toBe(404);
    const blocked = await findId({ name: '추측', mobile: '010-8888-0009' }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
  });
});

describe('maskLoginEmail', () => {
  it('keeps the first letters and the domain, hides the rest', () => {
    expect(maskLoginEmail('member@example.com')).toBe('me****@example.com');
    expect(maskLoginEmail('abc@example.com')).toBe('a***@example.com');
    expect(maskLoginEmail('a@example.com')).toBe('a***@example.com');
  });
});
