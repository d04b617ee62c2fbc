import { QUESTION_KINDS } from '@shared/contract/exam';
import type { LocalizedText } from '@shared/localized';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { chapters, contents } from './catalogue';
import { createdAt, localized, tstz, updatedAt } from './columns';

/** A choice of a question; `isAnswer` never leaves the server before the attempt is submitted. */
export interface StoredOption {
  id: string;
  text: LocalizedText;
  isAnswer: boolean;
}

/** A course's question bank; a question tagged with a chapter may also be drawn by that chapter's exam. */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    contentsId: integer('contents_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: QUESTION_KINDS }).notNull(),
    text: localized('text'),
    explanation: localized('explanation'),
    /** Single and multiple choice: the options. True/false: empty, the answer is `answerTrue`. */
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    answerTrue: boolean('answer_true'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('exam_questions_course_idx').on(t.contentsId, t.chapterId)],
);

/** An exam of a course (chapterId null) or of one of its chapters: one per scope. */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    contentsId: integer('contents_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    title: localized('title'),
    passPercent: integer('pass_percent').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
    timeLimitMin: integer('time_limit_min'),
    /** Null: every question of the scope's bank. */
    questionCount: integer('question_count'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(true),
    shuffleOptions: boolean('shuffle_options').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('exams_scope_uq').on(t.contentsId, t.chapterId).nullsNotDistinct()],
);

/** What an attempt drew, in its order: fixed when it starts, so a reload shows the same paper. */
export interface AttemptPaperItem {
  questionId: number;
  optionIds: string[];
}

/** One member's attempt; `number` is unique per exam and member, so concurrent starts cannot exceed the limit. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: integer('number').notNull(),
    paper: jsonb('paper').$type<AttemptPaperItem[]>().notNull(),
    /** Option ids chosen per question id, as last saved or submitted in time. */
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull().default({}),
    startedAt: tstz('started_at').notNull(),
    deadlineAt: tstz('deadline_at'),
    submittedAt: tstz('submitted_at'),
    score: integer('score'),
    correctCount: integer('correct_count'),
    passed: boolean('passed'),
    late: boolean('late').notNull().default(false),
  },
  (t) => [uniqueIndex('exam_attempts_number_uq').on(t.examId, t.userId, t.number)],
);
