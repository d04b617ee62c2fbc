import type { Locale } from '@shared/constants';
import type { AdminDashboard } from '@shared/contract/admin';
import { pickLocalized } from '@shared/localized';
import { seoulDay, startOfSeoulDay } from '@shared/seoul-time';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { memberships } from '../../db/schema/membership';
import { orders, refunds } from '../../db/schema/payment';

const DAY = 86_400_000;
const PAID = ['done', 'partial_canceled', 'canceled'] as const;
/** Revenue is what was kept: paid amounts minus what was refunded. */
const netRevenue = sql<number>`coalesce(sum(${orders.amount} - ${orders.canceledAmount}), 0)::int`;
/** Orders count the purchases that stand: any refund (even a partial one) ends the access it bought. */
const keptOrders = sql<number>`(count(*) filter (where ${eq(orders.status, 'done')}))::int`;

async function periodFigures(ctx: AppContext, since: Date) {
  const [[sales], [members]] = await Promise.all([
    ctx.db
      .select({ revenue: netRevenue, orders: keptOrders })
      .from(orders)
      .where(and(inArray(orders.status, PAID), gte(orders.approvedAt, since))),
    ctx.db.select({ n: count() }).from(users).where(gte(users.createdAt, since)),
  ]);
  return { revenue: sales?.revenue ?? 0, orders: sales?.orders ?? 0, newMembers: members?.n ?? 0 };
}

export async function getDashboard(ctx: AppContext, locale: Locale): Promise<AdminDashboard> {
  const now = ctx.now();
  const today = startOfSeoulDay(now);
  const since30 = new Date(today.getTime() - 29 * DAY);
  const approvedDay = sql<string>`to_char(${orders.approvedAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  const [todayFigures, week, month, [active], [pending], [failed], daily, top, trainings] = await Promise.all(
    [
      periodFigures(ctx, today),
      periodFigures(ctx, new Date(today.getTime() - 6 * DAY)),
      periodFigures(ctx, since30),
      ctx.db.select({ n: count() }).from(memberships).where(eq(memberships.status, 'active')),
      ctx.db.select({ n: count() }).from(refunds).where(eq(refunds.status, 'requested')),
      ctx.db.select({ n: count() }).from(memberships).where(eq(memberships.status, 'past_due')),
      ctx.db
        .select({ day: approvedDay, revenue: netRevenue, orders: keptOrders })
        .from(orders)
        .where(and(inArray(orders.status, PAID), gte(orders.approvedAt, since30)))
        .groupBy(approvedDay)
        .orderBy(approvedDay),
      // Popular courses: purchases of courses that were kept (trainings and refunds do not count).
      ctx.db
        .select({ contentsid: contents.id, title: contents.title, orders: count(), revenue: netRevenue })
        .from(orders)
        .innerJoin(contents, eq(contents.id, orders.contentsId))
        .where(and(eq(orders.status, 'done'), eq(orders.kind, 'course'), gte(orders.approvedAt, since30)))
        .groupBy(contents.id)
        .orderBy(desc(count()), desc(netRevenue), asc(contents.id))
        .limit(5),
      ctx.db
        .select()
        .from(contents)
        .where(and(eq(contents.conttype, 'training'), gte(contents.startsAt, now)))
        .orderBy(asc(contents.startsAt))
        .limit(6),
    ],
  );
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const dailyRevenue = Array.from({ length: 30 }, (_, index) => {
    const day = seoulDay(since30.getTime() + index * DAY);
    const row = byDay.get(day);
    return { day, revenue: row?.revenue ?? 0, orders: row?.orders ?? 0 };
  });
  return {
    today: todayFigures,
    last7Days: week,
    last30Days: month,
    activeMemberships: active?.n ?? 0,
    pendingRefunds: pending?.n ?? 0,
    failedRenewals: failed?.n ?? 0,
    dailyRevenue,
    topCourses: top.map((row) => ({
      contentsid: row.contentsid,
      title: pickLocalized(row.title, locale),
      orders: row.orders,
      revenue: row.revenue,
    })),
    upcomingTrainings: trainings.map((row) => ({
      contentsid: row.id,
      title: pickLocalized(row.title, locale),
      startsAt: row.startsAt!.toISOString(),
      capacity: row.capacity ?? 0,
      seatsTaken: row.seatsTaken,
    })),
  };
}
