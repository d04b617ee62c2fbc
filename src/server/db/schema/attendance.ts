import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uuid,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { memberLessonColumns } from './learning';

/** Parts of a lesson's timeline, in seconds, sorted and disjoint: `[[0, 120], [300, 310.5]]`. */
export type TimelineIntervals = [number, number][];

/**
 * A lesson opened in a player of a credit-bearing course (decision 101). Only the account's newest
 * session adds time; the older ones are marked superseded.
 */
export const attendanceSessions = pgTable(
  'attendance_sessions',
  {
    id: uuid('id').primaryKey(),
    ...memberLessonColumns(),
    /** The lesson's length when it was opened: no position counts beyond it. */
    durationSec: integer('duration_sec').notNull(),
    openedAt: tstz('opened_at').notNull(),
    /** The last accepted report: when the server received it and where the player was. */
    lastBeatAt: tstz('last_beat_at'),
    lastPositionSec: doublePrecision('last_position_sec'),
    /** Played since the last answered presence check: verified once the next one is answered. */
    pending: jsonb('pending').$type<TimelineIntervals>().notNull().default([]),
    /** False after a missed presence check, until one is answered. */
    counting: boolean('counting').notNull().default(true),
    nextCheckAt: tstz('next_check_at').notNull(),
    /** The presence check asked and not answered yet. */
    checkId: uuid('check_id'),
    checkAskedAt: tstz('check_asked_at'),
    supersededAt: tstz('superseded_at'),
  },
  (t) => [index('attendance_sessions_live_idx').on(t.userId).where(sql`${t.supersededAt} is null`)],
);

/** A member's verified watching of one lesson: the union of the confirmed parts of its timeline. */
export const lessonAttendance = pgTable(
  'lesson_attendance',
  {
    ...memberLessonColumns(),
    intervals: jsonb('intervals').$type<TimelineIntervals>().notNull().default([]),
    /** The intervals' total length, rounded down to whole seconds. */
    verifiedSec: integer('verified_sec').notNull().default(0),
    /** The furthest point reached by playing (not by seeking). */
    furthestSec: doublePrecision('furthest_sec').notNull().default(0),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_attendance_course_idx').on(t.userId, t.contentsId),
  ],
);
