import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../../src/server/db/schema/catalogue';
import { apiClient } from '../fixtures/api-client';
import { createAdmin, createMember, createTraining, DAY } from '../fixtures/factories';
import { purchase } from '../fixtures/payment-flow';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true, seed: false });

describe('training seats in 내 강의실 (GET /api/Learning/MyTrainings)', () => {
  it('lists a paid session with its date and place, then the operator check-in, then its end', async () => {
    const t = testApp();
    const { db } = t.database;
    const contentsid = await createTraining(t, { price: 50_000, capacity: 5 });
    await db
      .update(contents)
      .set({ venueName: { ko: '강남 교육장', en: 'Gangnam centre' }, venueAddress: '서울 강남구 테헤란로 1' })
      .where(eq(contents.id, contentsid));
    const member = await createMember(t);
    const admin = await createAdmin(t);

    const before = await apiClient(t, { token: member.token }).get('/api/Learning/MyTrainings');
    expect(before.body.datas).toEqual([]);

    const bought = await purchase(t, member, { contentsid });
    expect(bought.confirmed?.status).toBe(200);
    const [session] = await db.select().from(contents).where(eq(contents.id, contentsid));
    const mine = await apiClient(t, { token: member.token }).get('/api/Learning/MyTrainings', { lang: 'ko' });
    expect(mine.status).toBe(200);
    expect(mine.body.datas).toEqual([
      {
        enrolmentid: expect.any(Number),
        contentsid,
        title: '테스트 실습 교육',
        edutype: 'hands_on',
        startsAt: session!.startsAt!.toISOString(),
        endsAt: session!.endsAt!.toISOString(),
        venue: '강남 교육장',
        venueAddress: '서울 강남구 테헤란로 1',
        status: 'upcoming',
        attendedAt: null,
        ticket: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
    ]);
    // A training seat is not a course: the course list stays empty.
    expect((await apiClient(t, { token: member.token }).get('/api/Learning/MyCourses')).body.datas).toEqual(
      [],
    );
    // Another member sees nothing of it.
    const other = await createMember(t);
    expect((await apiClient(t, { token: other.token }).get('/api/Learning/MyTrainings')).body.datas).toEqual(
      [],
    );

    // After the session without a check-in: nothing recorded; once checked in: attended.
    t.clock.advance(15 * DAY);
    const missed = await apiClient(t, { token: member.token }).get('/api/Learning/MyTrainings');
    expect(missed.body.datas[0]).toMatchObject({ venue: 'Gangnam centre', status: 'notAttended' });
    const { enrolmentid } = mine.body.datas[0];
    const checked = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Contents/${contentsid}/Attendees/${enrolmentid}/Attendance`,
      { attended: true },
    );
    expect(checked.status).toBe(200);
    const attended = await apiClient(t, { token: member.token }).get('/api/Learning/MyTrainings');
    expect(attended.body.datas[0]).toMatchObject({
      status: 'attended',
      attendedAt: t.clock.now.toISOString(),
    });
  });

  it('asks a visitor to log in', async () => {
    const response = await apiClient(testApp()).get('/api/Learning/MyTrainings');
    expect(response.status).toBe(401);
  });
});
