import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { contents } from '../../src/server/db/schema/catalogue';
import { contentsCredits } from '../../src/server/db/schema/credits';
import { apiClient } from '../fixtures/api-client';
import { createEnrolment, seededTokens } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

describe('the demo data', () => {
  it('has a credit-bearing course with a test, a credit-bearing session with an hours table, and a verified member', async () => {
    const { db } = testApp().database;
    const credited = await db
      .select({ conttype: contents.conttype, title: contents.title, hoursTable: contentsCredits.hoursTable })
      .from(contentsCredits)
      .innerJoin(contents, eq(contents.id, contentsCredits.contentsId));
    expect(credited.map((row) => [row.conttype, row.title.ko, row.hoursTable?.length ?? 0]).sort()).toEqual([
      ['course', '사각턱 보톡스 심화', 0],
      ['training', '필러 카데바 핸즈온 워크숍', 3],
    ]);
    const [demo] = await db
      .select({ licenseStatus: users.licenseStatus })
      .from(users)
      .where(eq(users.email, 'member@example.com'));
    expect(demo?.licenseStatus).toBe('verified');
  });

  it('gives one course a Korean final test of five questions that its buyers can take', async () => {
    const rows = await testApp().database.db.select().from(contents);
    const course = rows.find((row) => row.title.ko === '사각턱 보톡스 심화')!;
    const { member } = await seededTokens(testApp());
    const api = apiClient(testApp(), { token: member, lang: 'ko' });

    const list = await api.get(`/api/Exam/Course/${course.id}`);
    expect(list.body.datas).toEqual([
      expect.objectContaining({ title: '사각턱 보톡스 심화 수료 시험', questionCount: 5, passPercent: 60 }),
    ]);
    // Not bought yet: the test waits for the purchase.
    expect((await api.post(`/api/Exam/Start/${list.body.datas[0].examid}`)).body.code).toBe('NOT_ENROLLED');

    const [demo] = await testApp()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'member@example.com'));
    await createEnrolment(testApp(), demo!.id, course.id, null);
    const attempt = await api.post(`/api/Exam/Start/${list.body.datas[0].examid}`);
    expect(attempt.status).toBe(200);
    expect(attempt.body.datas.questions.map((question: { kind: string }) => question.kind).sort()).toEqual([
      'multiple',
      'single',
      'single',
      'truefalse',
      'truefalse',
    ]);
    expect(attempt.text).not.toContain('isAnswer');
  });
});
