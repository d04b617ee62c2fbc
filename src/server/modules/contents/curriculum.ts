import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chapters, lessons } from '../../db/schema/catalogue';

/**
 * A lesson members see: one with a video, ready or still being transcoded (docs/decisions/035-a-lesson-added-to-a-published-course-stays-out-of-members-si.md).
 * A lesson added without one stays out of the course page,
 * the cards, the player and progress until a video is uploaded; a failed video takes it out again.
 * Tables are named in full: inside a select list Drizzle writes bare column names (contents-cards.ts).
 */
export const lessonShownToMembers = sql`"lessons"."video_id" in (select "videos"."id" from "videos" where "videos"."status" <> 'failed')`;

/** A course's chapters and the lessons members see, in the order the console arranged them (ties by id, so it is stable). */
export async function curriculumRows(db: Executor, contentsId: number) {
  const [chapterRows, lessonRows] = await Promise.all([
    db
      .select()
      .from(chapters)
      .where(eq(chapters.contentsId, contentsId))
      .orderBy(asc(chapters.sortOrder), asc(chapters.id)),
    db
      .select()
      .from(lessons)
      .where(and(eq(lessons.contentsId, contentsId), lessonShownToMembers))
      .orderBy(asc(lessons.sortOrder), asc(lessons.id)),
  ]);
  return { chapterRows, lessonRows };
}
