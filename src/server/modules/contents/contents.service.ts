import { HOME_SECTION_SIZE, type Locale } from '@shared/constants';
import type {
  CampusMain,
  CampusQuery,
  ContentsDetail,
  CourseCard,
  EDU_TYPES,
  MainSections,
  RECRUIT_TYPES,
  TrainingCard,
  TrainingListQuery,
} from '@shared/contract/contents';
import { pickLocalized } from '@shared/localized';
import { startOfSeoulMonth } from '@shared/seoul-time';
import { and, asc, count, desc, eq, gte, lt, not, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { categories, contents } from '../../db/schema/catalogue';
import { selectPage } from '../../db/select-page';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { sanitizeHtml } from '../../markup/sanitize-html';
import { creditsOf } from '../credits/contents-credits';
import { liveEnrolment } from '../enrolment/enrolment.service';
import { publicInstructorsOf } from '../instructors/public-instructors';
import { hasActiveMembership } from '../membership/membership-access';
import { listTop3Notices } from '../notice/notice.service';
import { byRating, ratedCourse, ratingSummaryOf, reviewStats } from '../reviews/review-stats';
import {
  type ContentsRow,
  cardFigures,
  recruitOpenSql,
  toCourseCard,
  toTrainingCard,
} from './contents-cards';
import { curriculumRows } from './curriculum';
import { calendarFile } from './ics';

const HOME_TRAINING_COUNT = 4;

const publishedCourse = and(eq(contents.conttype, 'course'), eq(contents.isPublished, true)) as SQL;
const publishedTraining = and(eq(contents.conttype, 'training'), eq(contents.isPublished, true)) as SQL;

/** Courses with what their cards show, in the given order; the caller adds the where and the limit. */
function courseCardRows(ctx: AppContext, orderBy: SQL[]) {
  return ctx.db
    .select({ row: contents, ...cardFigures })
    .from(contents)
    .leftJoin(reviewStats, ratedCourse)
    .orderBy(...orderBy)
    .$dynamic();
}

function toCourseCards(rows: Awaited<ReturnType<typeof courseCardRows>>, locale: Locale): CourseCard[] {
  return rows.map(({ row, ...totals }) => toCourseCard(row, totals, locale));
}

async function courseCards(
  ctx: AppContext,
  locale: Locale,
  where: SQL,
  orderBy: SQL[],
  limit: number,
): Promise<CourseCard[]> {
  return toCourseCards(await courseCardRows(ctx, orderBy).where(where).limit(limit), locale);
}

export async function getMain(ctx: AppContext, locale: Locale): Promise<MainSections> {
  const now = ctx.now();
  const [newCourses, popularCourses, membershipCourses, trainings, notices] = await Promise.all([
    courseCards(
      ctx,
      locale,
      publishedCourse,
      [desc(contents.publishedAt), desc(contents.id)],
      HOME_SECTION_SIZE,
    ),
    courseCards(
      ctx,
      locale,
      publishedCourse,
      [desc(contents.enrolCount), desc(contents.id)],
      HOME_SECTION_SIZE,
    ),
    courseCards(
      ctx,
      locale,
      and(publishedCourse, eq(contents.membershipIncluded, true)) as SQL,
      [desc(contents.publishedAt), desc(contents.id)],
      HOME_SECTION_SIZE,
    ),
    ctx.db
      .select()
      .from(contents)
      .where(and(publishedTraining, gte(contents.startsAt, now)))
      .orderBy(asc(contents.startsAt), asc(contents.id))
      .limit(HOME_TRAINING_COUNT),
    listTop3Notices(ctx, locale),
  ]);
  return {
    newCourses,
    popularCourses,
    membershipCourses,
    upcomingTrainings: trainings.map((row) => toTrainingCard(row, locale, now)),
    notices,
  };
}

/** The campus filters with how many published courses each offers. */
export async function getCampusMain(ctx: AppContext, locale: Locale): Promise<CampusMain> {
  const [categoryRows, byCategory, bySubcategory, byLang] = await Promise.all([
    ctx.db
      .select()
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.parentId), asc(categories.sortOrder), asc(categories.id)),
    ctx.db
      .select({ id: contents.categoryId, n: count() })
      .from(contents)
      .where(publishedCourse)
      .groupBy(contents.categoryId),
    ctx.db
      .select({ id: contents.subcategoryId, n: count() })
      .from(contents)
      .where(publishedCourse)
      .groupBy(contents.subcategoryId),
    ctx.db
      .select({ lang: contents.lang, n: count() })
      .from(contents)
      .where(publishedCourse)
      .groupBy(contents.lang),
  ]);
  const topCount = new Map(byCategory.map((entry) => [entry.id, entry.n]));
  const subCount = new Map(bySubcategory.map((entry) => [entry.id, entry.n]));
  const facet = (row: (typeof categoryRows)[number], counts: Map<number | null, number>) => ({
    categoryid: row.id,
    ctgrname: pickLocalized(row.name, locale),
    courseCount: counts.get(row.id) ?? 0,
  });
  return {
    totalCourses: byLang.reduce((sum, entry) => sum + entry.n, 0),
    categories: categoryRows
      .filter((row) => row.parentId === 0)
      .map((top) => ({
        ...facet(top, topCount),
        subcategories: categoryRows
          .filter((row) => row.parentId === top.id)
          .map((row) => facet(row, subCount)),
      })),
    languages: (['ko', 'en', 'ja'] as const).map((lang) => ({
      lang,
      courseCount: byLang.find((entry) => entry.lang === lang)?.n ?? 0,
    })),
  };
}

