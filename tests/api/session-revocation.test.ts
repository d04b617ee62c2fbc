import type { SessionDatas } from '@shared/contract/account';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../src/server/db/schema/account';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo';
import { createResetToken } from '../../src/server/modules/account/password-reset';
import { apiClient } from '../fixtures/api-client';
import {
  createCourse,
  createCourseWithLessons,
  createMember,
  createReadyVideo,
  logIn,
  type Member,
  PASSWORD,
  signUp,
} from '../fixtures/factories';
import { saveCard, subscribe } from '../fixtures/membership-flow';
import { checkout, createOrder } from '../fixtures/payment-flow';
import { createTestApp, type TestApp, useTestApp } from '../fixtures/test-app';

const LIMITS = [
  'login.ip=1000/60',
  'login.account=1000/60',
  'join.ip=1000/60',
  'join.account=1000/60',
  'changepassword.account=1000/60',
  'withdraw.account=1000/60',
  'resetpassword.ip=1000/60',
  'resetpassword.account=1000/60',
].join(',');

const testApp = useTestApp({ listen: true, env: { RATE_LIMITS: LIMITS } });

type Session = Pick<SessionDatas, 'accessToken' | 'refreshToken' | 'useruid' | 'email'>;

function profileOf(session: Session, t: TestApp = testApp()) {
  return apiClient(t).get(`/api/account/user/${session.useruid}`, { token: session.accessToken });
}

async function expectLive(session: Session, t: TestApp = testApp()) {
  expect((await profileOf(session, t)).status).toBe(200);
}

/** What the web client sees once a session has ended: 401 TOKEN_EXPIRED, and it asks for a login. */
async function expectEnded(session: Session, t: TestApp = testApp()) {
  const response = await profileOf(session, t);
  expect(response.status).toBe(401);
  expect(response.body).toMatchObject({
    success: false,
    code: 'TOKEN_EXPIRED',
    respMessage: 'Your session has expired. Please log in again.',
  });
}

function refresh(session: Session, t: TestApp = testApp()) {
  return apiClient(t).post('/api/account/refresh_token', {
    refreshToken: session.refreshToken,
    useruid: session.useruid,
  });
}

