import { ENROLMENT_SOURCES, ENROLMENT_STATUSES } from '@shared/contract/learning';
import type { LocalizedText } from '@shared/localized';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { contents, lessons } from './catalogue';
import { createdAt, tstz } from './columns';
import { orders } from './payment';

/** Access to a course (with its expiry) or a seat in a training session. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    contentsId: integer('contents_id')
      .notNull()
      .references(() => contents.id),
    /** The paid order that granted it; unique, so a repeated confirm cannot grant twice. */
    orderRowId: integer('order_row_id').references(() => orders.id),
    source: text('source', { enum: ENROLMENT_SOURCES }).notNull(),
    status: text('status', { enum: ENROLMENT_STATUSES }).notNull().default('active'),
    startsAt: tstz('starts_at').notNull(),
    /** Null: lifetime access. */
    expiresAt: tstz('expires_at'),
    revokedAt: tstz('revoked_at'),
    /** A training seat: when the operator checked the attendee in on the day; null until then. */
    attendedAt: tstz('attended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrolments_order_uq').on(t.orderRowId),
    index('enrolments_user_idx').on(t.userId, t.contentsId, t.status),
  ],
);

/** Whose watching of which lesson, of which course. */
export const memberLessonColumns = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  lessonId: integer('lesson_id')
    .notNull()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  contentsId: integer('contents_id')
    .notNull()
    .references(() => contents.id),
});

/** Where a member is in a lesson; one small row per member and lesson, written idempotently. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    ...memberLessonColumns(),
    positionSec: integer('position_sec').notNull().default(0),
    watchedSec: integer('watched_sec').notNull().default(0),
    completedAt: tstz('completed_at'),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_course_idx').on(t.userId, t.contentsId),
  ],
);

/** Issued at 100% progress; `number` is printed on the PDF and verifiable publicly. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    contentsId: integer('contents_id')
      .notNull()
      .references(() => contents.id),
    holderName: text('holder_name').notNull(),
    courseTitle: jsonb('course_title').$type<LocalizedText>().notNull(),
    /** The course's length when it was completed: the sum of its lessons' video lengths. */
    durationSec: integer('duration_sec').notNull(),
    completedAt: tstz('completed_at').notNull(),
    issuedAt: createdAt(),
  },
  (t) => [uniqueIndex('certificates_user_course_uq').on(t.userId, t.contentsId)],
);
