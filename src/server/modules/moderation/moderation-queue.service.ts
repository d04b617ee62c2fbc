import type { Locale } from '@shared/constants';
import type {
  ModerationQueueItem,
  ModerationQueueStatus,
  ModerationReport,
  moderationQueueQuery,
  ReportTarget,
} from '@shared/contract/moderation';
import { pickLocalized } from '@shared/localized';
import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { contentReports } from '../../db/schema/moderation';
import { coursePosts } from '../../db/schema/questions';
import { courseReviews } from '../../db/schema/reviews';
import { selectPage } from '../../db/select-page';

const iso = (value: Date | string) => new Date(value).toISOString();

/** One row per reported target: its open and total reports, and since when it waits. */
function reportedTargets(ctx: AppContext) {
  const open = isNull(contentReports.closedAt);
  return ctx.db
    .select({
      targetKind: contentReports.targetKind,
      targetId: contentReports.targetId,
      openReports: sql<number>`(count(*) filter (where ${open}))::int`.as('open_reports'),
      totalReports: sql<number>`count(*)::int`.as('total_reports'),
      // The oldest open report; once none is open, the first report.
      waitingSince:
        sql<string>`coalesce(min(${contentReports.createdAt}) filter (where ${open}), min(${contentReports.createdAt}))`.as(
          'waiting_since',
        ),
    })
    .from(contentReports)
    .groupBy(contentReports.targetKind, contentReports.targetId)
    .as('reported');
}

/** Which targets each filter lists; a target deleted by its author has nothing left to act on. */
function statusFilter(reported: ReturnType<typeof reportedTargets>, status: ModerationQueueStatus) {
  const exists = or(isNotNull(courseReviews.id), isNotNull(coursePosts.id));
  switch (status) {
    case 'open':
      return and(sql`${reported.openReports} > 0`, exists);
    case 'hidden':
      return or(isNotNull(courseReviews.hiddenAt), isNotNull(coursePosts.hiddenAt));
    case 'closed':
      return sql`${reported.openReports} = 0`;
    case 'all':
      return undefined;
  }
}

/**
 * GET /api/Admin/Moderation/Queue: reported reviews and posts, the most open reports first, then
 * the longest waiting; each with its content, author, course and reports.
 */
export async function moderationQueue(
  ctx: AppContext,
  locale: Locale,
  query: z.output<typeof moderationQueueQuery>,
): Promise<{ items: ModerationQueueItem[]; total: number }> {
  const reported = reportedTargets(ctx);
  const conditions: (SQL | undefined)[] = [statusFilter(reported, query.status)];
  if (query.targetKind) conditions.push(eq(reported.targetKind, query.targetKind));
  const where = and(...conditions);
  // The same joins for the page and its count, so the filter can read the target's columns.
  const onReview = and(eq(reported.targetKind, 'review'), eq(courseReviews.id, reported.targetId));
  const onPost = and(eq(reported.targetKind, 'post'), eq(coursePosts.id, reported.targetId));
  const { rows, total } = await selectPage(
    query,
    where,
    ctx.db
      .select({
        targetKind: reported.targetKind,
        targetId: reported.targetId,
        openReports: reported.openReports,
        totalReports: reported.totalReports,
        waitingSince: reported.waitingSince,
        review: courseReviews,
        post: coursePosts,
        authorName: users.name,
        authorEmail: users.email,
        courseTitle: contents.title,
      })
      .from(reported)
      .leftJoin(courseReviews, onReview)
      .leftJoin(coursePosts, onPost)
      .leftJoin(users, eq(users.id, sql`coalesce(${courseReviews.userId}, ${coursePosts.userId})`))
      .leftJoin(
        contents,
        eq(contents.id, sql`coalesce(${courseReviews.contentsId}, ${coursePosts.contentsId})`),
      )
      .orderBy(desc(reported.openReports), asc(reported.waitingSince), asc(reported.targetId))
      .$dynamic(),
    ctx.db
      .select({ n: count() })
      .from(reported)
      .leftJoin(courseReviews, onReview)
      .leftJoin(coursePosts, onPost)
      .$dynamic(),
  );
  const reports = await reportsOf(ctx, rows);
  return {
    items: rows.map(({ review, post, authorName, authorEmail, courseTitle, ...target }) => {
      const item = review ?? post;
      return {
        targetKind: target.targetKind,
        targetId: target.targetId,
        openReports: target.openReports,
        totalReports: target.totalReports,
        waitingSince: iso(target.waitingSince),
        reports: reports.get(`${target.targetKind}:${target.targetId}`) ?? [],
        content: item
          ? {
              rating: review?.rating ?? null,
              postKind: post?.kind ?? null,
              title: post?.title ?? null,
              body: item.body,
              authorName: authorName ?? '',
              authorEmail: authorEmail ?? '',
              contentsid: item.contentsId,
              courseTitle: pickLocalized(courseTitle, locale),
              createdAt: iso(item.createdAt),
              hiddenAt: item.hiddenAt ? iso(item.hiddenAt) : null,
              hiddenReason: item.hiddenReason,
            }
          : null,
      };
    }),
    total,
  };
}

/** The reports of the page's targets, newest first, keyed `kind:id`. */
async function reportsOf(ctx: AppContext, targets: { targetKind: ReportTarget; targetId: number }[]) {
  const byTarget = new Map<string, ModerationReport[]>();
  if (!targets.length) return byTarget;
  const rows = await ctx.db
    .select({ report: contentReports, reporterName: users.name, reporterEmail: users.email })
    .from(contentReports)
    .innerJoin(users, eq(users.id, contentReports.reporterId))
    .where(
      or(
        ...targets.map((target) =>
          and(eq(contentReports.targetKind, target.targetKind), eq(contentReports.targetId, target.targetId)),
        ),
      ),
    )
    .orderBy(desc(contentReports.createdAt), desc(contentReports.id));
  for (const { report, reporterName, reporterEmail } of rows) {
    const key = `${report.targetKind}:${report.targetId}`;
    byTarget.set(key, [
      ...(byTarget.get(key) ?? []),
      {
        reason: report.reason,
        detail: report.detail,
        reporterName,
        reporterEmail,
        reportedAt: iso(report.createdAt),
        closedAt: report.closedAt ? iso(report.closedAt) : null,
      },
    ]);
  }
  return byTarget;
}
