import type { Locale } from '@shared/constants';
import type { CourseCard, TrainingCard } from '@shared/contract/contents';
import { translate } from '@shared/i18n/messages';
import { pickLocalized } from '@shared/localized';
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { contents } from '../../db/schema/catalogue';
import { cardRating } from '../reviews/review-stats';
import { lessonShownToMembers } from './curriculum';

export type ContentsRow = typeof contents.$inferSelect;

/**
 * Totals of the lessons members see per course, computed in the same query as the card. The columns are named with
 * their tables: inside a select list Drizzle writes a bare column name, and a bare "id" inside the
 * subquery would mean the lesson's own id, not the course's.
 */
const courseLessons = sql`${sql.identifier('lessons')} where ${sql.identifier('lessons')}.${sql.identifier('contents_id')} = ${sql.identifier('contents')}.${sql.identifier('id')} and ${lessonShownToMembers}`;
export const lessonTotals = {
  totalDurationSec:
    sql<number>`(select coalesce(sum(${sql.identifier('lessons')}.${sql.identifier('duration_sec')}), 0) from ${courseLessons})`.mapWith(
      Number,
    ),
  lessonCount: sql<number>`(select count(*) from ${courseLessons})`.mapWith(Number),
};

/** What a card shows beside the course's row; a query selecting them left-joins `reviewStats` on `ratedCourse`. */
export const cardFigures = { ...lessonTotals, ...cardRating };

export interface CardFigures {
  totalDurationSec: number;
  lessonCount: number;
  ratingAverage: number | null;
  ratingCount: number | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toCourseCard(row: ContentsRow, totals: CardFigures, locale: Locale): CourseCard {
  return {
    contentsid: row.id,
    conttype: 'course',
    categoryid: row.categoryId,
    subcategoryid: row.subcategoryId,
    lang: row.lang,
    title: pickLocalized(row.title, locale),
    summary: pickLocalized(row.summary, locale),
    instructor: pickLocalized(row.instructorName, locale),
    thumbnailUrl: row.thumbnailUrl,
    level: row.level,
    price: row.price,
    listPrice: row.listPrice,
    membershipIncluded: row.membershipIncluded,
    accessDays: row.accessDays,
    lifetime: row.accessDays === null,
    totalDurationSec: totals.totalDurationSec,
    lessonCount: totals.lessonCount,
    enrolCount: row.enrolCount,
    publishedAt: iso(row.publishedAt),
    ratingAverage: totals.ratingAverage ?? null,
    ratingCount: totals.ratingCount ?? 0,
  };
}

/**
 * Recruitment closes when the session is cancelled, when an operator closes it, when every seat is
 * taken, or past the deadline.
 */
export function recruitStatus(
  row: Pick<
    ContentsRow,
    'canceledAt' | 'recruitClosed' | 'capacity' | 'seatsTaken' | 'recruitDeadline' | 'startsAt'
  >,
  now: Date,
): Pick<TrainingCard, 'recruittype' | 'closedReason' | 'seatsLeft'> {
  const seatsLeft = row.capacity === null ? null : Math.max(0, row.capacity - row.seatsTaken);
  const deadline = row.recruitDeadline ?? row.startsAt;
  let closedReason: TrainingCard['closedReason'] = null;
  if (row.canceledAt) closedReason = 'canceled';
  else if (row.recruitClosed) closedReason = 'closed';
  else if (seatsLeft === 0) closedReason = 'full';
  else if (deadline && deadline.getTime() <= now.getTime()) closedReason = 'deadline';
  return { recruittype: closedReason ? 'closed' : 'open', closedReason, seatsLeft };
}

/** The same rule as recruitStatus, as SQL, so the recruittype filter and the card always agree. */
export function recruitOpenSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return and(
    eq(contents.recruitClosed, false),
    isNull(contents.canceledAt),
    or(isNull(contents.capacity), lt(contents.seatsTaken, contents.capacity)),
    sql`coalesce(${contents.recruitDeadline}, ${contents.startsAt}) > ${at}`,
  ) as SQL;
}

const CLOSED_MESSAGE = {
  canceled: 'training.sessionCanceled',
  closed: 'training.recruitClosed',
  full: 'payment.noSeats',
  deadline: 'training.deadlinePassed',
} as const;

export function toTrainingCard(row: ContentsRow, locale: Locale, now: Date): TrainingCard {
  const status = recruitStatus(row, now);
  return {
    contentsid: row.id,
    conttype: 'training',
    categoryid: row.categoryId,
    subcategoryid: row.subcategoryId,
    edutype: row.edutype,
    title: pickLocalized(row.title, locale),
    summary: pickLocalized(row.summary, locale),
    instructor: pickLocalized(row.instructorName, locale),
    thumbnailUrl: row.thumbnailUrl,
    price: row.price,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    venue: pickLocalized(row.venueName, locale),
    venueAddress: row.venueAddress,
    capacity: row.capacity,
    recruitDeadline: iso(row.recruitDeadline ?? row.startsAt),
    ...status,
    closedMessage: status.closedReason ? translate(locale, CLOSED_MESSAGE[status.closedReason]) : '',
  };
}
