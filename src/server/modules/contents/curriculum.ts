import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chapters, lessons } from '../../db/schema/catalogue';

/** A course's chapters and lessons in the order the console arranged them (ties by id, so it is stable). */
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
      .where(eq(lessons.contentsId, contentsId))
      .orderBy(asc(lessons.sortOrder), asc(lessons.id)),
  ]);
  return { chapterRows, lessonRows };
}
