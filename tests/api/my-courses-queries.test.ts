import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates, lessonProgress } from '../../src/server/db/schema/learning';
import { memberships } from '../../src/server/db/schema/membership';
import {
  createCourseWithLessons,
  createEnrolment,
  createMember,
  DAY,
  type Member,
} from '../fixtures/factories';
import { DB_KIND, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ seed: false });

/**
 * The statements one MyCourses call runs, counted at the database driver. Another member call just
 * before keeps the session check (remembered for seconds) out of the count; `cold` forgets the
 * member's remembered answer first, so the call computes it.
 */
async function statementsOfOneCall(
  member: Member,
  cold = true,
): Promise<{ count: number; courses: number; datas: Array<Record<string, unknown>> }> {
  const { database, app } = testApp();
  expect((await member.api.get('/api/Learning/MyTrainings')).status).toBe(200);
  if (cold) app.myCoursesCache.forget(member.id);
  let count = 0;
  const stop = database.observeStatements(() => {
    count += 1;
  });
  try {
    const response = await member.api.get('/api/Learning/MyCourses');
    expect(response.status).toBe(200);
    return { count, courses: response.body.datas.length, datas: response.body.datas };
  } finally {
    stop();
  }
}

describe('MyCourses: queries per call', () => {
  it('runs the same number of statements for 1 course as for 20 (no query per course)', async () => {
    const { database, clock } = testApp();
    const db = database.db;
    const member = await createMember(testApp());
    const counts = new Map<number, number>();
    for (let course = 1; course <= 20; course += 1) {
      const { contentsId, lessonIds } = await createCourseWithLessons(testApp(), {}, [
        { videoId: null },
        { videoId: null },
      ]);
      await createEnrolment(testApp(), member.id, contentsId, new Date(clock.now.getTime() + 30 * DAY));
      await db.insert(lessonProgress).values({
        userId: member.id,
        lessonId: lessonIds[0]!,
        contentsId,
        positionSec: 30,
        watchedSec: 30,
        updatedAt: clock.now,
      });
      if (course === 1 || course === 5 || course === 20) {
        const { count, courses } = await statementsOfOneCall(member);
        expect(courses).toBe(course);
        counts.set(course, count);
      }
    }
    expect(counts.get(1)).toBeGreaterThan(0);
    expect(counts.get(5)).toBe(counts.get(1));
    expect(counts.get(20)).toBe(counts.get(1));
  });

  it('shows an access ending as the clock passes it', async () => {
    const { clock } = testApp();
    const member = await createMember(testApp());
    const course = await createCourseWithLessons(testApp(), {}, [{ videoId: null }]);
    await createEnrolment(testApp(), member.id, course.contentsId, new Date(clock.now.getTime() + DAY));
    const before = await member.api.get('/api/Learning/MyCourses');
    expect(before.body.datas[0].access).toMatchObject({ kind: 'until', expired: false });
    clock.advance(2 * DAY);
    const after = await member.api.get('/api/Learning/MyCourses');
    expect(after.body.datas[0].access).toMatchObject({ kind: 'until', expired: true });
  });

  it('answers again from memory, and shows at once what changes the list, whoever changes it', async () => {
    const t = testApp();
    const member = await createMember(t);
    const { contentsId, lessonIds } = await createCourseWithLessons(t, {}, [
      { videoId: null, durationSec: 100 },
      { videoId: null, durationSec: 100 },
    ]);
    await createEnrolment(t, member.id, contentsId, null);
    expect((await statementsOfOneCall(member)).count).toBeGreaterThan(0);
    const warm = await statementsOfOneCall(member, false);
    expect(warm.count).toBe(0);
    expect(warm.datas[0]).toMatchObject({ contentsid: contentsId, completedLessons: 0 });

    // The member's own write: the next read shows it.
    const saved = await member.api.post('/api/Learning/SaveProgress', {
      lessonid: lessonIds[0],
      positionSec: 30,
      watchedSec: 30,
    });
    expect(saved.status).toBe(200);
    const afterSave = await statementsOfOneCall(member, false);
    expect(afterSave.count).toBeGreaterThan(0);
    expect(warm.datas[0]!.lastStudiedAt).toBeNull();
    expect(afterSave.datas[0]!.lastStudiedAt).toBe(t.clock.now.toISOString());

    // A write that is not the member's (a job, another instance, an operator): the database's
    // notification makes the answer go.
    await statementsOfOneCall(member, false);
    await t.database.db.insert(certificates).values({
      userId: member.id,
      contentsId,
      number: `CERT-${member.id}`,
      holderName: 'Holder',
      courseTitle: { ko: '과정' },
      durationSec: 200,
      completedAt: t.clock.now,
    });
    await expect
      .poll(async () => (await statementsOfOneCall(member, false)).datas[0]?.certificateNumber)
      .toBe(`CERT-${member.id}`);
  });

  it("lists a membership's courses from the moment it starts until the moment it ends, whoever starts it", async () => {
    const t = testApp();
    const member = await createMember(t);
    const { contentsId } = await createCourseWithLessons(t, { membershipIncluded: true }, [
      { videoId: null },
    ]);
    const listed = async () =>
      (await statementsOfOneCall(member, false)).datas.map((course) => course.contentsid);
    expect(await listed()).toEqual([]);
    expect((await statementsOfOneCall(member, false)).count).toBe(0);

    // Started by the billing job or the gateway's webhook, not by the member's own request: the
    // database's notification makes the remembered empty list go.
    const now = t.clock.now;
    await t.database.db.insert(memberships).values({
      userId: member.id,
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30_000),
      startedAt: now,
    });
    await expect.poll(listed).toEqual([contentsId]);
    expect((await statementsOfOneCall(member, false)).datas[0]).toMatchObject({
      access: { kind: 'membership', expired: false },
      lastLesson: null,
    });

    // Cancelled, it ends with its paid period: nothing is written then, and the list is not kept past it.
    t.clock.advance(31_000);
    expect(await listed()).toEqual([]);
  });

  it.runIf(DB_KIND === 'postgres')(
    'remembers nothing while the notifications cannot reach it, and again once they can',
    async () => {
      const t = testApp();
      const member = await createMember(t);
      const { contentsId } = await createCourseWithLessons(t, {}, [{ videoId: null }]);
      await createEnrolment(t, member.id, contentsId, null);
      await statementsOfOneCall(member);
      // Kept once the server listens, which its start does not wait for.
      await expect
        .poll(async () => (await statementsOfOneCall(member, false)).count, { timeout: 5000, interval: 250 })
        .toBe(0);
      // The listening connection dropped, as on a database restart.
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
      await expect.poll(async () => (await statementsOfOneCall(member, false)).count).toBeGreaterThan(0);
      expect((await statementsOfOneCall(member, false)).count).toBeGreaterThan(0);
      // Listening again (after a pause of a second): answers are kept again.
      await expect
        .poll(async () => (await statementsOfOneCall(member, false)).count, { timeout: 5000, interval: 250 })
        .toBe(0);
    },
  );
});
