import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { marketingConsents, refreshTokens, users } from '../../src/server/db/schema/account';
import { apiClient } from '../fixtures/api-client';
import { logIn, medicalJoin, PASSWORD, partnerJoin, signUp, uniqueEmail } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

// Generous limits here: this file exercises behaviour, account-rate-limit.test.ts the limits.
const testApp = useTestApp({
  env: { RATE_LIMITS: 'login.ip=1000/60,login.account=1000/60,join.ip=1000/60,join.account=1000/60' },
});

async function fieldErrors(body: Record<string, unknown>) {
  const response = await apiClient(testApp()).post('/api/account/join/', body);
  expect(response.status).toBe(400);
  const json = response.body;
  expect(json.code).toBe('VALIDATION');
  return json.datas.fields as { field: string; message: string }[];
}

describe('sign-up', () => {
  it('creates a medical professional, logged in at once, with the profile and marketing choices kept', async () => {
    const body = medicalJoin();
    const session = await signUp(testApp(), body);
    expect(session).toMatchObject({ email: body.email, name: '김의사', role: 'member', keepLogin: false });
    expect(session.accessToken.split('.')).toHaveLength(3);

    const profile = await apiClient(testApp()).get(`/api/account/user/${session.useruid}`, {
      token: session.accessToken,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.datas).toMatchObject({
      memberType: 'medical',
      mobile: '01012345678',
      birthdate: '1985-04-12',
      licenseNumber: '123456',
      licenseStatus: 'pending',
      affiliatedClinic: '서울미래의원',
      jobTitle: '원장',
      professionalStatus: 'private_practitioner',
      companyName: null,
      marketing: {
        email: { consented: true, withdrawnAt: null },
        sms: { consented: false, consentedAt: null, withdrawnAt: null },
        kakao: { consented: true },
      },
    });
  });

  it('creates a partner with the business number stored as digits and shown as 123-45-67890', async () => {
    const session = await signUp(testApp(), partnerJoin());
    const profile = await apiClient(testApp()).get(`/api/account/user/${session.useruid}`, {
      token: session.accessToken,
    });
    expect(profile.body.datas).toMatchObject({
      memberType: 'partner',
      companyName: 'Beauty Lab 코리아',
      businessNumber: '220-81-62517',
      // Without NTS_SERVICE_KEY only the check digit was verified.
      businessStatus: 'unchecked',
      businessPhone: '025551234',
      website: 'https://www.beautylab.example',
      licenseNumber: null,
    });
    const [row] = await testApp()
      .database.db.select({ businessNumber: users.businessNumber, hash: users.passwordHash })
      .from(users)
      .where(eq(users.useruid, session.useruid));
    expect(row?.businessNumber).toBe('2208162517');
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['password', { password: 'short1!', passwordConfirm: 'short1!' }, 'Please enter at least 8 characters'],
    [
      'password',
      { password: '비밀번호는한글1234', passwordConfirm: '비밀번호는한글1234' },
      'Only English letters, numbers, and special characters are allowed',
    ],
    ['passwordConfirm', { passwordConfirm: 'Different-pass1!' }, 'Passwords do not match'],
    ['licenseNumber', { licenseNumber: '1234' }, 'Enter 5 to 6 digits only'],
    ['licenseNumber', { licenseNumber: '12345a' }, 'Enter 5 to 6 digits only'],
    ['visitRoute', { visitRoute: 'x'.repeat(1001) }, 'Enter up to 1,000 characters'],
    ['agreeTerms', { agreeTerms: false }, 'Please agree to the required terms'],
  ])('medical sign-up names %s: %j → %s', async (field, overrides, message) => {
    const errors = await fieldErrors(medicalJoin(overrides));
    expect(errors).toContainEqual({ field, message });
  });

  it('accepts free text of exactly 1,000 characters', async () => {
    await signUp(testApp(), medicalJoin({ visitRoute: 'x'.repeat(1000) }));
  });

  it.each([
    ['businessNumber', { businessNumber: '123-45-67890' }, 'Invalid business number'],
    ['businessNumber', { businessNumber: '12345678' }, 'Invalid business number'],
    ['companyName', { companyName: 'Beauty★Lab' }, 'Use only Korean, English letters and numbers'],
    ['businessPhone', { businessPhone: '12' }, 'Enter a valid phone number'],
  ])('partner sign-up names %s: %j → %s', async (field, overrides, message) => {
    const errors = await fieldErrors(partnerJoin(overrides));
    expect(errors).toContainEqual({ field, message });
  });

  it.each([['123-45-67891'], ['104-81-45045'], ['1112223339']])(
    'accepts the business number %s, whose check digit is right',
    async (businessNumber) => {
      const response = await apiClient(testApp()).post('/api/account/checkbusiness', { businessNumber });
      expect(response.status).toBe(200);
      expect(response.body.datas).toEqual({
        businessNumber: businessNumber.replace(/-/g, ''),
        status: 'unchecked',
      });
    },
  );

  it.each([['123-45-67890'], ['220-81-62510'], ['12345']])(
    'refuses the business number %s with the spec message',
    async (businessNumber) => {
      const response = await apiClient(testApp()).post('/api/account/checkbusiness', { businessNumber });
      expect(response.status).toBe(400);
      expect(response.body.datas.fields[0]).toEqual({
        field: 'businessNumber',
        message: 'Invalid business number',
      });
    },
  );

  it('shows the validation messages in Korean and Japanese too', async () => {
    const ko = await apiClient(testApp()).post('/api/account/join/', medicalJoin({ email: 'x' }), {
      lang: 'ko',
    });
    const ja = await apiClient(testApp()).post('/api/account/join/', medicalJoin({ email: 'x' }), {
      lang: 'ja',
    });
    const en = await apiClient(testApp()).post('/api/account/join/', medicalJoin({ email: 'x' }), {
      lang: 'en',
    });
    const messages = [ko, ja, en].map((response) => response.body.datas.fields[0].message);
    expect(new Set(messages).size).toBe(3);
    expect(messages[2]).toBe('Invalid email address');
  });

  it('refuses an email already registered, whatever its case, without saying more', async () => {
    const body = medicalJoin();
    await signUp(testApp(), body);
    const again = await apiClient(testApp()).post(
      '/api/account/join/',
      medicalJoin({ email: String(body.email).toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'EMAIL_TAKEN', datas: null });
  });

  it('tells the form which sign-up helpers are available', async () => {
    const response = await apiClient(testApp()).get('/api/account/joinoptions');
    expect(response.body.datas).toEqual({ addressSearch: false, businessStatusCheck: false });
  });
});

describe('login', () => {
  it('answers the session the web client stores: a three-part JWT with exp in seconds', async () => {
    const account = await signUp(testApp());
    const before = Math.floor(Date.now() / 1000);
    const session = await logIn(testApp(), account.email, PASSWORD, true);
    expect(Object.keys(session).sort()).toEqual(
      ['accessToken', 'email', 'keepLogin', 'name', 'refreshToken', 'role', 'useruid'].sort(),
    );
    expect(session).toMatchObject({ email: account.email, useruid: account.useruid, keepLogin: true });
    const claims = decodeJwt(session.accessToken);
    expect(claims.sub).toBe(account.useruid);
    expect(claims.exp).toBeGreaterThanOrEqual(before + testApp().config.ACCESS_TOKEN_TTL);
    expect(claims.exp).toBeLessThan(before + testApp().config.ACCESS_TOKEN_TTL + 10);
  });

  it("accepts keepLogin as the string 'true' the client stores", async () => {
    const account = await signUp(testApp());
    const response = await apiClient(testApp()).post('/api/account/login', {
      email: account.email,
      password: PASSWORD,
      keepLogin: 'true',
    });
    expect(response.body.datas.keepLogin).toBe(true);
  });

  it('logs the seeded demo member in', async () => {
    const session = await logIn(testApp(), 'member@example.com', 'member1234!');
    expect(session.role).toBe('member');
  });

  it('gives the same answer for a wrong password and an unknown email, in similar time', async () => {
    const account = await signUp(testApp());
    const attempt = async (email: string) => {
      const started = performance.now();
      const response = await apiClient(testApp()).post('/api/account/login', {
        email,
        password: 'Wrong-pass1!',
      });
      return { response, ms: performance.now() - started };
    };
    await attempt(account.email);
    // Interleaved, so a busy moment of the machine hits both kinds alike.
    const wrong: Awaited<ReturnType<typeof attempt>>[] = [];
    const unknown: Awaited<ReturnType<typeof attempt>>[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await attempt(account.email));
      unknown.push(await attempt(uniqueEmail('nobody')));
    }
    for (const { response } of [...wrong, ...unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        datas: null,
        respMessage: 'Incorrect email or password',
        code: 'INVALID_CREDENTIALS',
      });
    }
    const median = (runs: { ms: number }[]) => runs.map((run) => run.ms).sort((a, b) => a - b)[2]!;
    // Both pay for one argon2id verification; without the dummy hash an unknown email is ~50× faster,
    // so a loose bound still tells the two apart on a loaded machine.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.25);
  });

  it('refuses a suspended account once the password is right', async () => {
    const account = await signUp(testApp());
    await testApp()
      .database.db.update(users)
      .set({ status: 'suspended' })
      .where(eq(users.useruid, account.useruid));
    const response = await apiClient(testApp()).post('/api/account/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      respMessage: 'This account is suspended. Please contact customer support.',
    });
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken: string, useruid: string) =>
    apiClient(testApp()).post('/api/account/refresh_token', { refreshToken, useruid });

  it('rotates on every use and stores only hashes', async () => {
    const account = await signUp(testApp());
    const session = await logIn(testApp(), account.email, PASSWORD, true);
    const first = await refresh(session.refreshToken, session.useruid);
    expect(first.status).toBe(200);
    const body = first.body;
    expect(body.success).toBe(true);
    expect(body.datas.accessToken.split('.')).toHaveLength(3);
    expect(body.datas.refreshToken).not.toBe(session.refreshToken);

    const second = await refresh(body.datas.refreshToken, session.useruid);
    expect(second.status).toBe(200);

    const stored = await testApp().database.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    const hashes = stored.map((row) => row.hash);
    expect(hashes).not.toContain(session.refreshToken);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('revokes the whole family when a rotated token comes back', async () => {
    const account = await signUp(testApp());
    const session = await logIn(testApp(), account.email, PASSWORD, true);
    const rotated = (await refresh(session.refreshToken, session.useruid)).body.datas;

    const replay = await refresh(session.refreshToken, session.useruid);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({
      code: 'INVALID_REFRESH_TOKEN',
      respMessage: 'Your login could not be renewed. Please log in again.',
    });
    // The legitimate holder's newer token is dead too: the thief and the owner both log in again.
    const victim = await refresh(rotated.refreshToken, session.useruid);
    expect(victim.status).toBe(401);

    // Another session of the same member is untouched.
    const other = await logIn(testApp(), account.email, PASSWORD, true);
    expect((await refresh(other.refreshToken, other.useruid)).status).toBe(200);
  });

  it("refuses another member's useruid and an unknown token", async () => {
    const a = await signUp(testApp());
    const b = await signUp(testApp());
    const session = await logIn(testApp(), a.email, PASSWORD, true);
    expect((await refresh(session.refreshToken, b.useruid)).status).toBe(401);
    expect((await refresh('not-a-token', a.useruid)).status).toBe(401);
    // The mismatch did not burn the token for its owner.
    expect((await refresh(session.refreshToken, a.useruid)).status).toBe(200);
  });

  it('keeps a keepLogin session for days, while one without keepLogin ends with its access token', async () => {
    const account = await signUp(testApp());
    const kept = await logIn(testApp(), account.email, PASSWORD, true);
    const notKept = await logIn(testApp(), account.email, PASSWORD, false);
    testApp().clock.advance((testApp().config.ACCESS_TOKEN_TTL + 60) * 1000);
    expect((await refresh(kept.refreshToken, kept.useruid)).status).toBe(200);
    expect((await refresh(notKept.refreshToken, notKept.useruid)).status).toBe(401);
  });

  it('logout revokes the session family, needs a token, and leaves other sessions alone', async () => {
    const account = await signUp(testApp());
    const session = await logIn(testApp(), account.email, PASSWORD, true);
    const other = await logIn(testApp(), account.email, PASSWORD, true);
    const rotated = (await refresh(session.refreshToken, session.useruid)).body.datas;

    expect((await apiClient(testApp()).post('/api/account/logout')).status).toBe(401);
    const out = await apiClient(testApp()).post('/api/account/logout', undefined, {
      token: rotated.accessToken,
    });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect((await refresh(rotated.refreshToken, session.useruid)).status).toBe(401);
    expect((await refresh(other.refreshToken, other.useruid)).status).toBe(200);
  });
});

describe('account management', () => {
  it("never shows or changes another member's account (IDOR)", async () => {
    const a = await signUp(testApp());
    const b = await signUp(testApp(), partnerJoin());
    const peek = await apiClient(testApp()).get(`/api/account/user/${b.useruid}`, {
      token: a.accessToken,
    });
    expect(peek.status).toBe(404);
    expect(peek.body.datas).toBeNull();
    expect(peek.text).not.toContain(b.email);

    // Naming B in the body changes nothing of B: the caller is always the token's owner.
    const update = await apiClient(testApp()).put(
      '/api/account/update',
      { useruid: b.useruid, name: '해커' },
      { token: a.accessToken },
    );
    expect(update.status).toBe(200);
    expect(update.body.datas.useruid).toBe(a.useruid);
    const [rowB] = await testApp()
      .database.db.select({ name: users.name })
      .from(users)
      .where(eq(users.useruid, b.useruid));
    expect(rowB?.name).toBe('박파트너');

    const marketing = await apiClient(testApp()).put(
      '/api/account/marketing',
      { useruid: b.useruid, sms: true },
      { token: a.accessToken },
    );
    expect(marketing.status).toBe(200);
    const bView = await apiClient(testApp()).get(`/api/account/user/${b.useruid}`, {
      token: b.accessToken,
    });
    expect(bView.body.datas.marketing.sms.consented).toBe(false);
  });

  it('needs a login to read an account', async () => {
    const a = await signUp(testApp());
    const response = await apiClient(testApp()).get(`/api/account/user/${a.useruid}`);
    expect(response.status).toBe(401);
  });

  it('updates the profile; a new licence number must be verified again', async () => {
    const a = await signUp(testApp());
    await testApp()
      .database.db.update(users)
      .set({ licenseStatus: 'verified' })
      .where(eq(users.useruid, a.useruid));
    const response = await apiClient(testApp()).put(
      '/api/account/update',
      { name: '김원장', jobTitle: '대표원장', licenseNumber: '54321', mobile: '010 9999 0000' },
      { token: a.accessToken },
    );
    expect(response.status).toBe(200);
    expect(response.body.datas).toMatchObject({
      name: '김원장',
      jobTitle: '대표원장',
      licenseNumber: '54321',
      licenseStatus: 'pending',
      mobile: '01099990000',
    });
    const bad = await apiClient(testApp()).put(
      '/api/account/update',
      { licenseNumber: '1234567' },
      { token: a.accessToken },
    );
    expect(bad.body.datas.fields[0]).toEqual({
      field: 'licenseNumber',
      message: 'Enter 5 to 6 digits only',
    });
    const partnerField = await apiClient(testApp()).put(
      '/api/account/update',
      { companyName: 'Other' },
      { token: a.accessToken },
    );
    expect(partnerField.status).toBe(400);
  });

  it('keeps marketing consent per channel as history with consent and withdrawal dates', async () => {
    const a = await signUp(testApp(), medicalJoin({ marketing: { email: true, sms: false, kakao: false } }));
    const consentedAt = testApp().clock.now.toISOString();
    testApp().clock.advance(24 * 3600 * 1000);
    const put = (body: object) =>
      apiClient(testApp()).put('/api/account/marketing', body, { token: a.accessToken });

    const withdrawn = await put({ email: false, sms: true });
    expect(withdrawn.status).toBe(200);
    const day2 = testApp().clock.now.toISOString();
    expect(withdrawn.body.datas).toEqual({
      email: { consented: false, consentedAt, withdrawnAt: day2 },
      sms: { consented: true, consentedAt: day2, withdrawnAt: null },
      kakao: { consented: false, consentedAt: null, withdrawnAt: null },
    });
    // Repeating the same choice adds no history.
    await put({ email: false, sms: true });
    const rows = await testApp()
      .database.db.select()
      .from(marketingConsents)
      .innerJoin(users, eq(users.id, marketingConsents.userId))
      .where(eq(users.useruid, a.useruid));
    expect(rows.map((row) => [row.marketing_consents.channel, row.marketing_consents.consented])).toEqual([
      ['email', true],
      ['email', false],
      ['sms', true],
    ]);
    const view = await apiClient(testApp()).get(`/api/account/user/${a.useruid}`, {
      token: a.accessToken,
    });
    expect(view.body.datas.marketing.email).toEqual({ consented: false, consentedAt, withdrawnAt: day2 });
    expect((await put({})).status).toBe(400);
  });

  it('changes the password only with the current one, ending every other session', async () => {
    const a = await signUp(testApp());
    const session = await logIn(testApp(), a.email, PASSWORD, true);
    const elsewhere = await logIn(testApp(), a.email, PASSWORD, true);
    const change = (body: object) =>
      apiClient(testApp()).put('/api/account/changepassword', body, { token: session.accessToken });

    const wrong = await change({
      currentPassword: 'Not-the-one1!',
      password: 'New-secret-22',
      passwordConfirm: 'New-secret-22',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.respMessage).toBe('The current password is incorrect.');
    const mismatch = await change({
      currentPassword: PASSWORD,
      password: 'New-secret-22',
      passwordConfirm: 'New-secret-23',
    });
    expect(mismatch.body.datas.fields).toContainEqual({
      field: 'passwordConfirm',
      message: 'Passwords do not match',
    });

    const done = await change({
      currentPassword: PASSWORD,
      password: 'New-secret-22',
      passwordConfirm: 'New-secret-22',
    });
    expect(done.status).toBe(200);
    const fresh = done.body.datas;
    expect(fresh.keepLogin).toBe(true);
    const refresh = (token: string) =>
      apiClient(testApp()).post('/api/account/refresh_token', { refreshToken: token, useruid: a.useruid });
    expect((await refresh(elsewhere.refreshToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await refresh(fresh.refreshToken)).status).toBe(200);

    const oldLogin = await apiClient(testApp()).post('/api/account/login', {
      email: a.email,
      password: PASSWORD,
    });
    expect(oldLogin.status).toBe(401);
    await logIn(testApp(), a.email, 'New-secret-22');
  });

  it('withdraws with password confirmation: data scrubbed, row kept, sessions ended, email free again', async () => {
    const body = partnerJoin();
    const a = await signUp(testApp(), body);
    const session = await logIn(testApp(), a.email, PASSWORD, true);

    const wrong = await apiClient(testApp()).delete(
      '/api/account/withdraw',
      { password: 'Wrong-pass1!' },
      { token: session.accessToken },
    );
    expect(wrong.status).toBe(400);
    const done = await apiClient(testApp()).delete(
      '/api/account/withdraw',
      { password: PASSWORD },
      { token: session.accessToken },
    );
    expect(done.status).toBe(200);
    expect(done.body.respMessage).toBe('Your account has been deleted.');

    const [row] = await testApp().database.db.select().from(users).where(eq(users.useruid, a.useruid));
    expect(row).toMatchObject({
      status: 'withdrawn',
      name: '',
      mobile: null,
      companyName: null,
      businessNumber: null,
      businessAddress: null,
      businessPhone: null,
      website: null,
      memberType: 'partner',
    });
    expect(row?.email).not.toContain(String(body.email).split('@')[0]);
    expect(row?.withdrawnAt).toBeInstanceOf(Date);

    const refresh = await apiClient(testApp()).post('/api/account/refresh_token', {
      refreshToken: session.refreshToken,
      useruid: a.useruid,
    });
    expect(refresh.status).toBe(401);
    const login = await apiClient(testApp()).post('/api/account/login', {
      email: a.email,
      password: PASSWORD,
    });
    expect(login.body.code).toBe('INVALID_CREDENTIALS');
    const view = await apiClient(testApp()).get(`/api/account/user/${a.useruid}`, {
      token: session.accessToken,
    });
    // The access token ended with the account, not at its own expiry.
    expect(view.status).toBe(401);
    expect(view.body.code).toBe('TOKEN_EXPIRED');
    // The address can sign up again as a new member.
    const again = await signUp(testApp(), partnerJoin({ email: body.email }));
    expect(again.useruid).not.toBe(a.useruid);
  });
});
