import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { examAttempts, examQuestions, exams } from '../../db/schema/exam';
import { questionInExamScope } from './exam-scope';

export interface CourseExamStanding {
  /** Courses with a test that can be taken (its scope has questions). */
  withExam: Set<number>;
  /** Courses with such a test the member has not passed. */
  pending: Set<number>;
}

/**
 * The completion rule's test half (decision 100): a course is complete when every lesson is watched
 * and, if it has tests, each is passed. A test whose scope has no question yet cannot be taken, so it
 * holds nobody back; a course without tests completes on watching alone, as before.
 */
export async function courseExamStanding(
  db: Executor,
  userId: number,
  contentsIds: number[],
): Promise<CourseExamStanding> {
  const standing: CourseExamStanding = { withExam: new Set(), pending: new Set() };
  if (contentsIds.length === 0) return standing;
  const rows = await db
    .select({
      contentsId: exams.contentsId,
      passed: exists(
        db
          .select({ one: sql`1` })
          .from(examAttempts)
          .where(
            and(
              eq(examAttempts.examId, exams.id),
              eq(examAttempts.userId, userId),
              eq(examAttempts.passed, true),
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(exams)
    .where(
      and(
        inArray(exams.contentsId, contentsIds),
        exists(db.select({ one: sql`1` }).from(examQuestions).where(questionInExamScope)),
      ),
    );
  for (const row of rows) {
    standing.withExam.add(row.contentsId);
    if (!row.passed) standing.pending.add(row.contentsId);
  }
  return standing;
}
