import type { Locale } from '@shared/constants';
import type { AdminDashboard } from '@shared/contract/admin';
import type { SalesReport } from '@shared/contract/admin-report';
import { pickLocalized } from '@shared/localized';
import { seoulDay, startOfSeoulDay } from '@shared/seoul-time';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { memberships } from '../../db/schema/membership';
import { refunds } from '../../db/schema/payment';
import { salesReport } from './admin-sales-report.service';

const DAY = 86_400_000;

const newMembersSince = async (ctx: AppContext, since: Date) =>
  (await ctx.db.select({ n: count() }).from(users).where(gte(users.createdAt, since)))[0]?.n ?? 0;

/**
 * The sales figures are the sales report's for the same Korean days (one query, one set of rules):
 * revenue is its net sales, orders its orders paid, refunded ones included, so the dashboard and the
 * report cannot tell an operator two different numbers for one day.
 */
export async function getDashboard(ctx: AppContext, locale: Locale): Promise<AdminDashboard> {
  const now = ctx.now();
  const today = startOfSeoulDay(now);
  const since7 = new Date(today.getTime() - 6 * DAY);
  const since30 = new Date(today.getTime() - 29 * DAY);
  const [sales, todayMembers, weekMembers, monthMembers, [active], [pending], [failed], trainings] =
    await Promise.all([
      salesReport(ctx, locale, { from: seoulDay(since30), to: seoulDay(today), unit: 'day' }),
      newMembersSince(ctx, today),
      newMembersSince(ctx, since7),
      newMembersSince(ctx, since30),
      ctx.db.select({ n: count() }).from(memberships).where(eq(memberships.status, 'active')),
      ctx.db.select({ n: count() }).from(refunds).where(eq(refunds.status, 'requested')),
      ctx.db.select({ n: count() }).from(memberships).where(eq(memberships.status, 'past_due')),
      ctx.db
        .select()
        .from(contents)
        .where(and(eq(contents.conttype, 'training'), gte(contents.startsAt, now)))
        .orderBy(asc(contents.startsAt))
        .limit(6),
    ]);
  const sum = (days: SalesReport['series']) => ({
    revenue: days.reduce((total, day) => total + day.net, 0),
    orders: days.reduce((total, day) => total + day.orders, 0),
  });
  return {
    today: { ...sum(sales.series.slice(-1)), newMembers: todayMembers },
    last7Days: { ...sum(sales.series.slice(-7)), newMembers: weekMembers },
    last30Days: { ...sum(sales.series), newMembers: monthMembers },
    activeMemberships: active?.n ?? 0,
    pendingRefunds: pending?.n ?? 0,
    failedRenewals: failed?.n ?? 0,
    dailyRevenue: sales.series.map((day) => ({ day: day.period, revenue: day.net, orders: day.orders })),
    // Top courses by net sales: refunds take back what a course earned, so they cannot make it top.
    topCourses: sales.byProduct
      .filter((row) => row.kind === 'course' && row.contentsid !== null && row.net > 0)
      .slice(0, 5)
      .map((row) => ({
        contentsid: row.contentsid!,
        title: row.title ?? '',
        orders: row.orders,
        revenue: row.net,
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
