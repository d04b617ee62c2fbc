import type { SalesReport } from '@shared/contract/admin-report';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, lessonProgress } from '../../src/server/db/schema/learning';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCoupon,
  createCourse,
  createCourseWithLessons,
  createEnrolment,
  createMember,
  createTraining,
  DAY,
  type Member,
} from '../fixtures/factories';
import { purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

// No demo data: the report's figures are exactly the orders this file makes.
const testApp = useTestApp({ listen: true, seed: false });

const koreanDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

let admin: Member;
beforeAll(async () => {
  const t = testApp();
  admin = await createAdmin(t);
});

async function report(t: TestApp, query: string): Promise<SalesReport> {
  const answer = await apiClient(t, { token: admin.token }).get(`/api/Admin/Reports/Sales?${query}`);
  expect(answer.status).toBe(200);
  return answer.body.datas;
}

describe('sales report', () => {
  it('adds up sales, a coupon discount and a refund by period, product, kind, category and method', async () => {
    const t = testApp();
    const saleDay = koreanDay(t.clock.now);
    const member = await createMember(t);
    const courseA = await createCourse(t, { price: 100_000, title: 'Course A' });
    const courseB = await createCourse(t, { price: 50_000, title: 'Course B' });
    const training = await createTraining(t, { price: 30_000, capacity: 10 });
    const code = await createCoupon(t, member.id);
    await purchase(t, member, { contentsid: courseA, couponnumber: code });
    const { confirmed } = await purchase(t, member, { contentsid: courseB });
    await purchase(t, member, { contentsid: training });

    // Two days later the member asks for course B's money back and the operator approves it.
    t.clock.advance(2 * DAY);
    const refundDay = koreanDay(t.clock.now);
    const requested = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${confirmed!.body.datas.paymentid}`,
      { reason: 'Changed my mind' },
    );
    const approved = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${requested.body.datas.refundid}`,
      {},
    );
    expect(approved.status).toBe(200);

    const whole = await report(t, `from=${saleDay}&to=${refundDay}&unit=day`);
    expect(whole.totals).toEqual({
      gross: 180_000,
      discounts: 10_000,
      refunds: 50_000,
      net: 120_000,
      orders: 3,
      refundCount: 1,
    });
    expect(whole.series).toHaveLength(3);
    expect(whole.series[0]).toMatchObject({
      period: saleDay,
      gross: 180_000,
      refunds: 0,
      net: 170_000,
      orders: 3,
    });
    expect(whole.series[1]).toMatchObject({ gross: 0, refunds: 0, net: 0 });
    expect(whole.series[2]).toMatchObject({
      period: refundDay,
      refunds: 50_000,
      net: -50_000,
      refundCount: 1,
    });
    // Each period starts at midnight in Seoul.
    expect(whole.series[0]!.start).toBe(new Date(`${saleDay}T00:00:00+09:00`).toISOString());

    expect(whole.byKind).toEqual([
      {
        kind: 'course',
        gross: 150_000,
        discounts: 10_000,
        refunds: 50_000,
        net: 90_000,
        orders: 2,
        refundCount: 1,
      },
      { kind: 'training', gross: 30_000, discounts: 0, refunds: 0, net: 30_000, orders: 1, refundCount: 0 },
    ]);
    expect(whole.byMethod).toEqual([expect.objectContaining({ method: 'card', net: 120_000, orders: 3 })]);
    expect(whole.byCategory).toEqual([expect.objectContaining({ name: '테스트', net: 120_000 })]);
    expect(whole.byProduct).toEqual([
      expect.objectContaining({ contentsid: courseA, title: 'Course A', gross: 100_000, net: 90_000 }),
      expect.objectContaining({ contentsid: training, kind: 'training', net: 30_000 }),
      expect.objectContaining({ contentsid: courseB, gross: 50_000, refunds: 50_000, net: 0 }),
    ]);
    const sum = (rows: { net: number }[]) => rows.reduce((total, row) => total + row.net, 0);
    for (const rows of [whole.series, whole.byKind, whole.byMethod, whole.byCategory, whole.byProduct])
      expect(sum(rows)).toBe(whole.totals.net);

    // Only the sale day: the refund falls outside it.
    const firstDay = await report(t, `from=${saleDay}&to=${saleDay}`);
    expect(firstDay.totals).toMatchObject({ gross: 180_000, refunds: 0, net: 170_000 });

    // The monthly close: whole months, in Seoul.
    const monthly = await report(t, `from=${saleDay}&to=${refundDay}&unit=month`);
    expect(monthly.from).toBe(`${saleDay.slice(0, 7)}-01`);
    expect(monthly.series.map((row) => row.period)[0]).toBe(saleDay.slice(0, 7));
    expect(monthly.totals).toEqual(whole.totals);
    expect(sum(monthly.series)).toBe(120_000);
  });

  it('refuses a period backwards or too long', async () => {
    const t = testApp();
    expect(
      (
        await apiClient(t, { token: admin.token }).get(
          '/api/Admin/Reports/Sales?from=2026-03-02&to=2026-03-01',
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await apiClient(t, { token: admin.token }).get(
          '/api/Admin/Reports/Sales?from=2024-01-01&to=2026-03-01',
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await apiClient(t, { token: admin.token }).get(
          '/api/Admin/Reports/Sales?from=2024-01-01&to=2026-03-01&unit=month',
        )
      ).status,
    ).toBe(200);
    const member = await createMember(t);
    expect(
      (
        await apiClient(t, { token: member.token }).get(
          '/api/Admin/Reports/Sales?from=2026-03-01&to=2026-03-01',
        )
      ).status,
    ).toBe(403);
  });
});

describe('learner progress report', () => {
  it('counts enrolled, started and completed members per course, and their average progress', async () => {
    const t = testApp();
    const { db } = t.database;
    const now = t.clock.now;
    const { contentsId, lessonIds } = await createCourseWithLessons(t, { title: 'Progress course' }, [
      { videoId: null },
      { videoId: null },
    ]);
    const [done, half, idle, revoked] = await Promise.all(Array.from({ length: 4 }, () => createMember(t)));
    for (const learner of [done!, half!, idle!, revoked!])
      await createEnrolment(t, learner.id, contentsId, null);
    await db
      .update(enrolments)
      .set({ status: 'revoked', revokedAt: now })
      .where(eq(enrolments.userId, revoked!.id));
    const progress = (userId: number, lessonId: number) => ({
      userId,
      lessonId,
      contentsId,
      positionSec: 60,
      watchedSec: 60,
      completedAt: now,
      updatedAt: now,
    });
    await db
      .insert(lessonProgress)
      .values([
        progress(done!.id, lessonIds[0]!),
        progress(done!.id, lessonIds[1]!),
        progress(half!.id, lessonIds[0]!),
        progress(revoked!.id, lessonIds[0]!),
      ]);

    const answer = await apiClient(t, { token: admin.token }).get('/api/Admin/Reports/Progress');
    expect(answer.status).toBe(200);
    expect(answer.body.datas).toContainEqual({
      contentsid: contentsId,
      title: 'Progress course',
      lessons: 2,
      enrolled: 3,
      started: 2,
      completed: 1,
      averageProgress: 50,
    });
  });
});

describe("the console's figures agree", () => {
  async function refund(t: TestApp, member: Member, paymentid: number) {
    const requested = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: 'Changed my mind',
      },
    );
    const approved = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${requested.body.datas.refundid}`,
      {},
    );
    expect(approved.status).toBe(200);
  }

  it("the course list's enrolments are the progress report's enrolled members", async () => {
    const t = testApp();
    const course = await createCourse(t, { price: 40_000, title: 'Counted course' });
    const [kept, refunded, expired, granted] = await Promise.all(
      Array.from({ length: 4 }, () => createMember(t)),
    );
    await purchase(t, kept!, { contentsid: course });
    const { confirmed } = await purchase(t, refunded!, { contentsid: course });
    await refund(t, refunded!, confirmed!.body.datas.paymentid);
    await createEnrolment(t, expired!.id, course, new Date(t.clock.now.getTime() - DAY));
    await createEnrolment(t, granted!.id, course, null);

    const listed = await apiClient(t, { token: admin.token }).get('/api/Admin/Contents?conttype=course');
    expect(listed.status).toBe(200);
    const progress = await apiClient(t, { token: admin.token }).get('/api/Admin/Reports/Progress');
    const reported = progress.body.datas.find((row: { contentsid: number }) => row.contentsid === course);
    const row = listed.body.datas.find((item: { contentsid: number }) => item.contentsid === course);
    expect(row.enrolCount).toBe(reported.enrolled);
    // Enrolled now: the kept purchase and the grant; the refunded and the expired access are over.
    expect(reported.enrolled).toBe(2);
  });

  it("the dashboard's sales are the sales report's for the same days, refunds included", async () => {
    const t = testApp();
    const course = await createCourse(t, { price: 60_000, title: 'Dashboard course' });
    const training = await createTraining(t, { price: 30_000, capacity: 10 });
    const [early, buyer, changedMind] = await Promise.all(Array.from({ length: 3 }, () => createMember(t)));
    const { confirmed: bought } = await purchase(t, early!, { contentsid: course });

    // The next day: two sales, one refunded the same day, and yesterday's sale refunded.
    t.clock.advance(DAY);
    await purchase(t, buyer!, { contentsid: training });
    const { confirmed: regretted } = await purchase(t, changedMind!, { contentsid: course });
    await refund(t, changedMind!, regretted!.body.datas.paymentid);
    await refund(t, early!, bought!.body.datas.paymentid);

    const today = koreanDay(t.clock.now);
    const weekAgo = koreanDay(new Date(t.clock.now.getTime() - 6 * DAY));
    const monthAgo = koreanDay(new Date(t.clock.now.getTime() - 29 * DAY));
    const dashboard = (await apiClient(t, { token: admin.token }).get('/api/Admin/Dashboard')).body.datas;
    const [todays, week, month] = await Promise.all([
      report(t, `from=${today}&to=${today}`),
      report(t, `from=${weekAgo}&to=${today}`),
      report(t, `from=${monthAgo}&to=${today}`),
    ]);
    // Today's report counts the refunded sale among its orders and both refunds against its net.
    expect(todays.totals).toMatchObject({ orders: 2, refundCount: 2 });
    expect(dashboard.today).toMatchObject({ orders: todays.totals.orders, revenue: todays.totals.net });
    expect(dashboard.last7Days).toMatchObject({ orders: week.totals.orders, revenue: week.totals.net });
    expect(dashboard.last30Days).toMatchObject({ orders: month.totals.orders, revenue: month.totals.net });
    expect(dashboard.dailyRevenue).toEqual(
      month.series.map((day) => ({ day: day.period, revenue: day.net, orders: day.orders })),
    );
  });
});

// After the tests that add up every sale of the day: these orders would be in their figures.
describe('sales report by method', () => {
  it('breaks sales down by method, and easy pay by its wallet', async () => {
    const t = testApp();
    const day = koreanDay(t.clock.now);
    const member = await createMember(t);
    const buy = async (price: number, body: Omit<Parameters<typeof purchase>[2], 'contentsid'>) =>
      purchase(t, member, { contentsid: await createCourse(t, { price }), ...body });
    await buy(10_000, { method: 'easy_pay', easyPayProvider: 'kakaopay' });
    await buy(20_000, { method: 'easy_pay', easyPayProvider: 'kakaopay' });
    await buy(40_000, { method: 'easy_pay', easyPayProvider: 'naverpay' });
    await buy(50_000, { method: 'transfer' });
    const byMethod = (await report(t, `from=${day}&to=${day}`)).byMethod;
    expect(byMethod).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'transfer', easyPayProvider: null, net: 50_000, orders: 1 }),
        expect.objectContaining({ method: 'easy_pay', easyPayProvider: 'naverpay', net: 40_000, orders: 1 }),
        expect.objectContaining({ method: 'easy_pay', easyPayProvider: 'kakaopay', net: 30_000, orders: 2 }),
      ]),
    );
  });
});
