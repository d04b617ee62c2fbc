import type { CourseProgressItem, SalesReport } from '@shared/contract/admin-report';
import type { AdminInstructor } from '@shared/contract/instructors';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../src/server/db/schema/catalogue';
import { apiClient } from '../fixtures/api-client';
import { createAdmin, createCourse, createMember, logIn, type Member } from '../fixtures/factories';
import { purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';
import { postFile } from '../fixtures/uploads';

// No demo data: the console's figures are exactly the orders this file makes.
const testApp = useTestApp({ listen: true, seed: false });

const koreanDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

let admin: Member;
beforeAll(async () => {
  admin = await createAdmin(testApp());
});

const asAdmin = (t: TestApp) => apiClient(t, { token: admin.token });

/** A member an operator made an instructor through the console, signed in again since. */
async function promoted(t: TestApp): Promise<Member> {
  const member = await createMember(t);
  const answer = await asAdmin(t).post(`/api/Admin/Members/${member.useruid}/Role`, { role: 'instructor' });
  expect(answer.status).toBe(200);
  const session = await logIn(t, member.email, member.password, false);
  return { ...member, token: session.accessToken, api: apiClient(t, { token: session.accessToken }) };
}

async function assign(t: TestApp, who: Member, contentsid: number, assigned = true) {
  const suffix = assigned ? 'Courses' : 'Courses/Delete';
  const answer = await asAdmin(t).post(`/api/Admin/Instructors/${who.useruid}/${suffix}`, { contentsid });
  expect(answer.status).toBe(200);
  return answer.body.datas as AdminInstructor;
}

const PROFILE = {
  displayName: { ko: '김서연 원장', en: 'Dr. Seoyeon Kim', ja: '' },
  biography: { ko: '피부과 전문의\n<b>15년</b> 경력', en: 'Dermatologist\nFifteen years', ja: '' },
  photoPath: null,
};

describe('the instructor role', () => {
  it('is given by an operator only, and the change ends the member’s sessions', async () => {
    const t = testApp();
    const member = await createMember(t);
    const instructor = await promoted(t);

    const byInstructor = await instructor.api.post(`/api/Admin/Members/${member.useruid}/Role`, {
      role: 'instructor',
    });
    expect(byInstructor.status).toBe(403);
    const byMember = await member.api.post(`/api/Admin/Members/${instructor.useruid}/Role`, {
      role: 'admin',
    });
    expect(byMember.status).toBe(403);

    const made = await asAdmin(t).post(`/api/Admin/Members/${member.useruid}/Role`, { role: 'instructor' });
    expect(made.body.datas.role).toBe('instructor');
    // The token issued while a member no longer works; a new sign-in carries the role.
    expect((await member.api.get('/api/Instructor/Courses')).status).toBe(401);
    const session = await logIn(t, member.email, member.password, false);
    const again = await apiClient(t, { token: session.accessToken }).get('/api/Instructor/Courses');
    expect(again.status).toBe(200);
    expect(again.body.datas).toEqual([]);
  });

  it('has a profile, with a photo re-encoded as banners are, only once the member is an instructor', async () => {
    const t = testApp();
    const member = await createMember(t);
    const early = await asAdmin(t).post(`/api/Admin/Instructors/${member.useruid}/Profile`, PROFILE);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('NOT_INSTRUCTOR');

    const instructor = await promoted(t);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    const photo = await postFile(t, admin.token, '/api/Admin/Uploads/instructor', 'me.png', png);
    expect(photo.status).toBe(200);
    expect(photo.body.datas.url).toMatch(/^\/GetUrl\/instructors\/[0-9a-f]+\.png$/);
    const served = await apiClient(t).get(photo.body.datas.url);
    expect(served.status).toBe(200);

    const foreign = await asAdmin(t).post(`/api/Admin/Instructors/${instructor.useruid}/Profile`, {
      ...PROFILE,
      photoPath: 'https://example.org/face.png',
    });
    expect(foreign.status).toBe(400);
    const byInstructor = await instructor.api.post(
      `/api/Admin/Instructors/${instructor.useruid}/Profile`,
      PROFILE,
    );
    expect(byInstructor.status).toBe(403);

    const saved = await asAdmin(t).post(`/api/Admin/Instructors/${instructor.useruid}/Profile`, {
      ...PROFILE,
      photoPath: photo.body.datas.url,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.datas).toMatchObject({
      displayName: PROFILE.displayName,
      biography: PROFILE.biography,
      photoPath: photo.body.datas.url,
      courses: [],
    });
  });

  it('shows on the course page with their other published courses, until unassigned or demoted', async () => {
    const t = testApp();
    const instructor = await promoted(t);
    await asAdmin(t).post(`/api/Admin/Instructors/${instructor.useruid}/Profile`, PROFILE);
    const [main, other, hidden] = [
      await createCourse(t, { price: 10_000, title: 'Main course' }),
      await createCourse(t, { price: 10_000, title: 'Other course' }),
      await createCourse(t, { price: 10_000, title: 'Unpublished course' }),
    ];
    await t.database.db.update(contents).set({ isPublished: false }).where(eq(contents.id, hidden));
    const page = async (id: number, lang = 'en') =>
      (await apiClient(t, { lang }).get(`/api/Contents/GetInfo/${id}`)).body.datas.instructors;

    // A visitor's answer is cached: it must move when the operator assigns.
    expect(await page(main)).toEqual([]);
    await assign(t, instructor, main);
    await assign(t, instructor, other);
    await assign(t, instructor, hidden);
    const twice = await assign(t, instructor, main);
    expect(twice.courses.map((course) => course.contentsid)).toEqual([main, other, hidden]);

    expect(await page(main)).toEqual([
      {
        name: 'Dr. Seoyeon Kim',
        photoUrl: null,
        biography: 'Dermatologist\nFifteen years',
        otherCourses: [{ contentsid: other, title: 'Other course' }],
      },
    ]);
    // Plain text: the markup an operator typed comes back as typed, for the page to show as text.
    expect((await page(main, 'ko'))[0]).toMatchObject({
      name: '김서연 원장',
      biography: PROFILE.biography.ko,
    });

    await assign(t, instructor, other, false);
    expect((await page(main))[0].otherCourses).toEqual([]);
    expect(await page(other)).toEqual([]);

    await asAdmin(t).post(`/api/Admin/Members/${instructor.useruid}/Role`, { role: 'member' });
    expect(await page(main)).toEqual([]);
  });

  it('sees progress and sales of their own courses only, and is refused on another course', async () => {
    const t = testApp();
    const instructor = await promoted(t);
    const buyer = await createMember(t);
    const mine = await createCourse(t, { price: 70_000, title: 'Mine' });
    const theirs = await createCourse(t, { price: 30_000, title: 'Theirs' });
    await assign(t, instructor, mine);
    await purchase(t, buyer, { contentsid: mine });
    await purchase(t, buyer, { contentsid: theirs });
    const day = koreanDay(t.clock.now);
    const period = `from=${day}&to=${day}&unit=day`;

    const courses = (await instructor.api.get('/api/Instructor/Courses')).body.datas as CourseProgressItem[];
    expect(courses).toEqual([expect.objectContaining({ contentsid: mine, title: 'Mine', enrolled: 1 })]);

    const sales = (await instructor.api.get(`/api/Instructor/Sales?${period}`)).body.datas as SalesReport;
    expect(sales.totals).toMatchObject({ gross: 70_000, net: 70_000, orders: 1 });
    expect(sales.byProduct.map((row) => row.contentsid)).toEqual([mine]);

    const own = await instructor.api.get(`/api/Instructor/Courses/${mine}/Sales?${period}`);
    expect(own.body.datas.totals.gross).toBe(70_000);
    const other = await instructor.api.get(`/api/Instructor/Courses/${theirs}/Sales?${period}`);
    expect(other.status).toBe(403);

    // An operator passes the same routes and sees every course.
    const everything = (await asAdmin(t).get(`/api/Instructor/Sales?${period}`)).body.datas as SalesReport;
    expect(everything.totals.gross).toBeGreaterThanOrEqual(100_000);
    const operatorOther = await asAdmin(t).get(`/api/Instructor/Courses/${theirs}/Sales?${period}`);
    expect(operatorOther.body.datas.totals.gross).toBe(30_000);
  });

  it('cannot edit prices, refund, or read members, even on their own course', async () => {
    const t = testApp();
    const instructor = await promoted(t);
    const mine = await createCourse(t, { price: 70_000, title: 'Mine' });
    await assign(t, instructor, mine);
    const refused = [
      await instructor.api.get(`/api/Admin/Contents/${mine}`),
      await instructor.api.post('/api/Admin/Contents/Save', { contentsid: mine, price: 0 }),
      await instructor.api.get('/api/Admin/Orders'),
      await instructor.api.post('/api/Admin/Orders/1/Refund', { amount: 1000, reason: 'x' }),
      await instructor.api.post('/api/Payment/Admin/ApproveRefund/1', {}),
      await instructor.api.get('/api/Admin/Members'),
      await instructor.api.get(`/api/Admin/Members/${admin.useruid}`),
      await instructor.api.get('/api/Admin/Reports/Progress'),
    ];
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 403));
  });
});
