import { randomBytes } from 'node:crypto';
import type { Locale } from '@shared/constants';
import type {
  AdminChapterSaveBody,
  AdminContentsDetail,
  AdminContentsListItem,
  AdminContentsListQuery,
  AdminContentsSaveBody,
  AdminCurriculumOrderBody,
  AdminLessonSaveBody,
  AdminVideo,
} from '@shared/contract/admin-catalogue';
import { allLanguages } from '@shared/contract/localized-input';
import { type LocalizedText, pickLocalized } from '@shared/localized';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { categories, chapters, contents, lessons, videos } from '../../db/schema/catalogue';
import { couponCampaigns } from '../../db/schema/coupon';
import { certificates, enrolments, lessonProgress } from '../../db/schema/learning';
import { orders } from '../../db/schema/payment';
import { sortedBy } from '../../db/sorted-by';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalidInput, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { retireIfUnused } from '../../integrations/video/video-lifecycle';
import { hasVisibleText, sanitizeHtml, sanitizeLanguages } from '../../markup/sanitize-html';
import { recordChange } from '../audit/record-change';
import { enrolledCount } from '../enrolment/enrolment.service';
import type { ReceivedFile } from '../files/upload-pipeline';
import { type ContentsRow, recruitStatus } from './contents-cards';
import { contentsSearchText } from './search-text';

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
  if (query.q)
    conditions.push(ilike(contents.searchText, `%${query.q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`));
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
  const [rows, [total]] = await Promise.all([
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
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(contents).where(where),
  ]);
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
    total: total?.n ?? 0,
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

