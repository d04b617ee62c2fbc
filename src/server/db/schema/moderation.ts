import { REPORT_REASONS, REPORT_TARGETS } from '@shared/contract/moderation';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt, tstz } from './columns';

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
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    /** The reporter's own words, plain text; optional whatever the reason. */
    detail: text('detail'),
    createdAt: createdAt(),
    /** When an operator acted on the target (hide, restore, delete or dismiss). */
    closedAt: tstz('closed_at'),
  },
  (t) => [
    uniqueIndex('content_reports_reporter_key').on(t.targetKind, t.targetId, t.reporterId),
    index('content_reports_open_idx').on(t.closedAt, t.createdAt),
  ],
);
