import { randomUUID } from 'node:crypto';
import type {
  AdminCourseExams,
  AdminExamSaveBody,
  AdminQuestion,
  AdminQuestionSaveBody,
} from '@shared/contract/exam';
import { allLanguages } from '@shared/contract/localized-input';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { chapters } from '../../db/schema/catalogue';
import { examAttempts, examQuestions, exams, type StoredOption } from '../../db/schema/exam';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalidInput, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';
import { findCourse } from '../contents/contents-records';
import { questionInExamScope } from './exam-scope';

type QuestionRow = typeof examQuestions.$inferSelect;

function questionDto(row: QuestionRow): AdminQuestion {
  return {
    questionid: row.id,
    chapterid: row.chapterId,
    kind: row.kind,
    text: allLanguages(row.text),
    explanation: allLanguages(row.explanation),
    options: row.options.map((option) => ({
      optionid: option.id,
      text: allLanguages(option.text),
      isAnswer: option.isAnswer,
    })),
    answerTrue: row.answerTrue,
  };
}

/** GET /api/Admin/Contents/{contentsid}/Exams: every exam of the course, and its whole question bank. */
export async function getCourseExams(ctx: AppContext, contentsId: number): Promise<AdminCourseExams> {
  await findCourse(ctx.db, contentsId);
  const [examRows, questionRows] = await Promise.all([
    ctx.db
      .select({
        exam: exams,
        bankSize: ctx.db.$count(examQuestions, questionInExamScope),
        attemptCount: ctx.db.$count(examAttempts, eq(examAttempts.examId, exams.id)),
      })
      .from(exams)
      .where(eq(exams.contentsId, contentsId))
      .orderBy(asc(exams.id)),
    ctx.db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.contentsId, contentsId))
      .orderBy(asc(examQuestions.id)),
  ]);
  return {
    contentsid: contentsId,
    exams: examRows.map(({ exam, bankSize, attemptCount }) => ({
      examid: exam.id,
      chapterid: exam.chapterId,
      title: allLanguages(exam.title),
      passPercent: exam.passPercent,
      maxAttempts: exam.maxAttempts,
      timeLimitMin: exam.timeLimitMin,
      questionCount: exam.questionCount,
      shuffleQuestions: exam.shuffleQuestions,
      shuffleOptions: exam.shuffleOptions,
      bankSize,
      attemptCount,
    })),
    questions: questionRows.map(questionDto),
  };
}

async function assertChapterOf(tx: Executor, contentsId: number, chapterId: number | null): Promise<void> {
  if (chapterId === null) return;
  const [chapter] = await tx
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.contentsId, contentsId)));
  if (!chapter) throw invalidInput('exam.chapterNotInCourse');
}

/** The exam, locked for the write; within the course when one is named. */
async function lockExam(tx: Executor, id: number, contentsId?: number) {
  const [row] = await tx
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), contentsId === undefined ? undefined : eq(exams.contentsId, contentsId)))
    .for('update');
  if (!row) throw recordNotFound('exam.notFound');
  return row;
}

async function lockQuestion(tx: Executor, id: number, contentsId?: number) {
  const [row] = await tx
    .select()
    .from(examQuestions)
    .where(
      and(
        eq(examQuestions.id, id),
        contentsId === undefined ? undefined : eq(examQuestions.contentsId, contentsId),
      ),
    )
    .for('update');
  if (!row) throw recordNotFound();
  return row;
}

/** POST /api/Admin/Contents/{contentsid}/Exams/Save: one exam per scope (the course, or one chapter). */
export async function saveExam(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  input: AdminExamSaveBody,
): Promise<AdminCourseExams> {
  const { examid, ...values } = input;
  await adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId, true);
    await assertChapterOf(tx, contentsId, values.chapterid);
    const [taken] = await tx
      .select({ id: exams.id })
      .from(exams)
      .where(
        and(
          eq(exams.contentsId, contentsId),
          sql`${exams.chapterId} is not distinct from ${values.chapterid}`,
          examid === undefined ? undefined : sql`${exams.id} <> ${examid}`,
        ),
      );
    if (taken) throw conflict('CONFLICT', 'exam.scopeTaken');
    const row = { ...values, chapterId: values.chapterid, updatedAt: ctx.now() };
    if (examid !== undefined) {
      const before = await lockExam(tx, examid, contentsId);
      await tx.update(exams).set(row).where(eq(exams.id, examid));
      await recordChange(tx, admin, 'exam.update', { type: 'exam', id: examid }, before, row);
    } else {
      const [created] = await tx
        .insert(exams)
        .values({ ...row, contentsId })
        .returning();
      await recordChange(tx, admin, 'exam.create', { type: 'exam', id: created!.id }, null, created!);
    }
  });
  return getCourseExams(ctx, contentsId);
}

/** Taken exams stay: their attempts are members' history and may have completed a course. */
export async function deleteExam(ctx: AppContext, admin: SessionUser, examId: number): Promise<null> {
  await adminTransaction(ctx, admin, async (tx) => {
    const exam = await lockExam(tx, examId);
    const [taken] = await tx
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(eq(examAttempts.examId, examId))
      .limit(1);
    if (taken) throw conflict('CONFLICT', 'exam.hasAttempts');
    await tx.delete(exams).where(eq(exams.id, examId));
    await recordChange(tx, admin, 'exam.delete', { type: 'exam', id: examId }, exam, null);
  });
  return null;
}

/** Options keep their ids across edits, so open attempts' papers still point at them. */
function storedOptions(input: AdminQuestionSaveBody, before: StoredOption[]): StoredOption[] {
  if (input.kind === 'truefalse') return [];
  const known = new Set(before.map((option) => option.id));
  return input.options.map((option) => ({
    id: option.optionid && known.has(option.optionid) ? option.optionid : randomUUID().slice(0, 8),
    text: option.text,
    isAnswer: option.isAnswer,
  }));
}

/** POST /api/Admin/Contents/{contentsid}/Questions/Save */
export async function saveQuestion(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  input: AdminQuestionSaveBody,
): Promise<AdminQuestion> {
  return adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId, true);
    await assertChapterOf(tx, contentsId, input.chapterid);
    const before = input.questionid ? await lockQuestion(tx, input.questionid, contentsId) : null;
    const row = {
      chapterId: input.chapterid,
      kind: input.kind,
      text: input.text,
      explanation: input.explanation,
      options: storedOptions(input, before?.options ?? []),
      answerTrue: input.kind === 'truefalse' ? (input.answerTrue ?? null) : null,
      updatedAt: ctx.now(),
    };
    const [saved] = before
      ? await tx.update(examQuestions).set(row).where(eq(examQuestions.id, before.id)).returning()
      : await tx
          .insert(examQuestions)
          .values({ ...row, contentsId })
          .returning();
    const verb = before ? 'examQuestion.update' : 'examQuestion.create';
    await recordChange(tx, admin, verb, { type: 'examQuestion', id: saved!.id }, before, saved!);
    return questionDto(saved!);
  });
}

/** A question leaves the bank; attempts that drew it are graded without it (decision 100). */
export async function deleteQuestion(ctx: AppContext, admin: SessionUser, questionId: number): Promise<null> {
  await adminTransaction(ctx, admin, async (tx) => {
    const question = await lockQuestion(tx, questionId);
    await tx.delete(examQuestions).where(eq(examQuestions.id, questionId));
    await recordChange(
      tx,
      admin,
      'examQuestion.delete',
      { type: 'examQuestion', id: questionId },
      question,
      null,
    );
  });
  return null;
}