async function findContents(db: Executor, id: number, lock = false): Promise<ContentsRow> {
  const query = db.select().from(contents).where(eq(contents.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw recordNotFound('catalogue.contentsNotFound');
  return row;
}

export async function findCourse(db: Executor, id: number, lock = false): Promise<ContentsRow> {
  const row = await findContents(db, id, lock);
  if (row.conttype !== 'course') throw recordNotFound('catalogue.contentsNotFound');
  return row;
}

export async function getContents(ctx: AppContext, id: number): Promise<AdminContentsDetail> {
  const row = await findContents(ctx.db, id);
  const [chapterRows, lessonRows] = await Promise.all([
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
  };
}

/** What the audit log compares of a course or session: every field but the derived search text. */
function auditView({ searchText: _derived, ...row }: ContentsRow) {
  return row;
}

/** A top-level category, and a subcategory of that same category if one is given. */
async function assertCategories(
  db: Executor,
  categoryId: number,
  subcategoryId: number | null,
): Promise<void> {
  const ids = subcategoryId === null ? [categoryId] : [categoryId, subcategoryId];
  const rows = await db.select().from(categories).where(inArray(categories.id, ids));
  const top = rows.find((row) => row.id === categoryId);
  if (top?.parentId !== 0) throw invalidInput('catalogue.subcategoryMismatch');
  if (subcategoryId !== null && rows.find((row) => row.id === subcategoryId)?.parentId !== categoryId)
    throw invalidInput('catalogue.subcategoryMismatch');
}

const sanitizeAll = (text: LocalizedText) =>
  Object.fromEntries(Object.entries(text).map(([lang, html]) => [lang, html ? sanitizeHtml(html) : '']));

function valuesOf(input: AdminContentsSaveBody, now: Date) {
  const common = {
    categoryId: input.categoryid,
    subcategoryId: input.subcategoryid,
    lang: input.lang,
    title: input.title,
    summary: input.summary,
    description: sanitizeAll(input.description),
    instructorName: input.instructorName,
    instructorBio: input.instructorBio,
    tags: input.tags,
    thumbnailUrl: input.thumbnailUrl,
    price: input.price,
    searchText: contentsSearchText({
      title: input.title,
      summary: input.summary,
      instructorName: input.instructorName,
      tags: input.tags,
    }),
    updatedAt: now,
  };
  if (input.conttype === 'course')
    return {
      ...common,
      level: input.level,
      listPrice: input.listPrice,
      accessDays: input.accessDays,
      membershipIncluded: input.membershipIncluded,
    };
  return {
    ...common,
    edutype: input.edutype,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    venueName: input.venueName,
    venueAddress: input.venueAddress || null,
    capacity: input.capacity,
    recruitDeadline: input.recruitDeadline ? new Date(input.recruitDeadline) : null,
    recruitClosed: input.recruitClosed,
    curriculum: sanitizeAll(input.curriculum),
  };
}

/** Creates or updates a course or a training session; new ones start unpublished. */
export async function saveContents(
  ctx: AppContext,
  admin: SessionUser,
  input: AdminContentsSaveBody,
): Promise<AdminContentsDetail> {
  const id = await adminTransaction(ctx, admin, async (tx) => {
    await assertCategories(tx, input.categoryid, input.subcategoryid);
    const now = ctx.now();
    const values = valuesOf(input, now);
    if (input.contentsid) {
      const before = await findContents(tx, input.contentsid, true);
      if (before.conttype !== input.conttype) throw invalidInput();
      if (before.conttype === 'course' && before.isPublished) assertPresentable(values);
      if (input.conttype === 'training' && input.capacity !== null && input.capacity < before.seatsTaken)
        throw invalidInput('validation.tooSmall', { min: before.seatsTaken });
      const [updated] = await tx.update(contents).set(values).where(eq(contents.id, before.id)).returning();
      const target = { type: before.conttype, id: before.id };
      await recordChange(
        tx,
        admin,
        `${before.conttype}.update`,
        target,
        auditView(before),
        auditView(updated!),
      );
      return before.id;
    }
    const [created] = await tx
      .insert(contents)
      .values({ ...values, conttype: input.conttype, isPublished: false, createdAt: now })
      .returning();
    const target = { type: input.conttype, id: created!.id };
    await recordChange(tx, admin, `${input.conttype}.create`, target, null, auditView(created!));
    return created!.id;
  });
  return getContents(ctx, id);
}

/**
 * What points at a course or session and must outlive it: orders, seats, what learners did (a member
 * who watched through the membership has progress and perhaps a certificate, but no order or
 * enrolment), coupon campaigns aimed at it.
 */
const CONTENTS_REFERENCES = [
  orders.contentsId,
  enrolments.contentsId,
  lessonProgress.contentsId,
  certificates.contentsId,
  couponCampaigns.targetContentsId,
];

/**
 * Removes a course or session created by mistake. One that anything points at stays (see
 * CONTENTS_REFERENCES): it is unpublished instead.
 */
export async function deleteContents(ctx: AppContext, admin: SessionUser, id: number): Promise<void> {
  await adminTransaction(ctx, admin, async (tx) => {
    const before = await findContents(tx, id, true);
    const references = await Promise.all(
      CONTENTS_REFERENCES.map((column) =>
        tx.select({ one: sql`1` }).from(column.table).where(eq(column, id)).limit(1),
      ),
    );
    if (references.some((rows) => rows.length > 0)) throw conflict('CONFLICT', 'catalogue.contentsInUse');
    // Chapters and lessons go with it (ON DELETE CASCADE).
    await tx.delete(contents).where(eq(contents.id, id));
    await recordChange(
      tx,
      admin,
      `${before.conttype}.delete`,
      { type: before.conttype, id },
      auditView(before),
      null,
    );
  });
}

/** A course on sale shows its picture and says what it teaches: its card and page are never blank. */
function assertPresentable(course: {
  thumbnailUrl: string | null;
  description: Record<string, string>;
}): void {
  if (!course.thumbnailUrl) throw invalidInput('catalogue.publishNeedsImage');
  if (!Object.values(course.description).some((html) => html && hasVisibleText(html)))
    throw invalidInput('catalogue.publishNeedsDescription');
}

/**
 * A course goes on sale only with its image and description, and when every lesson has a ready
 * video: a member who paid must never meet a lesson with nothing to play. The refusal names the
 * lessons still missing one.
 */
async function assertPublishable(tx: Executor, course: ContentsRow, locale: Locale): Promise<void> {
  assertPresentable(course);
  const id = course.id;
  const rows = await tx
    .select({ lessonid: lessons.id, title: lessons.title, status: videos.status })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .leftJoin(videos, eq(videos.id, lessons.videoId))
    .where(eq(lessons.contentsId, id))
    .orderBy(asc(chapters.sortOrder), asc(lessons.sortOrder), asc(lessons.id));
  if (rows.length === 0) throw invalidInput('catalogue.publishNeedsLesson');
  const missing = rows.filter((row) => row.status !== 'ready');
  if (missing.length === 0) return;
  const titles = missing.map((row) => pickLocalized(row.title, locale));
  throw conflict('LESSONS_WITHOUT_VIDEO', 'catalogue.publishNeedsVideo', {
    params: { lessons: titles.join(', ') },
    datas: { lessons: missing.map((row, index) => ({ lessonid: row.lessonid, title: titles[index] })) },
  });
}

export async function setPublished(
  ctx: AppContext,
  admin: SessionUser,
  id: number,
  published: boolean,
  locale: Locale,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    const before = await findContents(tx, id, true);
    if (published && before.conttype === 'course') await assertPublishable(tx, before, locale);
    const now = ctx.now();
    await tx
      .update(contents)
      .set({
        isPublished: published,
        // The first publication dates the course in 'new courses'; republishing keeps that date.
        publishedAt: published ? (before.publishedAt ?? now) : before.publishedAt,
        updatedAt: now,
      })
      .where(eq(contents.id, id));
    const verb = published ? 'publish' : 'unpublish';
    const target = { type: before.conttype, id };
    await recordChange(tx, admin, `${before.conttype}.${verb}`, target, before, { isPublished: published });
  });
  return getContents(ctx, id);
}

export async function setRecruitmentClosed(
  ctx: AppContext,
  admin: SessionUser,
  id: number,
  closed: boolean,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    const before = await findContents(tx, id, true);
    if (before.conttype !== 'training') throw recordNotFound('catalogue.contentsNotFound');
    await tx.update(contents).set({ recruitClosed: closed, updatedAt: ctx.now() }).where(eq(contents.id, id));
    const action = closed ? 'training.closeRecruitment' : 'training.openRecruitment';
    await recordChange(tx, admin, action, { type: 'training', id }, before, { recruitClosed: closed });
  });
  return getContents(ctx, id);
}

