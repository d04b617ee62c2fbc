import type { Locale } from '@shared/constants';
import type { MemberExam } from '@shared/contract/exam';
import { pickLocalized } from '@shared/localized';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { chapters, contents } from '../../db/schema/catalogue';
import { examAttempts, examQuestions, exams } from '../../db/schema/exam';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { closeOverdueAttempts } from './exam-attempt.service';
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

/** GET /api/Exam/Course/{contentsid}: the course's exams, each with the member's attempts. */
export async function listCourseExams(
  ctx: AppContext,
  user: Pick<SessionUser, 'id' | 'role'>,
  contentsId: number,
  locale: Locale,
): Promise<MemberExam[]> {
  const [course] = await ctx.db
    .select({ conttype: contents.conttype, isPublished: contents.isPublished })
    .from(contents)
    .where(eq(contents.id, contentsId));
  if (course?.conttype !== 'course' || (!course.isPublished && user.role !== 'admin'))
    throw recordNotFound('catalogue.contentsNotFound');
  const examRows = await ctx.db
    .select({
      exam: exams,
      chapterTitle: chapters.title,
      bankSize: ctx.db.$count(examQuestions, questionInExamScope),
    })
    .from(exams)
    .leftJoin(chapters, eq(chapters.id, exams.chapterId))
    .where(eq(exams.contentsId, contentsId))
    .orderBy(asc(chapters.sortOrder), asc(exams.id));
  const examIds = examRows.map((row) => row.exam.id);
  await closeOverdueAttempts(ctx, user.id, examIds);
  const attempts =
    examIds.length === 0
      ? []
      : await ctx.db
          .select()
          .from(examAttempts)
          .where(and(eq(examAttempts.userId, user.id), inArray(examAttempts.examId, examIds)))
          .orderBy(asc(examAttempts.number));
  return examRows.map(({ exam, chapterTitle, bankSize }) => {
    const own = attempts.filter((attempt) => attempt.examId === exam.id);
    const scores = own.flatMap((attempt) => (attempt.score === null ? [] : [attempt.score]));
    return {
      examid: exam.id,
      title: pickLocalized(exam.title, locale),
      chapterTitle: chapterTitle ? pickLocalized(chapterTitle, locale) : null,
      questionCount: Math.min(exam.questionCount ?? bankSize, bankSize),
      passPercent: exam.passPercent,
      maxAttempts: exam.maxAttempts,
      timeLimitMin: exam.timeLimitMin,
      passed: own.some((attempt) => attempt.passed),
      bestScore: scores.length > 0 ? Math.max(...scores) : null,
      attemptsLeft: Math.max(0, exam.maxAttempts - own.length),
      openAttemptId: own.find((attempt) => attempt.submittedAt === null)?.id ?? null,
      attempts: own.map((attempt) => ({
        attemptid: attempt.id,
        number: attempt.number,
        startedAt: attempt.startedAt.toISOString(),
        deadlineAt: attempt.deadlineAt?.toISOString() ?? null,
        submittedAt: attempt.submittedAt?.toISOString() ?? null,
        score: attempt.score,
        passed: attempt.passed,
      })),
    };
  });
}
