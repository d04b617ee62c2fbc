import type { Locale } from '@shared/constants';
import type { MemberExam } from '@shared/contract/exam';
import { pickLocalized } from '@shared/localized';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { chapters, contents } from '../../db/schema/catalogue';
import { examAttempts, examQuestions, exams } from '../../db/schema/exam';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { closeOverdueAttempts } from './exam-attempt.service';
import { questionInExamScope } from './exam-scope';

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
