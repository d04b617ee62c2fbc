import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './account';
import { contents, lessons } from './catalogue';
import { createdAt, tstz, updatedAt } from './columns';

/** A question opens a thread; answers (instructors, operators) and follow-ups (holders) reply to it. */
export const COURSE_POST_KINDS = ['question', 'answer', 'followup'] as const;

/**
 * 질문·답변 (issue 44), per course and, where the asker chose, per lesson and moment of its video.
 * Plain text with line breaks and at most one image, re-encoded on upload as banners are.
 */
export const coursePosts = pgTable(
  'course_posts',
  {
    id: serial('id').primaryKey(),
    contentsId: integer('contents_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    /** The question a reply belongs to; null on a question. */
    questionId: integer('question_id').references((): AnyPgColumn => coursePosts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COURSE_POST_KINDS }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The moment of the lesson's video the question is about, in seconds. */
    atSecond: integer('at_second'),
    title: text('title'),
    body: text('body').notNull(),
    /** A public image path (`/GetUrl/questions/…`). */
    imagePath: text('image_path'),
    /** Questions only: the asker marked it resolved. */
    resolvedAt: tstz('resolved_at'),
    hiddenAt: tstz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_posts_course_idx').on(t.contentsId, t.kind, t.createdAt),
    index('course_posts_question_idx').on(t.questionId, t.createdAt),
  ],
);