type TrainingFilter = { edutype?: (typeof EDU_TYPES)[number]; recruittype?: (typeof RECRUIT_TYPES)[number] };

const CAMPUS_ORDER: Record<CampusQuery['sort'], SQL[]> = {
  newest: [desc(contents.publishedAt), desc(contents.id)],
  popular: [desc(contents.enrolCount), desc(contents.publishedAt), desc(contents.id)],
  rating: [...byRating, desc(contents.publishedAt), desc(contents.id)],
  price_asc: [asc(contents.price), desc(contents.publishedAt), desc(contents.id)],
  price_desc: [desc(contents.price), desc(contents.publishedAt), desc(contents.id)],
};

export async function searchCampus(
  ctx: AppContext,
  locale: Locale,
  query: CampusQuery,
): Promise<{ items: CourseCard[]; total: number }> {
  const conditions: SQL[] = [publishedCourse];
  if (query.categoryid !== undefined)
    conditions.push(
      or(eq(contents.categoryId, query.categoryid), eq(contents.subcategoryId, query.categoryid)) as SQL,
    );
  if (query.subcategoryid !== undefined) conditions.push(eq(contents.subcategoryId, query.subcategoryid));
  if (query.lang) conditions.push(eq(contents.lang, query.lang));
  const where = and(...conditions) as SQL;
  const { rows, total } = await selectPage(
    query,
    where,
    courseCardRows(ctx, CAMPUS_ORDER[query.sort]),
    ctx.db.select({ n: count() }).from(contents).$dynamic(),
  );
  return { items: toCourseCards(rows, locale), total };
}

function trainingFilter(now: Date, filter: TrainingFilter): SQL {
  const conditions: SQL[] = [publishedTraining];
  if (filter.edutype) conditions.push(eq(contents.edutype, filter.edutype));
  if (filter.recruittype === 'open') conditions.push(recruitOpenSql(now));
  if (filter.recruittype === 'closed') conditions.push(not(recruitOpenSql(now)));
  return and(...conditions) as SQL;
}

/** Sessions that have not ended yet, soonest first. */
export async function listTrainings(
  ctx: AppContext,
  locale: Locale,
  query: TrainingListQuery,
): Promise<{ items: TrainingCard[]; total: number }> {
  const now = ctx.now();
  const where = and(trainingFilter(now, query), gte(contents.endsAt, now)) as SQL;
  const { rows, total } = await selectPage(
    query,
    where,
    ctx.db.select().from(contents).orderBy(asc(contents.startsAt), asc(contents.id)).$dynamic(),
    ctx.db.select({ n: count() }).from(contents).$dynamic(),
  );
  return { items: rows.map((row) => toTrainingCard(row, locale, now)), total };
}

/** Every session starting in the given month of the Seoul calendar, past ones included. */
export async function trainingCalendar(
  ctx: AppContext,
  locale: Locale,
  year: number,
  month: number,
  filter: TrainingFilter,
): Promise<TrainingCard[]> {
  const now = ctx.now();
  const from = startOfSeoulMonth(year, month);
  const to = startOfSeoulMonth(year, month + 1);
  const rows = await ctx.db
    .select()
    .from(contents)
    .where(and(trainingFilter(now, filter), gte(contents.startsAt, from), lt(contents.startsAt, to)))
    .orderBy(asc(contents.startsAt), asc(contents.id));
  return rows.map((row) => toTrainingCard(row, locale, now));
}

