import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { lessonAttendance } from '../../src/server/db/schema/attendance';
import { creditAwards } from '../../src/server/db/schema/credits';
import { awardSessionCredit } from '../../src/server/modules/credits/credit-award.service';
import type { ContentsCredits, MyCredits } from '../../src/shared/contract/credits';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCourseWithLessons,
  createEnrolment,
  createMember,
  createReadyVideo,
  createTraining,
  DAY,
  giveCredits,
  type Member,
} from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ seed: false });

const LESSON_SEC = 20;
const HOUR = 3600;

const decideLicense = (useruid: string) => `/api/Admin/Members/${useruid}/License`;

/**
 * A member enrolled in a fresh credit-bearing course (1.5 credits) of one 20-second lesson, with
 * `verifiedSec` of verified watch time already recorded (how heartbeats and presence checks make it
 * is decision 101's tests' matter), and a licence verified or not.
 */
async function learner(opts: { verifiedSec: number; verified: boolean }) {
  const t = testApp();
  const video = await createReadyVideo(t, LESSON_SEC);
  const course = await createCourseWithLessons(t, {}, [{ videoId: video }]);
  await giveCredits(t, course.contentsId);
  const member = await createMember(t);
  await createEnrolment(t, member.id, course.contentsId, new Date(t.clock.now.getTime() + 30 * DAY));
  if (opts.verified)
    await t.database.db.update(users).set({ licenseStatus: 'verified' }).where(eq(users.id, member.id));
  const lessonId = course.lessonIds[0]!;
  await t.database.db.insert(lessonAttendance).values({
    userId: member.id,
    lessonId,
    contentsId: course.contentsId,
    verifiedSec: opts.verifiedSec,
    updatedAt: t.clock.now,
  });
  return { member, lessonId, contentsId: course.contentsId };
}

/** Watches the whole (short) lesson: the save that completes the course. */
function finishLesson(member: Member, lessonId: number) {
  return member.api.post('/api/Learning/SaveProgress', {
    lessonid: lessonId,
    positionSec: LESSON_SEC,
    watchedSec: LESSON_SEC,
  });
}

async function myCredits(member: Member): Promise<MyCredits> {
  const answer = await member.api.get('/api/Credits/Mine');
  expect(answer.status).toBe(200);
  return answer.body.datas;
}

async function awardRows(userId: number, contentsId: number) {
  return testApp()
    .database.db.select()
    .from(creditAwards)
    .where(and(eq(creditAwards.userId, userId), eq(creditAwards.contentsId, contentsId)));
}