export async function touch(tx: Executor, ctx: AppContext, contentsId: number): Promise<void> {
  await tx.update(contents).set({ updatedAt: ctx.now() }).where(eq(contents.id, contentsId));
}

export async function saveChapter(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  input: AdminChapterSaveBody,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId, true);
    if (input.chapterid) {
      const [before] = await tx
        .select()
        .from(chapters)
        .where(and(eq(chapters.id, input.chapterid), eq(chapters.contentsId, contentsId)));
      if (!before) throw recordNotFound();
      await tx.update(chapters).set({ title: input.title }).where(eq(chapters.id, before.id));
      const target = { type: 'chapter', id: before.id } as const;
      await recordChange(tx, admin, 'chapter.update', target, before, { title: input.title });
    } else {
      const [existing] = await tx
        .select({ n: count() })
        .from(chapters)
        .where(eq(chapters.contentsId, contentsId));
      const [created] = await tx
        .insert(chapters)
        .values({ contentsId, title: input.title, sortOrder: existing?.n ?? 0 })
        .returning();
      await recordChange(tx, admin, 'chapter.create', { type: 'chapter', id: created!.id }, null, created!);
    }
    await touch(tx, ctx, contentsId);
  });
  return getContents(ctx, contentsId);
}

/** Only an empty chapter goes: lessons carry learners' progress and must be removed on purpose. */
export async function deleteChapter(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  chapterId: number,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId, true);
    const [chapter] = await tx
      .select()
      .from(chapters)
      .where(and(eq(chapters.id, chapterId), eq(chapters.contentsId, contentsId)));
    if (!chapter) throw recordNotFound();
    const [held] = await tx.select({ n: count() }).from(lessons).where(eq(lessons.chapterId, chapterId));
    if ((held?.n ?? 0) > 0) throw conflict('CONFLICT', 'catalogue.chapterNotEmpty');
    await tx.delete(chapters).where(eq(chapters.id, chapterId));
    await recordChange(tx, admin, 'chapter.delete', { type: 'chapter', id: chapterId }, chapter, null);
    await touch(tx, ctx, contentsId);
  });
  return getContents(ctx, contentsId);
}