/** A published content; an admin also reaches unpublished ones to preview them. */
async function findVisible(ctx: AppContext, id: number, viewer: SessionUser | null): Promise<ContentsRow> {
  const [row] = await ctx.db.select().from(contents).where(eq(contents.id, id));
  if (!row || (!row.isPublished && viewer?.role !== 'admin'))
    throw recordNotFound('catalogue.contentsNotFound');
  return row;
}

export async function getContentsInfo(
  ctx: AppContext,
  locale: Locale,
  id: number,
  viewer: SessionUser | null,
): Promise<ContentsDetail> {
  const row = await findVisible(ctx, id, viewer);
  const enrolment = viewer ? await liveEnrolment(ctx.db, viewer.id, row.id, ctx.now()) : null;
  const description = sanitizeHtml(pickLocalized(row.description, locale));
  const instructorBio = pickLocalized(row.instructorBio, locale);
  if (row.conttype === 'training') {
    return {
      ...toTrainingCard(row, locale, ctx.now()),
      description,
      curriculum: sanitizeHtml(pickLocalized(row.curriculum, locale)),
      instructorBio,
      icsUrl: `/api/Contents/ics/${row.id}`,
      enrolled: enrolment !== null,
    };
  }
  const [{ chapterRows, lessonRows }, credits, rating, instructors] = await Promise.all([
    curriculumRows(ctx.db, id),
    creditsOf(ctx.db, id),
    ratingSummaryOf(ctx.db, id),
    publicInstructorsOf(ctx.db, id, locale),
  ]);
  const totals = {
    totalDurationSec: lessonRows.reduce((sum, lesson) => sum + lesson.durationSec, 0),
    lessonCount: lessonRows.length,
    ratingAverage: rating.average,
    ratingCount: rating.count,
  };
  return {
    ...toCourseCard(row, totals, locale),
    description,
    instructorBio,
    tags: row.tags,
    chapters: chapterRows.map((chapter) => ({
      chapterid: chapter.id,
      title: pickLocalized(chapter.title, locale),
      lessons: lessonRows
        .filter((lesson) => lesson.chapterId === chapter.id)
        .map((lesson) => ({
          lessonid: lesson.id,
          title: pickLocalized(lesson.title, locale),
          durationSec: lesson.durationSec,
          isFreePreview: lesson.isFreePreview,
          videoid: lesson.isFreePreview ? lesson.videoId : null,
        })),
    })),
    freePreviewCount: lessonRows.filter((lesson) => lesson.isFreePreview).length,
    purchaseState: !viewer
      ? 'login_required'
      : enrolment
        ? 'enrolled'
        : row.membershipIncluded && (await hasActiveMembership(ctx, viewer.id))
          ? 'membership'
          : row.price === 0
            ? 'free'
            : 'purchasable',
    accessExpiresAt: enrolment?.expiresAt ? enrolment.expiresAt.toISOString() : null,
    credits,
    instructors,
  };
}

/** The .ics file of a published training session, for 'Add to calendar'. */
export async function trainingCalendarFile(
  ctx: AppContext,
  locale: Locale,
  id: number,
): Promise<{ filename: string; body: string }> {
  const row = await findVisible(ctx, id, null);
  if (row.conttype !== 'training' || !row.startsAt) throw recordNotFound('catalogue.contentsNotFound');
  const venue = pickLocalized(row.venueName, locale);
  const url = `${ctx.config.PUBLIC_URL}/lectureDetail/${row.id}`;
  const body = calendarFile({
    uid: `training-${row.id}@${new URL(ctx.config.PUBLIC_URL).hostname}`,
    stamp: ctx.now(),
    start: row.startsAt,
    end: row.endsAt ?? row.startsAt,
    summary: pickLocalized(row.title, locale),
    location: [venue, row.venueAddress].filter(Boolean).join(', '),
    description: `${pickLocalized(row.summary, locale)}\n${url}`,
    url,
    canceled: row.canceledAt !== null,
  });
  return { filename: `training-${row.id}.ics`, body };
}
