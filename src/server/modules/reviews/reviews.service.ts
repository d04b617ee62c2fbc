import type { Locale } from '@shared/constants';
import type {
  ConsoleReviewItem,
  CourseReviewPage,
  MyCourseReview,
  ReviewBody,
  ReviewItem,
  ReviewSort,
} from '@shared/contract/reviews';
import { pickLocalized } from '@shared/localized';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { courseReviews } from '../../db/schema/reviews';
import { selectPage } from '../../db/select-page';
import { conflict, forbidden, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { maskName } from '../credits/credits.service';
import { assertCourseStaff, assignedCourseIds } from '../instructors/course-staff';
import { courseAccessFor } from '../learning/course-access';
import { courseProgressRate } from '../learning/course-progress';
import { shownTo } from '../moderation/shown-to';
import { ratingSummaryOf } from './review-stats';

type ReviewRow = typeof courseReviews.$inferSelect & { authorName: string };

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(courseReviews.createdAt), desc(courseReviews.id)],
  highest: [desc(courseReviews.rating), desc(courseReviews.createdAt), desc(courseReviews.id)],
  lowest: [asc(courseReviews.rating), desc(courseReviews.createdAt), desc(courseReviews.id)],
};

function toItem(row: ReviewRow, viewerId: number | null): ReviewItem {
  return {
    reviewid: row.id,
    contentsid: row.contentsId,
    rating: row.rating,
    body: row.body,
    author: maskName(row.authorName),
    mine: row.userId === viewerId,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply:
      row.replyBody !== null && row.repliedAt !== null
        ? { body: row.replyBody, repliedAt: row.repliedAt.toISOString() }
        : null,
  };
}

function reviewRows(ctx: AppContext) {
  return ctx.db
    .select({ review: courseReviews, authorName: users.name })
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .$dynamic();
}

const flat = ({ review, authorName }: { review: typeof courseReviews.$inferSelect; authorName: string }) => ({
  ...review,
  authorName,
});

/** A published course (operators also reach unpublished ones): what reviews hang on. */
async function findCourse(ctx: AppContext, contentsId: number, viewer: SessionUser | null) {
  const [course] = await ctx.db
    .select({
      id: contents.id,
      membershipIncluded: contents.membershipIncluded,
      isPublished: contents.isPublished,
    })
    .from(contents)
    .where(and(eq(contents.id, contentsId), eq(contents.conttype, 'course')));
  if (!course || (!course.isPublished && viewer?.role !== 'admin'))
    throw recordNotFound('catalogue.contentsNotFound');
  return course;
}

