import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { contents } from '../../src/server/db/schema/catalogue';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo';
import { apiClient } from '../fixtures/api-client';
import { seededTokens } from '../fixtures/factories';
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
  const response = await apiClient(testApp()).get('/api/Admin/AuditLog?pageSize=200', { token });
  return response.body.datas.map((item: { action: string }) => item.action);
}

describe('admin: members', () => {
  it('searches members by name or email, paged', async () => {
    const { admin } = await seededTokens(testApp());
    const response = await apiClient(testApp()).get(`/api/Admin/Members?q=${encodeURIComponent('김민지')}`, {
      token: admin,
    });
    expect(response.status).toBe(200);
    const body = response.body;
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
    const response = await apiClient(testApp()).get(`/api/Admin/Members/${uid}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body.datas).toMatchObject({ licenseNumber: '123456', orders: [], courses: [] });
    const log = await apiClient(testApp()).get('/api/Admin/AuditLog?action=member.view', { token: admin });
    expect(log.body.datas[0]).toMatchObject({
      action: 'member.view',
      targetType: 'member',
      target: uid,
      actorEmail: DEMO_ACCOUNTS.admin.email,
    });
  });

  it('grants a course by hand with a reason; the member then holds it', async () => {
    const { admin } = await seededTokens(testApp());
    const uid = await memberUid();
    const response = await apiClient(testApp()).post(
      `/api/Admin/Members/${uid}/Grant`,
      { contentsid: 2, reason: 'Compensation for an outage', accessDays: 30 },
      { token: admin },
    );
    expect(response.status).toBe(200);
    const detail = await apiClient(testApp()).get(`/api/Admin/Members/${uid}`, { token: admin });
    expect(detail.body.datas.courses).toEqual([
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
      const response = await apiClient(testApp()).post(
        `/api/Admin/Members/${uid}/Grant`,
        { contentsid, reason: 'Compensation' },
        { token: admin },
      );
      expect(response.status).toBe(404);
      expect(response.body.respMessage).toBe(
        'There is no course to grant with that number. Choose a course from the list.',
      );
    }
  });

  it('verifies or rejects a licence and records before and after', async () => {
    const { admin } = await seededTokens(testApp());
    const uid = await memberUid();
    const response = await apiClient(testApp()).post(
      `/api/Admin/Members/${uid}/License`,
      { status: 'rejected', note: 'The copy is unreadable.' },
      { token: admin },
    );
    expect(response.body.datas.licenseStatus).toBe('rejected');
    const log = await apiClient(testApp()).get('/api/Admin/AuditLog?action=licenseStatus', { token: admin });
    expect(log.body.datas[0]).toMatchObject({
      before: { licenseStatus: 'verified' },
      after: { licenseStatus: 'rejected' },
    });
    await apiClient(testApp()).post(
      `/api/Admin/Members/${uid}/License`,
      { status: 'verified' },
      { token: admin },
    );
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
        await apiClient(testApp()).post(
          `/api/Admin/Members/${uid}/Status`,
          { status: 'suspended' },
          { token: admin },
        )
      ).status,
    ).toBe(200);
    const refreshed = await apiClient(testApp()).post('/api/account/refresh_token', {
      refreshToken: session.refreshToken,
      useruid: uid,
    });
    expect(refreshed.status).toBe(401);
    expect((await login()).statusCode).toBe(403);
    await apiClient(testApp()).post(
      `/api/Admin/Members/${uid}/Status`,
      { status: 'active' },
      { token: admin },
    );
    expect((await login()).statusCode).toBe(200);
  });

  it('an admin cannot change their own role or suspend themselves', async () => {
    const { admin } = await seededTokens(testApp());
    const [self] = await testApp()
      .database.db.select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    const role = await apiClient(testApp()).post(
      `/api/Admin/Members/${self!.useruid}/Role`,
      { role: 'member' },
      { token: admin },
    );
    expect(role.status).toBe(400);
    expect(role.body.respMessage).toBe('You cannot do this to your own account; ask another administrator.');
    const status = await apiClient(testApp()).post(
      `/api/Admin/Members/${self!.useruid}/Status`,
      { status: 'suspended' },
      { token: admin },
    );
    expect(status.status).toBe(400);
  });

  it('role changes by another admin are audited', async () => {
    const { admin } = await seededTokens(testApp());
    const uid = await memberUid();
    await apiClient(testApp()).post(`/api/Admin/Members/${uid}/Role`, { role: 'admin' }, { token: admin });
    await apiClient(testApp()).post(`/api/Admin/Members/${uid}/Role`, { role: 'member' }, { token: admin });
    const log = await apiClient(testApp()).get('/api/Admin/AuditLog?action=role', { token: admin });
    expect(log.body.datas.map((item: { after: { role: string } }) => item.after.role)).toEqual([
      'member',
      'admin',
    ]);
  });
});

describe('admin: audit trail of catalogue writes', () => {
  it('records each admin write with who and what, and never the secrets', async () => {
    const { admin } = await seededTokens(testApp());
    const saved = await apiClient(testApp()).post(
      '/api/Category/Save',
      { parentID: 0, names: { ko: '감사 테스트', en: 'Audit test', ja: '' }, isactive: 1 },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    const log = await apiClient(testApp()).get('/api/Admin/AuditLog?action=category.create', {
      token: admin,
    });
    expect(log.body.datas[0]).toMatchObject({
      action: 'category.create',
      actorEmail: DEMO_ACCOUNTS.admin.email,
      targetType: 'category',
      target: String(saved.body.datas.categoryid),
      after: { 'name.ko': '감사 테스트' },
    });
  });

  it('a refused admin write leaves no entry', async () => {
    const { admin } = await seededTokens(testApp());
    const before = (await auditActions(admin)).length;
    const refused = await apiClient(testApp()).post('/api/Category/Save', { names: {} }, { token: admin });
    expect(refused.status).toBe(400);
    expect((await auditActions(admin)).length).toBe(before);
  });
});

describe('admin: dashboard', () => {
  it('reports revenue, orders, members, trainings and the last 30 days', async () => {
    const { admin } = await seededTokens(testApp());
    const response = await apiClient(testApp()).get('/api/Admin/Dashboard', { token: admin });
    expect(response.status).toBe(200);
    const datas = response.body.datas;
    expect(datas.today.newMembers).toBeGreaterThanOrEqual(2);
    expect(datas.dailyRevenue).toHaveLength(30);
    expect(datas.upcomingTrainings.length).toBeGreaterThan(0);
    expect(datas.upcomingTrainings[0]).toHaveProperty('seatsTaken');
  });
});
