import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { contents } from './catalogue';
import { createdAt, tstz, updatedAt } from './columns';

/**
 * 수강평 (issue 44): one per member and course, by a holder who has watched enough of it. A hidden
 * review (moderation) leaves the average and the lists but stays visible to its author, marked.
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: serial('id').primaryKey(),
    contentsId: integer('contents_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    /** Plain text with line breaks. */
    body: text('body').notNull(),
    /** The one public reply of an instructor or operator. */
    replyBody: text('reply_body'),
    replyUserId: integer('reply_user_id').references(() => users.id),
    repliedAt: tstz('replied_at'),
    hiddenAt: tstz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_reviews_member_course_key').on(t.contentsId, t.userId),
    index('course_reviews_course_idx').on(t.contentsId, t.createdAt),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
