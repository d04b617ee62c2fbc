import type {
  AdminChapterSaveBody,
  AdminContentsDetail,
  AdminCurriculumOrderBody,
  AdminLessonSaveBody,
} from '@shared/contract/admin-catalogue';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { chapters, lessons } from '../../db/schema/catalogue';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalidInput, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { retireIfUnused } from '../../integrations/video/video-lifecycle';
import { recordChange } from '../audit/record-change';
import { getContents } from './contents-console.service';
import { findCourse, findLesson, touch } from './contents-records';

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