describe('online credits', () => {
  it('are awarded once, on completion, even when the completing save is sent three times at once', async () => {
    const { member, lessonId, contentsId } = await learner({ verifiedSec: HOUR + 60, verified: true });
    expect((await myCredits(member)).awards).toEqual([]);

    const saves = await Promise.all([1, 2, 3].map(() => finishLesson(member, lessonId)));
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200]);
    await finishLesson(member, lessonId);

    expect(await awardRows(member.id, contentsId)).toHaveLength(1);
    const credits = await myCredits(member);
    expect(credits).toMatchObject({ licenseVerified: true, licenseStatus: 'verified', yearlyGoalTenths: 80 });
    expect(credits.awards).toHaveLength(1);
    expect(credits.awards[0]).toMatchObject({
      kind: 'online',
      contentsid: contentsId,
      // One full verified hour: one credit, though the course carries 1.5.
      creditTenths: 10,
      studiedSec: HOUR + 60,
      accreditingBody: '대한의사협회',
      approvalNumber: 'KMA-2026-0001',
      category: 'general',
      verificationCode: expect.stringMatching(/^MC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    });
  });

  it("are capped at the course's credits, and nothing is awarded under one verified hour", async () => {
    const long = await learner({ verifiedSec: 3 * HOUR, verified: true });
    await finishLesson(long.member, long.lessonId);
    expect((await myCredits(long.member)).awards.map((award) => award.creditTenths)).toEqual([15]);

    const short = await learner({ verifiedSec: HOUR - 1, verified: true });
    await finishLesson(short.member, short.lessonId);
    expect((await myCredits(short.member)).awards).toEqual([]);
  });

  it('an unverified member gets none and is told why; verifying the licence awards what was completed', async () => {
    const { member, lessonId, contentsId } = await learner({ verifiedSec: 2 * HOUR, verified: false });
    expect((await finishLesson(member, lessonId)).body.datas.completed).toBe(true);
    const before = await myCredits(member);
    expect(before).toMatchObject({ licenseVerified: false, licenseStatus: 'pending', awards: [] });
    expect(await awardRows(member.id, contentsId)).toEqual([]);

    const admin = await createAdmin(testApp());
    const decided = await admin.api.post(decideLicense(member.useruid), { status: 'verified' });
    expect(decided.status).toBe(200);
    const after = await myCredits(member);
    expect(after.licenseVerified).toBe(true);
    expect(after.awards.map((award) => award.creditTenths)).toEqual([15]);
    // The licence is copied onto the award as it stood.
    expect((await awardRows(member.id, contentsId))[0]).toMatchObject({
      licenseKind: 'doctor',
      licenseNumber: '123456',
    });
  });

  it('the certificate PDF opens from its link, names its verification URL, and the URL verifies without personal data', async () => {
    const { member, lessonId } = await learner({ verifiedSec: 2 * HOUR, verified: true });
    await finishLesson(member, lessonId);
    const [award] = (await myCredits(member)).awards;
    expect(award!.verifyUrl).toMatch(new RegExp(`/credits/verify/${award!.verificationCode}$`));

    const pdf = await testApp().app.inject({ method: 'GET', url: award!.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The QR code's link annotation carries the verification address.
    expect(pdf.rawPayload.toString('latin1')).toContain(award!.verifyUrl);
    const tampered = award!.pdfUrl.replace(
      /signature=([^&]+)/,
      (_, sig: string) => `signature=${sig.slice(0, -2)}xx`,
    );
    expect((await testApp().app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);

    const visitor = apiClient(testApp());
    const verified = await visitor.get(`/api/Credits/Verify/${award!.verificationCode.toLowerCase()}`);
    expect(verified.status).toBe(200);
    expect(verified.body.datas).toEqual({
      verificationCode: award!.verificationCode,
      kind: 'online',
      maskedName: '구*자',
      title: award!.title,
      earnedOn: award!.earnedOn,
      studiedSec: 2 * HOUR,
      creditTenths: 15,
      accreditingBody: '대한의사협회',
      approvalNumber: 'KMA-2026-0001',
      category: 'general',
    });
    expect(JSON.stringify(verified.body)).not.toContain('123456');
    expect((await visitor.get('/api/Credits/Verify/MC-0000-0000-0000')).status).toBe(404);
  });
});

describe('session credits by the hours table', () => {
  const SESSION: ContentsCredits = {
    creditTenths: 50,
    accreditingBody: '대한피부과학회',
    approvalNumber: 'KDA-2026-0042',
    category: 'required',
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
    hoursTable: [
      { fromMinutes: 120, creditTenths: 30 },
      { fromMinutes: 180, creditTenths: 40 },
      { fromMinutes: 240, creditTenths: 50 },
    ],
  };

  async function attendee(verified: boolean) {
    const t = testApp();
    const admin = await createAdmin(t);
    const contentsId = await createTraining(t, { price: 0, capacity: 10, startsInDays: 0 });
    const saved = await admin.api.post(`/api/Admin/Contents/${contentsId}/Credits`, { credits: SESSION });
    expect(saved.status).toBe(200);
    expect(saved.body.datas.credits).toEqual(SESSION);
    const member = await createMember(t);
    if (verified)
      await t.database.db.update(users).set({ licenseStatus: 'verified' }).where(eq(users.id, member.id));
    return { member, contentsId };
  }

  it('give the last row reached, boundaries inclusive, recomputed on correction in one row', async () => {
    const { member, contentsId } = await attendee(true);
    const db = testApp().database.db;
    const cases: [minutes: number, tenths: number][] = [
      [119, 0],
      [120, 30],
      [179, 30],
      [180, 40],
      [239, 40],
      [240, 50],
      [600, 50],
      [150, 30],
    ];
    for (const [minutes, tenths] of cases) {
      expect(await awardSessionCredit(db, { userId: member.id, contentsId, presentSec: minutes * 60 })).toBe(
        tenths,
      );
      const rows = await awardRows(member.id, contentsId);
      expect(rows.map((row) => row.creditTenths)).toEqual(tenths === 0 ? [] : [tenths]);
    }
    const [award] = (await myCredits(member)).awards;
    expect(award).toMatchObject({
      kind: 'session',
      creditTenths: 30,
      studiedSec: 150 * 60,
      approvalNumber: 'KDA-2026-0042',
    });
    // A correction below the first row takes the credit away.
    await awardSessionCredit(db, { userId: member.id, contentsId, presentSec: 119 * 60 + 59 });
    expect((await myCredits(member)).awards).toEqual([]);
  });

  it('give nothing to an unverified licence', async () => {
    const { member, contentsId } = await attendee(false);
    const db = testApp().database.db;
    expect(await awardSessionCredit(db, { userId: member.id, contentsId, presentSec: 300 * 60 })).toBe(0);
    expect(await awardRows(member.id, contentsId)).toEqual([]);
  });

  it('refuses an hours table out of order or above the credits', async () => {
    const { contentsId } = await attendee(true);
    const admin = await createAdmin(testApp());
    const url = `/api/Admin/Contents/${contentsId}/Credits`;
    const unordered = { ...SESSION, hoursTable: [SESSION.hoursTable![1], SESSION.hoursTable![0]] };
    expect((await admin.api.post(url, { credits: unordered })).status).toBe(400);
    const above = { ...SESSION, creditTenths: 40 };
    expect((await admin.api.post(url, { credits: above })).status).toBe(400);
  });
});