async function adminSession(): Promise<Session> {
  return logIn(testApp(), DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
}

function asAdmin(admin: Session, path: string, payload: unknown) {
  return apiClient(testApp()).post(`/api/Admin/Members/${path}`, payload, { token: admin.accessToken });
}

/** A fresh member made admin by the seeded admin, logged in afresh with the new role. */
async function newAdmin(admin: Session): Promise<Session> {
  const member = await signUp(testApp());
  expect((await asAdmin(admin, `${member.useruid}/Role`, { role: 'admin' })).status).toBe(200);
  const session = await logIn(testApp(), member.email, PASSWORD);
  expect(session.role).toBe('admin');
  return session;
}

/** A token signed with the server's key for the member's own session, shaped as the test needs. */
async function handSigned(member: Session, shape: { role?: string; exp?: boolean; iat?: boolean } = {}) {
  const [row] = await testApp()
    .database.db.select({ id: users.id, familyId: refreshTokens.familyId })
    .from(users)
    .innerJoin(refreshTokens, eq(refreshTokens.userId, users.id))
    .where(eq(users.useruid, member.useruid));
  let token = new SignJWT({
    uid: row!.id,
    role: shape.role ?? 'member',
    name: '',
    email: member.email,
    sid: row!.familyId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(member.useruid);
  if (shape.iat !== false) token = token.setIssuedAt();
  if (shape.exp !== false) token = token.setExpirationTime(Math.floor(Date.now() / 1000) + 600);
  return token.sign(new TextEncoder().encode(testApp().config.JWT_SECRET));
}

async function roleOf(useruid: string, t: TestApp = testApp()) {
  const [row] = await t.database.db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.useruid, useruid));
  return row!;
}

describe('access tokens end with their session', () => {
  it('ends the logged-out session at once and leaves the member’s other sessions alone', async () => {
    const member = await signUp(testApp());
    const other = await logIn(testApp(), member.email, PASSWORD);
    await expectLive(member);
    const out = await apiClient(testApp()).post('/api/account/logout', undefined, {
      token: member.accessToken,
    });
    expect(out.status).toBe(200);
    await expectEnded(member);
    expect((await refresh(member)).status).toBe(401);
    await expectLive(other);
  });

  it('ends every other session on a password change; the new session works', async () => {
    const member = await signUp(testApp());
    const other = await logIn(testApp(), member.email, PASSWORD);
    const changed = await apiClient(testApp()).put(
      '/api/account/changepassword',
      { currentPassword: PASSWORD, password: 'Another-pass2!', passwordConfirm: 'Another-pass2!' },
      { token: member.accessToken },
    );
    expect(changed.status).toBe(200);
    await expectEnded(member);
    await expectEnded(other);
    await expectLive({ ...member, accessToken: changed.body.datas.accessToken });
  });

  it('ends every session on a password reset from the mailed link', async () => {
    const member = await signUp(testApp());
    await expectLive(member);
    const [row] = await testApp()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.useruid, member.useruid));
    const token = await createResetToken(testApp().database.db, row!.id, testApp().clock.now);
    const reset = await apiClient(testApp()).post('/api/account/resetpassword', {
      token,
      password: 'Another-pass2!',
      passwordConfirm: 'Another-pass2!',
    });
    expect(reset.status).toBe(200);
    await expectEnded(member);
  });

  it('ends the family’s access tokens when a rotated refresh token is presented again', async () => {
    const member = await signUp(testApp());
    const stolen = await logIn(testApp(), member.email, PASSWORD);
    const rotated = await refresh(stolen);
    expect(rotated.status).toBe(200);
    const current = { ...stolen, ...rotated.body.datas } as Session;
    await expectLive(current);
    // The thief replays the old refresh token: the family is revoked, and with it both access tokens.
    expect((await refresh(stolen)).status).toBe(401);
    await expectEnded(current);
    await expectEnded(stolen);
    await expectLive(member);
  });

  it('ends a member’s sessions when an admin suspends them, and login says why', async () => {
    const admin = await adminSession();
    const member = await signUp(testApp());
    await expectLive(member);
    expect((await asAdmin(admin, `${member.useruid}/Status`, { status: 'suspended' })).status).toBe(200);
    await expectEnded(member);
    const login = await apiClient(testApp()).post('/api/account/login', {
      email: member.email,
      password: PASSWORD,
      keepLogin: true,
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('ends every session on withdrawal', async () => {
    const member = await signUp(testApp());
    const other = await logIn(testApp(), member.email, PASSWORD);
    const gone = await apiClient(testApp()).delete(
      '/api/account/withdraw',
      { password: PASSWORD },
      { token: member.accessToken },
    );
    expect(gone.status).toBe(200);
    await expectEnded(other);
  });

  it('refuses a correctly signed token without an expiry or an issue time', async () => {
    const member = await signUp(testApp());
    const forever = await handSigned(member, { exp: false });
    const undated = await handSigned(member, { iat: false });
    const control = await handSigned(member);
    await expectEnded({ ...member, accessToken: forever });
    await expectEnded({ ...member, accessToken: undated });
    await expectLive({ ...member, accessToken: control });
  });
});

describe('admin rights are the account’s rights now, not the token’s', () => {
  it('refuses admin calls to a member whose token claims admin', async () => {
    const member = await signUp(testApp());
    const forged = await handSigned(member, { role: 'admin' });
    const list = await apiClient(testApp()).get('/api/Admin/Members', { token: forged });
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('FORBIDDEN');
  });

  it.each([
    ['demoted', 'Role', { role: 'member' }],
    ['suspended', 'Status', { status: 'suspended' }],
  ])(
    'an admin %s a moment ago can neither promote an accomplice nor read member files',
    async (_how, action, body) => {
      const admin = await adminSession();
      const insider = await newAdmin(admin);
      const accomplice = await signUp(testApp());
      const victim = await signUp(testApp());
      expect((await asAdmin(admin, `${insider.useruid}/${action}`, body)).status).toBe(200);

      // With the token they still hold, straight after offboarding.
      const promote = await asAdmin(insider, `${accomplice.useruid}/Role`, { role: 'admin' });
      expect([401, 403]).toContain(promote.status);
      expect((await roleOf(accomplice.useruid)).role).toBe('member');
      const file = await apiClient(testApp()).get(`/api/Admin/Members/${victim.useruid}`, {
        token: insider.accessToken,
      });
      expect([401, 403]).toContain(file.status);
      const orders = await apiClient(testApp()).get('/api/Admin/Orders', {
        token: insider.accessToken,
      });
      expect([401, 403]).toContain(orders.status);
      // And the accomplice, still a member, cannot restore them.
      const restore = await asAdmin(accomplice, `${insider.useruid}/Role`, { role: 'admin' });
      expect(restore.status).toBe(403);
      expect(await roleOf(insider.useruid)).toMatchObject(
        action === 'Role' ? { role: 'member' } : { status: 'suspended' },
      );
    },
  );

  it('ends a promoted member’s sessions, so the next login carries the new role', async () => {
    const admin = await adminSession();
    const member = await signUp(testApp());
    expect((await asAdmin(admin, `${member.useruid}/Role`, { role: 'admin' })).status).toBe(200);
    await expectEnded(member);
  });
});

describe('a suspended member cannot buy, pay or watch', () => {
  /**
   * A suspension that commits after the caller's session was checked: the row changes without the
   * session cache being told, as between the check and the handler of a request in flight.
   */
  async function suspendBehindTheCache(member: Member) {
    // One call first, so this instance remembers the session as live.
    expect((await apiClient(testApp()).get('/api/Learning/MyCourses', { token: member.token })).status).toBe(
      200,
    );
    await testApp().database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, member.id));
  }

  function expectSuspended(response: { status: number; body: { code?: string; respMessage?: string } }) {
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      respMessage: 'This account is suspended. Please contact customer support.',
    });
  }

  const api = async (member: Member, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') => {
    const response = await apiClient(testApp()).send(method, url, payload, { token: member.token, lang });
    return { status: response.status, body: response.body };
  };

  it('refuses creating an order, in the caller’s language', async () => {
    const member = await createMember(testApp());
    const course = await createCourse(testApp(), { price: 50_000 });
    await suspendBehindTheCache(member);
    expectSuspended(await createOrder(testApp(), member, { contentsid: course }));
    const korean = await api(
      member,
      'POST',
      '/api/Payment/Create',
      { contentsid: course, method: 'card', agree: true },
      'ko',
    );
    expect(korean.body.respMessage).toBe('정지된 계정입니다. 고객센터로 문의해 주세요.');
  });

  it('refuses confirming an order made before the suspension', async () => {
    const member = await createMember(testApp());
    const course = await createCourse(testApp(), { price: 50_000 });
    const created = await createOrder(testApp(), member, { contentsid: course });
    expect(created.status).toBe(200);
    const { redirect } = await checkout(testApp(), created.body.datas);
    await suspendBehindTheCache(member);
    expectSuspended(
      await api(member, 'POST', '/api/Payment/Confirm', {
        paymentKey: redirect.searchParams.get('paymentKey'),
        orderId: redirect.searchParams.get('orderId'),
        amount: Number(redirect.searchParams.get('amount')),
      }),
    );
  });

  it('refuses subscribing to the membership', async () => {
    const member = await createMember(testApp());
    await saveCard(testApp(), member, 'approve');
    await suspendBehindTheCache(member);
    expectSuspended(await subscribe(testApp(), member));
  });

  it('refuses a video source URL', async () => {
    const member = await createMember(testApp());
    const video = await createReadyVideo(testApp(), 60);
    await createCourseWithLessons(testApp(), { price: 0 }, [{ videoId: video, free: true }]);
    expect((await api(member, 'GET', `/api/Contents/GetVideoSourceUrl/${video}`)).status).toBe(200);
    await suspendBehindTheCache(member);
    expectSuspended(await api(member, 'GET', `/api/Contents/GetVideoSourceUrl/${video}`));
  });

  it('stops the signed media URL handed out before the suspension, not at its own expiry', async () => {
    const db = testApp().database.db;
    const member = await createMember(testApp());
    const video = await createReadyVideo(testApp(), 60);
    await createCourseWithLessons(testApp(), { price: 0 }, [{ videoId: video, free: true }]);
    const source = await api(member, 'GET', `/api/Contents/GetVideoSourceUrl/${video}`);
    const mediaUrl = new URL(source.body.datas.url, testApp().baseUrl);
    // Before: the signature is accepted (the test video has no files, so the answer is a 404).
    expect((await fetch(mediaUrl)).status).toBe(404);

    const admin = await adminSession();
    const [row] = await db.select({ useruid: users.useruid }).from(users).where(eq(users.id, member.id));
    expect((await asAdmin(admin, `${row!.useruid}/Status`, { status: 'suspended' })).status).toBe(200);
    const media = await fetch(mediaUrl, { headers: { 'accept-language': 'en' } });
    expect({ status: media.status, body: await media.json() }).toMatchObject({
      status: 403,
      body: { code: 'ACCOUNT_SUSPENDED' },
    });
  });
});

describe('with REDIS_URL pointing at a Redis that does not answer', () => {
  it('checks every call against the database, so an end made elsewhere counts at once, and never hangs', async () => {
    const t = await createTestApp({ env: { RATE_LIMITS: LIMITS, REDIS_URL: 'redis://127.0.0.1:9/0' } });
    try {
      const member = await signUp(t);
      await expectLive(member, t);
      await expectLive(member, t);
      // Another instance logs the session out; its message cannot reach this one.
      const started = performance.now();
      await t.database.db
        .update(refreshTokens)
        .set({ revokedAt: t.clock.now })
        .where(eq(refreshTokens.userId, (await roleOf(member.useruid, t)).id));
      await expectEnded(member, t);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await t.close();
    }
  });
});
