import type { Locale } from '@shared/constants';
import {
  EXAM_GRACE_SECONDS,
  type ExamAnswers,
  type ExamAttempt,
  type ExamResult,
} from '@shared/contract/exam';
import { pickLocalized } from '@shared/localized';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { contents } from '../../db/schema/catalogue';
import { examAttempts, examQuestions, exams } from '../../db/schema/exam';
import { conflict, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { assertAccountActive } from '../account/account-status';
import { awardCourseCredit, courseCreditClock } from '../credits/credit-award.service';
import { accessDenied, courseAccessFor } from '../learning/course-access';
import {
  checkedAnswers,
  drawPaper,
  grade,
  paperQuestions,
  type QuestionRow,
  resultQuestions,
} from './exam-paper';
import { questionsOfExam } from './exam-scope';

type Viewer = Pick<SessionUser, 'id' | 'role'>;
type ExamRow = typeof exams.$inferSelect;
type AttemptRow = typeof examAttempts.$inferSelect;

/** Two starts racing for one attempt number: the loser reads the winner's attempt, then tries again. */
const START_TRIES = 3;

export async function findExam(db: Executor, examId: number, viewer: Viewer) {
  const [row] = await db
    .select({
      exam: exams,
      isPublished: contents.isPublished,
      membershipIncluded: contents.membershipIncluded,
    })
    .from(exams)
    .innerJoin(contents, eq(contents.id, exams.contentsId))
    .where(eq(exams.id, examId));
  if (!row || (!row.isPublished && viewer.role !== 'admin')) throw recordNotFound('exam.notFound');
  return row;
}

async function questionsOf(db: Executor, ids: number[]): Promise<Map<number, QuestionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(examQuestions).where(inArray(examQuestions.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

function isOverdue(ctx: AppContext, attempt: Pick<AttemptRow, 'deadlineAt'>): boolean {
  return (
    attempt.deadlineAt !== null &&
    ctx.now().getTime() > attempt.deadlineAt.getTime() + EXAM_GRACE_SECONDS * 1000
  );
}

/** Grades an attempt and closes it; `late`: on the answers saved in time, whatever came with it. */
async function closeAttempt(
  ctx: AppContext,
  tx: Executor,
  attempt: AttemptRow,
  passPercent: number,
  answers: Record<string, string[]>,
  late: boolean,
): Promise<AttemptRow> {
  const questions = await questionsOf(
    tx,
    attempt.paper.map((item) => item.questionId),
  );
  const graded = grade(attempt.paper, questions, answers, passPercent);
  const [closed] = await tx
    .update(examAttempts)
    .set({ ...graded, answers, late, submittedAt: ctx.now() })
    .where(and(eq(examAttempts.id, attempt.id), isNull(examAttempts.submittedAt)))
    .returning();
  return closed ?? attempt;
}

/**
 * Attempts left open past their deadline are closed on the next look, graded on what was saved in
 * time: a member who closes the tab still uses the attempt and gets its result.
 */
export async function closeOverdueAttempts(
  ctx: AppContext,
  userId: number,
  examIds: number[],
): Promise<void> {
  if (examIds.length === 0) return;
  const open = await ctx.db
    .select({ attempt: examAttempts, passPercent: exams.passPercent })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(
        eq(examAttempts.userId, userId),
        inArray(examAttempts.examId, examIds),
        isNull(examAttempts.submittedAt),
      ),
    );
  for (const { attempt, passPercent } of open.filter((row) => isOverdue(ctx, row.attempt)))
    await ctx.db.transaction((tx) => closeAttempt(ctx, tx, attempt, passPercent, attempt.answers, true));
}

/** What both views of an attempt start with: which attempt of which exam, and its paper's questions. */
async function attemptHead(ctx: AppContext, exam: ExamRow, attempt: AttemptRow, locale: Locale) {
  const questions = await questionsOf(
    ctx.db,
    attempt.paper.map((item) => item.questionId),
  );
  const head = {
    attemptid: attempt.id,
    examid: exam.id,
    contentsid: exam.contentsId,
    title: pickLocalized(exam.title, locale),
    number: attempt.number,
  };
  return { head, questions };
}

async function attemptView(
  ctx: AppContext,
  exam: ExamRow,
  attempt: AttemptRow,
  locale: Locale,
): Promise<ExamAttempt> {
  const { head, questions } = await attemptHead(ctx, exam, attempt, locale);
  return {
    ...head,
    maxAttempts: exam.maxAttempts,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt?.toISOString() ?? null,
    questions: paperQuestions(attempt.paper, questions, locale),
    answers: Object.entries(attempt.answers).map(([questionid, optionids]) => ({
      questionid: Number(questionid),
      optionids,
    })),
  };
}

async function assertMayTake(ctx: AppContext, user: Viewer, examId: number) {
  await assertAccountActive(ctx.db, user.id);
  const found = await findExam(ctx.db, examId, user);
  const decision = (
    await courseAccessFor(ctx, user, [
      { id: found.exam.contentsId, membershipIncluded: found.membershipIncluded },
    ])
  ).get(found.exam.contentsId);
  if (!decision?.allowed) throw accessDenied(decision);
  return found.exam;
}

/**
 * POST /api/Exam/Start/{examid}: the open attempt if there is one (a reload resumes it), else a new
 * one while attempts are left. The attempt number is unique per exam and member: of two starts at
 * once, one inserts and the other answers the same attempt.
 */
export async function startAttempt(
  ctx: AppContext,
  user: Viewer,
  examId: number,
  locale: Locale,
): Promise<ExamAttempt> {
  const exam = await assertMayTake(ctx, user, examId);
  await closeOverdueAttempts(ctx, user.id, [exam.id]);
  for (let tries = 0; tries < START_TRIES; tries++) {
    const attempts = await ctx.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, user.id)))
      .orderBy(asc(examAttempts.number));
    const open = attempts.find((attempt) => attempt.submittedAt === null);
    if (open) return attemptView(ctx, exam, open, locale);
    if (attempts.some((attempt) => attempt.passed)) throw conflict('EXAM_PASSED', 'exam.alreadyPassed');
    if (attempts.length >= exam.maxAttempts) throw conflict('EXAM_ATTEMPTS_USED', 'exam.attemptsUsedUp');
    const bank = await ctx.db.select().from(examQuestions).where(questionsOfExam(exam));
    if (bank.length === 0) throw conflict('EXAM_NO_QUESTIONS', 'exam.noQuestions');
    const startedAt = ctx.now();
    const [created] = await ctx.db
      .insert(examAttempts)
      .values({
        examId: exam.id,
        userId: user.id,
        number: (attempts.at(-1)?.number ?? 0) + 1,
        paper: drawPaper(bank, exam),
        startedAt,
        deadlineAt: exam.timeLimitMin ? new Date(startedAt.getTime() + exam.timeLimitMin * 60_000) : null,
      })
      .onConflictDoNothing({ target: [examAttempts.examId, examAttempts.userId, examAttempts.number] })
      .returning();
    if (created) return attemptView(ctx, exam, created, locale);
  }
  throw conflict('CONFLICT', 'exam.tryAgain');
}

