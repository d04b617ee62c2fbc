import { CREDIT_CATEGORIES } from '@shared/contract/credits';
import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { contents } from './catalogue';
import { tstz, updatedAt } from './columns';

/**
 * The 연수평점 a course or a training session carries; a row here makes it credit-bearing. A table
 * of its own: most contents carry none, and the accrediting body's fields change on their own cycle.
 */
export const contentsCredits = pgTable('contents_credits', {
  contentsId: integer('contents_id')
    .primaryKey()
    .references(() => contents.id, { onDelete: 'cascade' }),
  /** Tenths of a credit: 1.5 credits is 15. */
  creditTenths: integer('credit_tenths').notNull(),
  accreditingBody: text('accrediting_body').notNull(),
  approvalNumber: text('approval_number').notNull(),
  category: text('category', { enum: CREDIT_CATEGORIES }).notNull(),
  validFrom: date('valid_from').notNull(),
  validTo: date('valid_to').notNull(),
  /** Sessions only: credits by hours present (null on courses). */
  hoursTable: jsonb('hours_table').$type<CreditHoursRow[]>(),
  updatedAt: updatedAt(),
});

/**
 * A session's hours table (issue 43): credits by the hours actually present, e.g. "from 2 h: 3
 * credits, from 3 h: 4, from 4 h: 5; under 2 h: none". Rows sorted by `fromMinutes`; the last row
 * whose threshold the attendee reached gives the credits. Courses have none (their credits follow
 * verified watch time).
 */
export type CreditHoursRow = { fromMinutes: number; creditTenths: number };

/**
 * 연수평점 awarded to a member, once per member and course or session (the unique key makes a
 * second award a no-op, under concurrency too). The accrediting body's fields and the member's
 * licence are copied as they were when awarded: the certificate and the report to the body must
 * not change when an operator later edits the course or the member their profile.
 */
export const creditAwards = pgTable(
  'credit_awards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    contentsId: integer('contents_id')
      .notNull()
      .references(() => contents.id),
    /** online: verified watch time of a course; session: hours present at a training session. */
    kind: text('kind', { enum: ['online', 'session'] }).notNull(),
    creditTenths: integer('credit_tenths').notNull(),
    /** Verified watch time, or time present between arrival and departure. */
    studiedSec: integer('studied_sec').notNull(),
    accreditingBody: text('accrediting_body').notNull(),
    approvalNumber: text('approval_number').notNull(),
    category: text('category', { enum: CREDIT_CATEGORIES }).notNull(),
    licenseKind: text('license_kind').notNull(),
    licenseNumber: text('license_number').notNull(),
    /** The day the credit counts for (KST), which decides its year in the 연수평점 tab. */
    earnedOn: date('earned_on').notNull(),
    /** Printed on the certificate and in its QR code: /credits/verify/{verificationCode}. */
    verificationCode: text('verification_code').notNull().unique(),
    awardedAt: tstz('awarded_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_awards_member_contents_key').on(t.userId, t.contentsId),
    index('credit_awards_contents_idx').on(t.contentsId, t.earnedOn),
  ],
);
