import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { contents, lessons } from '../../db/schema/catalogue';
import { recordNotFound } from '../../domain/errors';
import type { ContentsRow } from './contents-cards';

/**
 * What every catalogue write starts from: the course, session or lesson, checked to exist (and
 * locked when asked), and `touch`, which dates the course's last change.
 */
export async function findContents(db: Executor, id: number, lock = false): Promise<ContentsRow> {
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

export async function touch(tx: Executor, ctx: AppContext, contentsId: number): Promise<void> {
  await tx.update(contents).set({ updatedAt: ctx.now() }).where(eq(contents.id, contentsId));
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
