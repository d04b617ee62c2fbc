import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt, tstz } from './columns';

/** What a member can report: a review or a question, answer or follow-up. */
export const REPORT_TARGETS = ['review', 'post'] as const;

/**
 * A signed-in member's report of a review or post (issue 44). Once per reporter and target; the
 * console's queue lists targets with open reports. Hiding, restoring and deleting act on the target
 * itself and are audited; they close its open reports.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: serial('id').primaryKey(),
    targetKind: text('target_kind', { enum: REPORT_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** When an operator acted on the target (hide, restore, delete or dismiss). */
    closedAt: tstz('closed_at'),
  },
  (t) => [
    uniqueIndex('content_reports_reporter_key').on(t.targetKind, t.targetId, t.reporterId),
    index('content_reports_open_idx').on(t.closedAt, t.createdAt),
  ],
);
