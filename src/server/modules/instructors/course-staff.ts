import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseInstructors } from '../../db/schema/instructors';
import { forbidden } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';

/**
 * Whether the caller speaks for a course: an operator for every course, an instructor for the
 * courses assigned to them, nobody else. Answers, review replies and the instructor's console ask
 * this; routes with `access: 'instructor'` have only let instructors and operators through.
 */
export async function isCourseStaff(db: Executor, user: SessionUser, contentsId: number): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'instructor') return false;
  const [row] = await db
    .select({ userId: courseInstructors.userId })
    .from(courseInstructors)
    .where(and(eq(courseInstructors.contentsId, contentsId), eq(courseInstructors.userId, user.id)));
  return row !== undefined;
}

/** Refuses (403) a caller who does not speak for the course. */
export async function assertCourseStaff(db: Executor, user: SessionUser, contentsId: number): Promise<void> {
  if (!(await isCourseStaff(db, user, contentsId))) throw forbidden('FORBIDDEN', 'errors.forbidden');
}

/** The courses an instructor answers for; an operator's console shows every course instead. */
export async function assignedCourseIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ contentsId: courseInstructors.contentsId })
    .from(courseInstructors)
    .where(eq(courseInstructors.userId, userId));
  return rows.map((row) => row.contentsId);
}
