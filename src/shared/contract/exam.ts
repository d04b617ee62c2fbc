import { z } from 'zod';
import { idField, idParam } from './fields';
import { localizedTextInput, localizedTextOutput, optionalLocalizedTextInput } from './localized-input';

/**
 * E-tests (decision 100). A course keeps a question bank; an exam, attached to the course or to one
 * of its chapters, draws its questions from the bank of that scope. Grading happens on the server
 * only: nothing a member receives before submitting names the right options or the explanations.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'truefalse'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A true/false question's two options: fixed ids, labelled in the reader's language. */
export const TRUE_FALSE_OPTION_IDS = ['true', 'false'] as const;

/** A submission this long after the deadline still counts as on time (network, a slow tab). */
export const EXAM_GRACE_SECONDS = 30;
export const EXAM_LIMITS = {
  maxAttempts: 20,
  maxTimeLimitMin: 600,
  maxQuestions: 200,
  minOptions: 2,
  maxOptions: 8,
} as const;

export const examIdParams = z.object({ examid: idParam });
export const attemptIdParams = z.object({ attemptid: idParam });

/** One question as the member sees it while answering: texts and option ids only. */
export const attemptQuestion = z.object({
  questionid: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  options: z.array(z.object({ optionid: z.string(), text: z.string() })),
});
export type AttemptQuestion = z.infer<typeof attemptQuestion>;

/** The member's chosen option ids per question (several for a multiple-choice question). */
export const examAnswers = z
  .array(
    z.object({ questionid: idField, optionids: z.array(z.string().max(40)).max(EXAM_LIMITS.maxOptions) }),
  )
  .max(EXAM_LIMITS.maxQuestions);
export type ExamAnswers = z.infer<typeof examAnswers>;

/** POST /api/Exam/Start/{examid}: the open attempt, its questions in the attempt's fixed order. */
export const examAttempt = z.object({
  attemptid: z.number().int(),
  examid: z.number().int(),
  contentsid: z.number().int(),
  title: z.string(),
  number: z.number().int(),
  maxAttempts: z.number().int(),
  startedAt: z.iso.datetime(),
  /** Null without a time limit; the server refuses answers after it (plus a short grace). */
  deadlineAt: z.iso.datetime().nullable(),
  questions: z.array(attemptQuestion),
  /** Answers saved so far, to resume after a reload. */
  answers: examAnswers,
});
export type ExamAttempt = z.infer<typeof examAttempt>;

export const saveAnswersBody = z.object({ answers: examAnswers });
export type SaveAnswersBody = z.infer<typeof saveAnswersBody>;
export const savedAnswers = z.object({ attemptid: z.number().int(), savedAt: z.iso.datetime() });