/** The member's own attempt, locked for the write that follows. */
async function lockOwnAttempt(tx: Executor, user: Viewer, attemptId: number) {
  const [row] = await tx
    .select({ attempt: examAttempts, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, user.id)))
    .for('update', { of: examAttempts });
  if (!row) throw recordNotFound('exam.attemptNotFound');
  return row;
}

/** PUT /api/Exam/Attempt/{attemptid}/Answers: saves the answers so far, refused once time is up. */
export async function saveAnswers(
  ctx: AppContext,
  user: Viewer,
  attemptId: number,
  answers: ExamAnswers,
): Promise<{ attemptid: number; savedAt: string }> {
  return ctx.db.transaction(async (tx) => {
    const { attempt } = await lockOwnAttempt(tx, user, attemptId);
    if (attempt.submittedAt) throw conflict('EXAM_ATTEMPT_CLOSED', 'exam.attemptClosed');
    if (isOverdue(ctx, attempt)) throw conflict('EXAM_TIME_UP', 'exam.timeUp');
    const questions = await questionsOf(
      tx,
      attempt.paper.map((item) => item.questionId),
    );
    const stored = checkedAnswers(attempt.paper, questions, answers);
    await tx.update(examAttempts).set({ answers: stored }).where(eq(examAttempts.id, attempt.id));
    return { attemptid: attempt.id, savedAt: ctx.now().toISOString() };
  });
}

async function resultView(
  ctx: AppContext,
  exam: ExamRow,
  attempt: AttemptRow,
  locale: Locale,
): Promise<ExamResult> {
  const { head, questions } = await attemptHead(ctx, exam, attempt, locale);
  return {
    ...head,
    submittedAt: attempt.submittedAt!.toISOString(),
    score: attempt.score ?? 0,
    passPercent: exam.passPercent,
    passed: attempt.passed ?? false,
    correctCount: attempt.correctCount ?? 0,
    questionCount: attempt.paper.filter((item) => questions.has(item.questionId)).length,
    late: attempt.late,
    questions: resultQuestions(attempt.paper, questions, attempt.answers, locale),
  };
}

/**
 * POST /api/Exam/Attempt/{attemptid}/Submit: graded here and nowhere else. After the deadline and
 * its grace, the answers sent now are ignored and the ones saved in time are graded (decision 100).
 * Sending it again answers the same result.
 */
export async function submitAttempt(
  ctx: AppContext,
  user: Viewer,
  attemptId: number,
  answers: ExamAnswers,
  locale: Locale,
): Promise<ExamResult> {
  const { exam, attempt } = await ctx.db.transaction(async (tx) => {
    const locked = await lockOwnAttempt(tx, user, attemptId);
    if (locked.attempt.submittedAt) return locked;
    const late = isOverdue(ctx, locked.attempt);
    const questions = await questionsOf(
      tx,
      locked.attempt.paper.map((item) => item.questionId),
    );
    const final = late ? locked.attempt.answers : checkedAnswers(locked.attempt.paper, questions, answers);
    const closed = await closeAttempt(ctx, tx, locked.attempt, locked.exam.passPercent, final, late);
    return { exam: locked.exam, attempt: closed };
  });
  // A passed test may complete a credit-bearing course (decision 102).
  if (attempt.passed)
    await awardCourseCredit(ctx.db, {
      userId: user.id,
      contentsId: exam.contentsId,
      ...courseCreditClock(ctx),
    });
  return resultView(ctx, exam, attempt, locale);
}

/** GET /api/Exam/Attempt/{attemptid}/Result: a submitted attempt of the member's own, from the history. */
export async function attemptResult(
  ctx: AppContext,
  user: Viewer,
  attemptId: number,
  locale: Locale,
): Promise<ExamResult> {
  const [own] = await ctx.db
    .select({ examId: examAttempts.examId })
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, user.id)));
  if (!own) throw recordNotFound('exam.attemptNotFound');
  await closeOverdueAttempts(ctx, user.id, [own.examId]);
  const [row] = await ctx.db
    .select({ attempt: examAttempts, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(eq(examAttempts.id, attemptId));
  if (!row?.attempt.submittedAt) throw conflict('EXAM_ATTEMPT_OPEN', 'exam.attemptOpen');
  return resultView(ctx, row.exam, row.attempt, locale);
}