async function assertChapterOf(tx: Executor, contentsId: number, chapterId: number): Promise<void> {
  const [chapter] = await tx
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.contentsId, contentsId)));
  if (!chapter) throw invalidInput();
}

export async function findLesson(tx: Executor, contentsId: number, lessonId: number, lock = false) {
  const query = tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.contentsId, contentsId)));
  const [lesson] = lock ? await query.for('update') : await query;
  if (!lesson) throw recordNotFound();
  return lesson;
}

async function nextLessonPosition(tx: Executor, chapterId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${lessons.sortOrder}) + 1, 0)`.mapWith(Number) })
    .from(lessons)
    .where(eq(lessons.chapterId, chapterId));
  return row?.next ?? 0;
}

export async function saveLesson(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  input: AdminLessonSaveBody,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId, true);
    await assertChapterOf(tx, contentsId, input.chapterid);
    const values = { title: input.title, isFreePreview: input.isFreePreview };
    if (input.lessonid) {
      const lesson = await findLesson(tx, contentsId, input.lessonid);
      // Moved to another chapter: it goes last there.
      const moved =
        lesson.chapterId === input.chapterid
          ? {}
          : { chapterId: input.chapterid, sortOrder: await nextLessonPosition(tx, input.chapterid) };
      await tx
        .update(lessons)
        .set({ ...values, ...moved })
        .where(eq(lessons.id, lesson.id));
      const target = { type: 'lesson', id: lesson.id } as const;
      await recordChange(tx, admin, 'lesson.update', target, lesson, { ...values, ...moved });
    } else {
      const [created] = await tx
        .insert(lessons)
        .values({
          ...values,
          contentsId,
          chapterId: input.chapterid,
          sortOrder: await nextLessonPosition(tx, input.chapterid),
        })
        .returning();
      await recordChange(tx, admin, 'lesson.create', { type: 'lesson', id: created!.id }, null, created!);
    }
    await touch(tx, ctx, contentsId);
  });
  return getContents(ctx, contentsId);
}

/** Removes a lesson and, with it, learners' progress on it (the console asks first). */
export async function deleteLesson(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  lessonId: number,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId, true);
    const lesson = await findLesson(tx, contentsId, lessonId, true);
    await tx.delete(lessons).where(eq(lessons.id, lessonId));
    await retireIfUnused(tx, [lesson.videoId, lesson.pendingVideoId], ctx.now());
    await recordChange(tx, admin, 'lesson.delete', { type: 'lesson', id: lessonId }, lesson, null);
    await touch(tx, ctx, contentsId);
  });
  return getContents(ctx, contentsId);
}

/**
 * Rewrites the order of chapters and of the lessons in each (lessons may change chapter), all or
 * nothing. The request must name exactly the course's chapters and lessons: an editor that missed
 * someone else's change is told to reload rather than silently dropping it.
 */
export async function setCurriculumOrder(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  input: AdminCurriculumOrderBody,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId, true);
    const [chapterRows, lessonRows] = await Promise.all([
      tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.contentsId, contentsId)),
      tx
        .select({ id: lessons.id, chapterId: lessons.chapterId })
        .from(lessons)
        .where(eq(lessons.contentsId, contentsId))
        .orderBy(asc(lessons.sortOrder)),
    ]);
    const sameSet = (known: { id: number }[], sent: number[]) =>
      known.length === sent.length &&
      new Set(sent).size === sent.length &&
      known.every((row) => sent.includes(row.id));
    const sentLessons = input.chapters.flatMap((chapter) => chapter.lessons);
    if (
      !sameSet(
        chapterRows,
        input.chapters.map((chapter) => chapter.chapterid),
      ) ||
      !sameSet(lessonRows, sentLessons)
    )
      throw conflict('CONFLICT', 'catalogue.curriculumMismatch');
    for (const [chapterIndex, chapter] of input.chapters.entries()) {
      await tx.update(chapters).set({ sortOrder: chapterIndex }).where(eq(chapters.id, chapter.chapterid));
      for (const [lessonIndex, lessonId] of chapter.lessons.entries()) {
        await tx
          .update(lessons)
          .set({ chapterId: chapter.chapterid, sortOrder: lessonIndex })
          .where(eq(lessons.id, lessonId));
      }
    }
    const order = (chapterIds: number[], lessonsOf: (chapterId: number) => number[]) =>
      Object.fromEntries(chapterIds.map((chapterId) => [chapterId, lessonsOf(chapterId)]));
    const before = order(
      chapterRows.map((row) => row.id),
      (chapterId) => lessonRows.filter((row) => row.chapterId === chapterId).map((row) => row.id),
    );
    const after = order(
      input.chapters.map((chapter) => chapter.chapterid),
      (chapterId) => input.chapters.find((chapter) => chapter.chapterid === chapterId)!.lessons,
    );
    const target = { type: 'course', id: contentsId } as const;
    await recordChange(tx, admin, 'course.reorder', target, { curriculum: before }, { curriculum: after });
    await touch(tx, ctx, contentsId);
  });
  return getContents(ctx, contentsId);
}

const randomName = (extension: string) => `${randomBytes(12).toString('hex')}${extension}`;

/** Replaces the lesson's captions in one language with the uploaded WebVTT file. */
export async function setCaption(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  lessonId: number,
  lang: string,
  file: ReceivedFile,
): Promise<AdminContentsDetail> {
  await findCourse(ctx.db, contentsId);
  await findLesson(ctx.db, contentsId, lessonId);
  const url = await ctx.storage.putFile('captions', randomName('.vtt'), file.path);
  await adminTransaction(ctx, admin, async (tx) => {
    const lesson = await findLesson(tx, contentsId, lessonId);
    const captions = [...lesson.captions.filter((caption) => caption.lang !== lang), { lang, url }];
    await tx.update(lessons).set({ captions }).where(eq(lessons.id, lessonId));
    await touch(tx, ctx, contentsId);
    await recordChange(
      tx,
      admin,
      'lesson.uploadCaptions',
      { type: 'lesson', id: lessonId },
      { captions: lesson.captions.map((caption) => caption.lang) },
      { captions: captions.map((caption) => caption.lang), file: file.originalName, size: file.size },
    );
  });
  return getContents(ctx, contentsId);
}

export async function deleteCaption(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  lessonId: number,
  lang: string,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId, true);
    const lesson = await findLesson(tx, contentsId, lessonId);
    await tx
      .update(lessons)
      .set({ captions: lesson.captions.filter((caption) => caption.lang !== lang) })
      .where(eq(lessons.id, lessonId));
    const target = { type: 'lesson', id: lessonId } as const;
    const langs = lesson.captions.map((caption) => caption.lang);
    await recordChange(
      tx,
      admin,
      'lesson.deleteCaptions',
      target,
      { captions: langs },
      {
        captions: langs.filter((known) => known !== lang),
      },
    );
    await touch(tx, ctx, contentsId);
  });
  return getContents(ctx, contentsId);
}

/** Stores an uploaded image as a public file; the course or session form then saves its address. */
export async function storeThumbnail(
  ctx: AppContext,
  admin: SessionUser,
  file: ReceivedFile,
): Promise<{ thumbnailUrl: string }> {
  const thumbnailUrl = await ctx.storage.putFile('thumbnails', randomName(file.extension), file.path);
  await recordChange(ctx.db, admin, 'upload.thumbnail', { type: 'upload', id: thumbnailUrl }, null, {
    file: file.originalName,
    size: file.size,
  });
  return { thumbnailUrl };
}