/** After submission: every question with its right options, the member's choice and the explanation. */
export const examResult = z.object({
  attemptid: z.number().int(),
  examid: z.number().int(),
  contentsid: z.number().int(),
  title: z.string(),
  number: z.number().int(),
  submittedAt: z.iso.datetime(),
  /** Whole percent of questions answered right. */
  score: z.number().int(),
  passPercent: z.number().int(),
  passed: z.boolean(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  /** Submitted after the deadline and its grace: graded on the answers saved in time. */
  late: z.boolean(),
  questions: z.array(
    z.object({
      questionid: z.number().int(),
      kind: z.enum(QUESTION_KINDS),
      text: z.string(),
      explanation: z.string(),
      correct: z.boolean(),
      options: z.array(
        z.object({ optionid: z.string(), text: z.string(), isAnswer: z.boolean(), chosen: z.boolean() }),
      ),
    }),
  ),
});
export type ExamResult = z.infer<typeof examResult>;

export const attemptSummary = z.object({
  attemptid: z.number().int(),
  number: z.number().int(),
  startedAt: z.iso.datetime(),
  deadlineAt: z.iso.datetime().nullable(),
  /** Null while the attempt is open. */
  submittedAt: z.iso.datetime().nullable(),
  score: z.number().int().nullable(),
  passed: z.boolean().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummary>;

/** GET /api/Exam/Course/{contentsid}: the course's exams with the member's attempts. */
export const memberExam = z.object({
  examid: z.number().int(),
  title: z.string(),
  /** The chapter it covers, or null for the whole course. */
  chapterTitle: z.string().nullable(),
  questionCount: z.number().int(),
  passPercent: z.number().int(),
  maxAttempts: z.number().int(),
  timeLimitMin: z.number().int().nullable(),
  passed: z.boolean(),
  bestScore: z.number().int().nullable(),
  attemptsLeft: z.number().int(),
  openAttemptId: z.number().int().nullable(),
  attempts: z.array(attemptSummary),
});
export type MemberExam = z.infer<typeof memberExam>;

// The console.

const percentField = z
  .number({ error: 'validation.invalid' })
  .int()
  .min(1, { error: 'exam.passPercentRange' })
  .max(100, { error: 'exam.passPercentRange' });

export const adminExamSaveBody = z.object({
  examid: idField.optional(),
  /** Null or absent: the exam covers the whole course. */
  chapterid: idField.nullable().default(null),
  title: localizedTextInput(200),
  passPercent: percentField,
  maxAttempts: z
    .number({ error: 'validation.invalid' })
    .int()
    .min(1, { error: 'exam.maxAttemptsRange' })
    .max(EXAM_LIMITS.maxAttempts, { error: 'exam.maxAttemptsRange' }),
  timeLimitMin: z
    .number()
    .int()
    .min(1, { error: 'exam.timeLimitRange' })
    .max(EXAM_LIMITS.maxTimeLimitMin, { error: 'exam.timeLimitRange' })
    .nullable()
    .default(null),
  /** How many questions each attempt draws from the bank; null: every question of the scope. */
  questionCount: z
    .number()
    .int()
    .min(1, { error: 'validation.invalid' })
    .max(EXAM_LIMITS.maxQuestions)
    .nullable()
    .default(null),
  shuffleQuestions: z.boolean().default(true),
  shuffleOptions: z.boolean().default(true),
});
export type AdminExamSaveBody = z.infer<typeof adminExamSaveBody>;

const adminOptionInput = z.object({
  optionid: z.string().max(40).optional(),
  text: localizedTextInput(300),
  isAnswer: z.boolean(),
});

export const adminQuestionSaveBody = z
  .object({
    questionid: idField.optional(),
    /** The chapter whose exam may draw it; null: only the course-wide exam draws it. */
    chapterid: idField.nullable().default(null),
    kind: z.enum(QUESTION_KINDS),
    text: localizedTextInput(1000),
    explanation: optionalLocalizedTextInput(2000),
    /** Choices for single and multiple choice; ignored for true/false. */
    options: z
      .array(adminOptionInput)
      .max(EXAM_LIMITS.maxOptions, { error: 'exam.tooManyOptions' })
      .default([]),
    /** The right answer of a true/false question. */
    answerTrue: z.boolean().optional(),
  })
  .superRefine((question, issues) => {
    if (question.kind === 'truefalse') {
      if (question.answerTrue === undefined)
        issues.addIssue({ code: 'custom', path: ['answerTrue'], message: 'exam.trueFalseAnswer' });
      return;
    }
    if (question.options.length < EXAM_LIMITS.minOptions)
      issues.addIssue({ code: 'custom', path: ['options'], message: 'exam.tooFewOptions' });
    const answers = question.options.filter((option) => option.isAnswer).length;
    if (question.kind === 'single' && answers !== 1)
      issues.addIssue({ code: 'custom', path: ['options'], message: 'exam.singleNeedsOneAnswer' });
    if (question.kind === 'multiple' && answers < 1)
      issues.addIssue({ code: 'custom', path: ['options'], message: 'exam.multipleNeedsAnswer' });
  });
export type AdminQuestionSaveBody = z.infer<typeof adminQuestionSaveBody>;

export const adminQuestion = z.object({
  questionid: z.number().int(),
  chapterid: z.number().int().nullable(),
  kind: z.enum(QUESTION_KINDS),
  text: localizedTextOutput,
  explanation: localizedTextOutput,
  options: z.array(z.object({ optionid: z.string(), text: localizedTextOutput, isAnswer: z.boolean() })),
  answerTrue: z.boolean().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

export const adminExam = z.object({
  examid: z.number().int(),
  chapterid: z.number().int().nullable(),
  title: localizedTextOutput,
  passPercent: z.number().int(),
  maxAttempts: z.number().int(),
  timeLimitMin: z.number().int().nullable(),
  questionCount: z.number().int().nullable(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  /** Questions in its scope's bank now. */
  bankSize: z.number().int(),
  attemptCount: z.number().int(),
});
export type AdminExam = z.infer<typeof adminExam>;

/** GET /api/Admin/Contents/{contentsid}/Exams: the course's exams and its question bank. */
export const adminCourseExams = z.object({
  contentsid: z.number().int(),
  exams: z.array(adminExam),
  questions: z.array(adminQuestion),
});
export type AdminCourseExams = z.infer<typeof adminCourseExams>;
