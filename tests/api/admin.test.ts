import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { contents } from '../../src/server/db/schema/catalogue';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo';
import { request, seededTokens } from '../fixtures/roles';
import { APP_HEADERS, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

async function memberUid(): Promise<string> {
  const [row] = await testApp()
    .database.db.select()
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.member.email));
  return row!.useruid;
}

async function auditActions(token: string): Promise<string[]> {
  const response = await request(testApp(), 'GET', '/api/Admin/AuditLog?pageSize=200', { token });
  return response.json().datas.map((item: { action: string }) => item.action);
}

describe('admin: members', () => {
  it('searches members by name or email, paged', async () => {
    const { admin } = await seededTokens(testApp());
    const response = await request(testApp(), 'GET', `/api/Admin/Members?q=${encodeURIComponent('김민지')}`, {
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.datas[0]).toMatchObject({
      email: DEMO_ACCOUNTS.member.email,
      memberType: 'medical',
      licenseStatus: 'verified',
    });
    expect(body.datas[0]).not.toHaveProperty('passwordHash');
  });

  it('shows a member file and records that an admin viewed it', async () => {
    const { admin } = await seededTokens(testApp());
    const uid = await memberUid();
    const response = await request(testApp(), 'GET', `/api/Admin/Members/${uid}`, { token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().datas).toMatchObject({ licenseNumber: '123456', orders: [], courses: [] });
    const log = await request(testApp(), 'GET', '/api/Admin/AuditLog?action=member.view', { token: admin });
    expect(log.json().datas[0]).toMatchObject({
      action: 'member.view',
      targetType: 'member',
      target: uid,
      actorEmail: DEMO_ACCOUNTS.admin.email,
    });
  });

  it('grants a course by hand with a reason; the member then holds it', async () => {
    const { admin } = await seededTokens(testApp());
    const uid = await memberUid();
    const response = await request(testApp(), 'POST', `/api/Admin/Members/${uid}/Grant`, {
      token: admin,
      payload: { contentsid: 2, reason: 'Compensation for an outage', accessDays: 30 },
    });
    expect(response.statusCode).toBe(200);
    const detail = await request(testApp(), 'GET', `/api/Admin/Members/${uid}`, { token: admin });
    expect(detail.json().datas.courses).toEqual([
      expect.objectContaining({ contentsid: 2, source: 'admin', status: 'active' }),
    ]);
    expect(await auditActions(admin)).toContain('member.grantCourse');
  });

  it('refuses to grant an unknown number or a training session, saying to pick a course', async () => {
    const { admin } = await seededTokens(testApp());
    const uid = await memberUid();
    const [training] = await testApp()
      .database.db.select({ id: contents.id })
      .from(contents)
      .where(eq(contents.conttype, 'training'))
      .limit(1);
    for (const contentsid of [99_999, training!.id]) {
      const response = await request(testApp(), 'POST', `/api/Admin/Members/${uid}/Grant`, {
        token: admin,
        payload: { contentsid, reason: 'Compensation' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().respMessage).toBe(
        'There is no course to grant with that number. Choose a course from the list.',
      );
    }
  });

  it('verifies or rejects a licence and records before and after', async () => {
    const { admin } = await seededTokens(testApp());
    const uid = await memberUid();
    const response = await request(testApp(), 'POST', `/api/Admin/Members/${uid}/License`, {
      token: admin,
      payload: { status: 'rejected' },
    });
    expect(response.json().datas.licenseStatus).toBe('rejected');
    const log = await request(testApp(), 'GET', '/api/Admin/AuditLog?action=licenseStatus', { token: admin });
    expect(log.json().datas[0]).toMatchObject({
      before: { licenseStatus: 'verified' },
      after: { licenseStatus: 'rejected' },
    });
    await request(testApp(), 'POST', `/api/Admin/Members/${uid}/License`, {
      token: admin,
      payload: { status: 'verified' },
    });
  });

  it('suspending a member ends their sessions and blocks login; reactivating restores it', async () => {
    const { admin } = await seededTokens(testApp());
    const uid = await memberUid();
    const login = () =>
      testApp().app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: { ...APP_HEADERS, 'accept-language': 'en' },
        payload: {
          email: DEMO_ACCOUNTS.member.email,
          password: DEMO_ACCOUNTS.member.password,
          keepLogin: true,
        },
      });
    const session = (await login()).json().datas;
    expect(
      (
        await request(testApp(), 'POST', `/api/Admin/Members/${uid}/Status`, {
          token: admin,
          payload: { status: 'suspended' },
        })
      ).statusCode,
    ).toBe(200);
    const refreshed = await request(testApp(), 'POST', '/api/account/refresh_token', {
      payload: { refreshToken: session.refreshToken, useruid: uid },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login()).statusCode).toBe(403);
    await request(testApp(), 'POST', `/api/Admin/Members/${uid}/Status`, {
      token: admin,
      payload: { status: 'active' },
    });
    expect((await login()).statusCode).toBe(200);
  });

  it('an admin cannot change their own role or suspend themselves', async () => {
    const { admin } = await seededTokens(testApp());
    const [self] = await testApp()
      .database.db.select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    const role = await request(testApp(), 'POST', `/api/Admin/Members/${self!.useruid}/Role`, {
      token: admin,
      payload: { role: 'member' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().respMessage).toBe(
      'You cannot do this to your own account; ask another administrator.',
    );
    const status = await request(testApp(), 'POST', `/api/Admin/Members/${self!.useruid}/Status`, {
      token: admin,
      payload: { status: 'suspended' },
    });
    expect(status.statusCode).toBe(400);
  });

  it('role changes by another admin are audited', async () => {
    const { admin } = await seededTokens(testApp());
    const uid = await memberUid();
    await request(testApp(), 'POST', `/api/Admin/Members/${uid}/Role`, {
      token: admin,
      payload: { role: 'admin' },
    });
    await request(testApp(), 'POST', `/api/Admin/Members/${uid}/Role`, {
      token: admin,
      payload: { role: 'member' },
    });
    const log = await request(testApp(), 'GET', '/api/Admin/AuditLog?action=role', { token: admin });
    expect(log.json().datas.map((item: { after: { role: string } }) => item.after.role)).toEqual([
      'member',
      'admin',
    ]);
  });
});

describe('admin: audit trail of catalogue writes', () => {
  it('records each admin write with who and what, and never the secrets', async () => {
    const { admin } = await seededTokens(testApp());
    const saved = await request(testApp(), 'POST', '/api/Category/Save', {
      token: admin,
      payload: { parentID: 0, names: { ko: '감사 테스트', en: 'Audit test', ja: '' }, isactive: 1 },
    });
    expect(saved.statusCode).toBe(200);
    const log = await request(testApp(), 'GET', '/api/Admin/AuditLog?action=category.create', {
      token: admin,
    });
    expect(log.json().datas[0]).toMatchObject({
      action: 'category.create',
      actorEmail: DEMO_ACCOUNTS.admin.email,
      targetType: 'category',
      target: String(saved.json().datas.categoryid),
      after: { 'name.ko': '감사 테스트' },
    });
  });

  it('a refused admin write leaves no entry', async () => {
    const { admin } = await seededTokens(testApp());
    const before = (await auditActions(admin)).length;
    const refused = await request(testApp(), 'POST', '/api/Category/Save', {
      token: admin,
      payload: { names: {} },
    });
    expect(refused.statusCode).toBe(400);
    expect((await auditActions(admin)).length).toBe(before);
  });
});

describe('admin: dashboard', () => {
  it('reports revenue, orders, members, trainings and the last 30 days', async () => {
    const { admin } = await seededTokens(testApp());
    const response = await request(testApp(), 'GET', '/api/Admin/Dashboard', { token: admin });
    expect(response.statusCode).toBe(200);
    const datas = response.json().datas;
    expect(datas.today.newMembers).toBeGreaterThanOrEqual(2);
    expect(datas.dailyRevenue).toHaveLength(30);
    expect(datas.upcomingTrainings.length).toBeGreaterThan(0);
    expect(datas.upcomingTrainings[0]).toHaveProperty('seatsTaken');
  });
});
