import { CREDIT_CATEGORIES } from '@shared/contract/credits';
import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { contents } from './catalogue';
import { updatedAt } from './columns';

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
  updatedAt: updatedAt(),
});
