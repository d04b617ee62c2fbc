import { describe, expect, it } from 'vitest';
import { lessonProgress } from '../../src/server/db/schema/learning';
import {
  createCourseWithLessons,
  createEnrolment,
  createMember,
  DAY,
  type Member,
} from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ seed: false });

/**
 * The statements one MyCourses call runs, counted at the database driver. Another member call just
 * before keeps the session check (remembered for seconds) out of the count.
 */
async function statementsOfOneCall(member: Member): Promise<{ count: number; courses: number }> {
  const { database } = testApp();
  expect((await member.api.get('/api/Learning/MyTrainings')).status).toBe(200);
  let count = 0;
  const stop = database.observeStatements(() => {
    count += 1;
  });
  try {
    const response = await member.api.get('/api/Learning/MyCourses');
    expect(response.status).toBe(200);
    return { count, courses: response.body.datas.length };
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
});
