import type { Locale } from '@shared/constants';
import type {
  AdminContentsDetail,
  AdminContentsListItem,
  AdminContentsListQuery,
  AdminVideo,
} from '@shared/contract/admin-catalogue';
import { allLanguages } from '@shared/contract/localized-input';
import { pickLocalized } from '@shared/localized';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { containsPattern } from '../../db/contains-pattern';
import { categories, chapters, contents, lessons, videos } from '../../db/schema/catalogue';
import { selectPage } from '../../db/select-page';
import { sortedBy } from '../../db/sorted-by';
import { sanitizeLanguages } from '../../markup/sanitize-html';
import { creditsOf } from '../credits/contents-credits';
import { enrolledCount } from '../enrolment/enrolment.service';
import { recruitStatus } from './contents-cards';
import { findContents } from './contents-records';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const subcategories = alias(categories, 'subcategories');
const pendingVideos = alias(videos, 'pending_videos');
/** Every lesson of the listed course, with or without a video (members see only those with one). */
const lessonCount =
  sql<number>`(select count(*) from ${lessons} where ${lessons.contentsId} = ${contents.id})`.mapWith(Number);
/** Lessons of the listed course whose video can be played: the console shows it against the lesson count. */
const readyVideoCount =
  sql<number>`(select count(*) from ${lessons} join ${videos} on ${videos.id} = ${lessons.videoId} where ${lessons.contentsId} = ${contents.id} and ${videos.status} = 'ready')`.mapWith(
    Number,
  );

export async function listContents(
  ctx: AppContext,
  locale: Locale,
  query: AdminContentsListQuery,
): Promise<{ items: AdminContentsListItem[]; total: number }> {
  const conditions: SQL[] = [eq(contents.conttype, query.conttype)];
  if (query.q) conditions.push(ilike(contents.searchText, containsPattern(query.q.toLowerCase())));
  if (query.categoryid !== undefined)
    conditions.push(
      or(eq(contents.categoryId, query.categoryid), eq(contents.subcategoryId, query.categoryid)) as SQL,
    );
  if (query.published !== undefined) conditions.push(eq(contents.isPublished, query.published));
  const where = and(...conditions);
  const usual =
    query.conttype === 'training'
      ? [sql`${contents.startsAt} desc nulls last`, desc(contents.id)]
      : [desc(contents.id)];
  const now = ctx.now();
  const enrolCount = enrolledCount(contents.id, now);
  const order = sortedBy(
    {
      contentsid: contents.id,
      title: sql`${contents.title}->>${locale}`,
      price: contents.price,
      lessonCount,
      enrolCount,
      isPublished: contents.isPublished,
      updatedAt: contents.updatedAt,
      startsAt: contents.startsAt,
      seats: contents.seatsTaken,
    },
    query,
    usual,
  );
  const { rows, total } = await selectPage(
    query,
    where,
    ctx.db
      .select({
        row: contents,
        categoryName: categories.name,
        subcategoryName: subcategories.name,
        lessonCount,
        readyVideoCount: readyVideoCount,
        enrolCount,
      })
      .from(contents)
      .innerJoin(categories, eq(categories.id, contents.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, contents.subcategoryId))
      .orderBy(...order)
      .$dynamic(),
    ctx.db.select({ n: count() }).from(contents).$dynamic(),
  );
  return {
    items: rows.map(({ row, categoryName, subcategoryName, lessonCount, readyVideoCount, enrolCount }) => ({
      contentsid: row.id,
      conttype: row.conttype,
      title: pickLocalized(row.title, locale),
      categoryid: row.categoryId,
      categoryName: pickLocalized(categoryName, locale),
      subcategoryName: subcategoryName ? pickLocalized(subcategoryName, locale) : null,
      lang: row.lang,
      price: row.price,
      isPublished: row.isPublished,
      publishedAt: iso(row.publishedAt),
      updatedAt: row.updatedAt.toISOString(),
      lessonCount,
      readyVideoCount,
      enrolCount,
      startsAt: iso(row.startsAt),
      capacity: row.capacity,
      seatsTaken: row.seatsTaken,
      recruittype: row.conttype === 'training' ? recruitStatus(row, now).recruittype : null,
    })),
    total,
  };
}

export function videoOf(row: typeof videos.$inferSelect): AdminVideo {
  return {
    videoid: row.id,
    status: row.status,
    progress: row.progress,
    durationSec: row.durationSec,
    originalName: row.originalName,
    error: row.error,
  };
}

export async function getContents(ctx: AppContext, id: number): Promise<AdminContentsDetail> {
  const row = await findContents(ctx.db, id);
  const [chapterRows, lessonRows, credits] = await Promise.all([
    ctx.db
      .select()
      .from(chapters)
      .where(eq(chapters.contentsId, id))
      .orderBy(asc(chapters.sortOrder), asc(chapters.id)),
    ctx.db
      .select({ lesson: lessons, video: videos, pending: pendingVideos })
      .from(lessons)
      .leftJoin(videos, eq(videos.id, lessons.videoId))
      .leftJoin(pendingVideos, eq(pendingVideos.id, lessons.pendingVideoId))
      .where(eq(lessons.contentsId, id))
      .orderBy(asc(lessons.sortOrder), asc(lessons.id)),
    creditsOf(ctx.db, id),
  ]);
  return {
    contentsid: row.id,
    conttype: row.conttype,
    categoryid: row.categoryId,
    subcategoryid: row.subcategoryId,
    lang: row.lang,
    title: allLanguages(row.title),
    summary: allLanguages(row.summary),
    // Stored before the policy tightened, or written past the API: the editor gets what a page would show.
    description: sanitizeLanguages(row.description),
    instructorName: allLanguages(row.instructorName),
    instructorBio: allLanguages(row.instructorBio),
    tags: row.tags,
    thumbnailUrl: row.thumbnailUrl,
    price: row.price,
    isPublished: row.isPublished,
    publishedAt: iso(row.publishedAt),
    level: row.level,
    listPrice: row.listPrice,
    accessDays: row.accessDays,
    membershipIncluded: row.membershipIncluded,
    chapters: chapterRows.map((chapter) => ({
      chapterid: chapter.id,
      title: allLanguages(chapter.title),
      lessons: lessonRows
        .filter(({ lesson }) => lesson.chapterId === chapter.id)
        .map(({ lesson, video, pending }) => ({
          lessonid: lesson.id,
          title: allLanguages(lesson.title),
          // A finished video knows its length better than the lesson row.
          durationSec:
            video?.status === 'ready' && video.durationSec ? video.durationSec : lesson.durationSec,
          isFreePreview: lesson.isFreePreview,
          video: video ? videoOf(video) : null,
          pendingVideo: pending ? videoOf(pending) : null,
          captions: lesson.captions,
        })),
    })),
    edutype: row.edutype,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    venueName: allLanguages(row.venueName),
    venueAddress: row.venueAddress,
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    recruitDeadline: iso(row.recruitDeadline),
    recruitClosed: row.recruitClosed,
    recruittype: row.conttype === 'training' ? recruitStatus(row, ctx.now()).recruittype : null,
    curriculum: sanitizeLanguages(row.curriculum),
    canceledAt: iso(row.canceledAt),
    cancelReason: row.cancelReason,
    cancelSettledAt: iso(row.cancelSettledAt),
    credits,
  };
}
