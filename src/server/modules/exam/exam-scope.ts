import { and, eq, isNull, or } from 'drizzle-orm';
import { examQuestions, exams } from '../../db/schema/exam';

/**
 * The questions an exam draws from: the whole course's bank for a course-wide exam, the questions
 * tagged with its chapter for a chapter's exam.
 */
export function questionsOfExam(exam: Pick<typeof exams.$inferSelect, 'contentsId' | 'chapterId'>) {
  return and(
    eq(examQuestions.contentsId, exam.contentsId),
    exam.chapterId === null ? undefined : eq(examQuestions.chapterId, exam.chapterId),
  );
}

/** The same rule as a condition correlated with the `exams` row of the outer query. */
export const questionInExamScope = and(
  eq(examQuestions.contentsId, exams.contentsId),
  or(isNull(exams.chapterId), eq(examQuestions.chapterId, exams.chapterId)),
);
