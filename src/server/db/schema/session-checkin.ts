import { SESSION_SCAN_MODES } from '@shared/contract/session-checkin';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { contents } from './catalogue';
import { tstz, updatedAt } from './columns';
import { enrolments } from './learning';

/**
 * A training seat's ticket (decision 103): the code its QR carries, 16 random hex digits, made
 * when the seat is first shown or mailed. Not the enrolment's id, which is sequential and so
 * guessable. The ticket is valid while its enrolment is active: a refund revokes the enrolment
 * and with it the ticket.
 */
export const sessionTickets = pgTable(
  'session_tickets',
  {
    enrolmentId: integer('enrolment_id')
      .primaryKey()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    code: text('code').notNull().default(sql`substr(md5(gen_random_uuid()::text), 1, 16)`),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('session_tickets_code_key').on(t.code)],
);

/**
 * When an attendee arrived at and left a training session: the earliest arrival and the latest
 * departure scanned (so scans synced late or out of order give the same row), or the times an
 * operator set in a correction.
 */
export const sessionPresence = pgTable('session_presence', {
  enrolmentId: integer('enrolment_id')
    .primaryKey()
    .references(() => enrolments.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  contentsId: integer('contents_id')
    .notNull()
    .references(() => contents.id),
  arrivedAt: tstz('arrived_at'),
  departedAt: tstz('departed_at'),
  /** The last operator correction, whose reason is in the audit log. */
  correctedAt: tstz('corrected_at'),
  updatedAt: updatedAt(),
});

/**
 * Every scan accepted at the door, once per idempotency key: a scan queued offline and sent again
 * after a lost answer finds its row and gets the same answer.
 */
export const sessionScans = pgTable(
  'session_scans',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: SESSION_SCAN_MODES }).notNull(),
    /** The scan's own time (the device's clock, bounded), which the presence row takes. */
    scannedAt: tstz('scanned_at').notNull(),
    receivedAt: tstz('received_at').notNull(),
    operatorId: integer('operator_id').references(() => users.id),
  },
  (t) => [index('session_scans_enrolment_idx').on(t.enrolmentId)],
);