export async function listCourseReviews(
  ctx: AppContext,
  viewer: SessionUser | null,
  contentsId: number,
  query: { sort: ReviewSort; page: number; pageSize: number },
): Promise<CourseReviewPage> {
  await findCourse(ctx, contentsId, viewer);
  const viewerId = viewer?.id ?? null;
  const where = and(eq(courseReviews.contentsId, contentsId), shownTo(courseReviews, viewerId));
  const [summary, { rows, total }] = await Promise.all([
    ratingSummaryOf(ctx.db, contentsId),
    selectPage(
      query,
      where,
      reviewRows(ctx).orderBy(...ORDER[query.sort]),
      ctx.db.select({ n: count() }).from(courseReviews).$dynamic(),
    ),
  ]);
  return {
    summary,
    items: rows.map((row) => toItem(flat(row), viewerId)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * May the member review the course: they hold it (bought and unexpired, or through their
 * membership; an operator's preview access does not count) and have completed enough of it, by the
 * same progress rate 내 강의실 shows.
 */
async function eligibilityOf(ctx: AppContext, user: SessionUser, contentsId: number) {
  const course = await findCourse(ctx, contentsId, user);
  const decision = (await courseAccessFor(ctx, user, [course])).get(course.id);
  const progressRate = await courseProgressRate(ctx.db, user.id, contentsId);
  const minPercent = ctx.config.REVIEW_MIN_WATCHED_PERCENT;
  const holder = decision?.allowed === true && decision.kind !== 'admin';
  const eligibility: MyCourseReview['eligibility'] = !holder
    ? 'not_holder'
    : progressRate < minPercent
      ? 'under_threshold'
      : 'eligible';
  return { eligibility, progressRate, minPercent };
}

export async function myCourseReview(
  ctx: AppContext,
  user: SessionUser,
  contentsId: number,
): Promise<MyCourseReview> {
  const standing = await eligibilityOf(ctx, user, contentsId);
  const [row] = await reviewRows(ctx).where(
    and(eq(courseReviews.contentsId, contentsId), eq(courseReviews.userId, user.id)),
  );
  return { ...standing, review: row ? toItem(flat(row), user.id) : null };
}

async function ownReview(ctx: AppContext, user: SessionUser, reviewId: number): Promise<ReviewItem> {
  const [row] = await reviewRows(ctx).where(
    and(eq(courseReviews.id, reviewId), eq(courseReviews.userId, user.id)),
  );
  if (!row) throw recordNotFound('reviews.notFound');
  return toItem(flat(row), user.id);
}

export async function createReview(
  ctx: AppContext,
  user: SessionUser,
  contentsId: number,
  input: ReviewBody,
): Promise<ReviewItem> {
  const { eligibility, minPercent } = await eligibilityOf(ctx, user, contentsId);
  if (eligibility === 'not_holder') throw forbidden('REVIEW_NOT_HOLDER', 'reviews.notHolder');
  if (eligibility === 'under_threshold')
    throw forbidden('REVIEW_NOT_WATCHED', 'reviews.underThreshold', { params: { percent: minPercent } });
  const now = ctx.now();
  // The unique key decides between two tabs posting at once: the second finds the first's row.
  const [created] = await ctx.db
    .insert(courseReviews)
    .values({
      contentsId,
      userId: user.id,
      rating: input.rating,
      body: input.body,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [courseReviews.contentsId, courseReviews.userId] })
    .returning({ id: courseReviews.id });
  if (!created) throw conflict('REVIEW_EXISTS', 'reviews.exists');
  return ownReview(ctx, user, created.id);
}

/** The author edits their review; it keeps its place in 'newest' (its creation time). */
export async function updateReview(
  ctx: AppContext,
  user: SessionUser,
  reviewId: number,
  input: ReviewBody,
): Promise<ReviewItem> {
  const [updated] = await ctx.db
    .update(courseReviews)
    .set({ rating: input.rating, body: input.body, updatedAt: ctx.now() })
    .where(and(eq(courseReviews.id, reviewId), eq(courseReviews.userId, user.id)))
    .returning({ id: courseReviews.id });
  if (!updated) throw recordNotFound('reviews.notFound');
  return ownReview(ctx, user, reviewId);
}

export async function deleteReview(ctx: AppContext, user: SessionUser, reviewId: number): Promise<void> {
  const [deleted] = await ctx.db
    .delete(courseReviews)
    .where(and(eq(courseReviews.id, reviewId), eq(courseReviews.userId, user.id)))
    .returning({ id: courseReviews.id });
  if (!deleted) throw recordNotFound('reviews.notFound');
}

/** The course's staff writes, or rewrites, the review's one public reply. */
export async function replyToReview(
  ctx: AppContext,
  user: SessionUser,
  reviewId: number,
  body: string,
  locale: Locale,
): Promise<ConsoleReviewItem> {
  const [review] = await ctx.db
    .select({ contentsId: courseReviews.contentsId })
    .from(courseReviews)
    .where(eq(courseReviews.id, reviewId));
  if (!review) throw recordNotFound('reviews.notFound');
  await assertCourseStaff(ctx.db, user, review.contentsId);
  await ctx.db
    .update(courseReviews)
    .set({ replyBody: body, replyUserId: user.id, repliedAt: ctx.now() })
    .where(eq(courseReviews.id, reviewId));
  const [row] = await consoleRows(ctx).where(eq(courseReviews.id, reviewId));
  return toConsoleItem(row!, locale);
}

function consoleRows(ctx: AppContext) {
  return ctx.db
    .select({ review: courseReviews, authorName: users.name, courseTitle: contents.title })
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .innerJoin(contents, eq(contents.id, courseReviews.contentsId))
    .$dynamic();
}

function toConsoleItem(
  row: Awaited<ReturnType<typeof consoleRows>>[number],
  locale: Locale,
): ConsoleReviewItem {
  const { mine: _mine, ...item } = toItem(flat(row), null);
  return { ...item, courseTitle: pickLocalized(row.courseTitle, locale) };
}

/**
 * The console's list: every review of the courses the caller speaks for (an operator: all; an
 * instructor: those assigned), newest first, to reply to. Hidden ones are moderation's, not listed.
 */
export async function listConsoleReviews(
  ctx: AppContext,
  user: SessionUser,
  query: { contentsid?: number; replied?: 'replied' | 'unreplied'; page: number; pageSize: number },
  locale: Locale,
): Promise<{ items: ConsoleReviewItem[]; total: number }> {
  const conditions: SQL[] = [isNull(courseReviews.hiddenAt)];
  if (user.role !== 'admin') {
    const courseIds = await assignedCourseIds(ctx.db, user.id);
    if (courseIds.length === 0) return { items: [], total: 0 };
    conditions.push(inArray(courseReviews.contentsId, courseIds));
  }
  if (query.contentsid !== undefined) conditions.push(eq(courseReviews.contentsId, query.contentsid));
  if (query.replied === 'replied') conditions.push(isNotNull(courseReviews.repliedAt));
  if (query.replied === 'unreplied') conditions.push(isNull(courseReviews.repliedAt));
  const { rows, total } = await selectPage(
    query,
    and(...conditions),
    consoleRows(ctx).orderBy(desc(courseReviews.createdAt), desc(courseReviews.id)),
    ctx.db.select({ n: count() }).from(courseReviews).$dynamic(),
  );
  return { items: rows.map((row) => toConsoleItem(row, locale)), total };
}
