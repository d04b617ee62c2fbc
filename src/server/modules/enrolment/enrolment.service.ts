import { type AnyColumn, and, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contents } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/learning';

/**
 * Enrolments: a member's access to a course (until a date, or for life) or seat in a training
 * session. Every path that gives access (a paid order, a free enrolment, an operator's grant) and
 * every path that ends it goes through here, so a new way to buy (a gift, a bundle) changes one
 * caller, not the rules. A membership opens courses without an enrolment
 * (membership/membership-access.ts).
 */

type ContentRow = typeof contents.$inferSelect;
export type EnrolmentSource = (typeof enrolments.$inferInsert)['source'];

const DAY_MS = 86_400_000;

/** A course runs from purchase for its access days (or for life); a training seat lasts the session. */
export function enrolmentPeriod(content: ContentRow, at: Date): { startsAt: Date; expiresAt: Date | null } {
  if (content.conttype === 'training') return { startsAt: content.startsAt ?? at, expiresAt: content.endsAt };
  return {
    startsAt: at,
    expiresAt: content.accessDays ? new Date(at.getTime() + content.accessDays * DAY_MS) : null,
  };
}

export interface EnrolmentGrant {
  userId: number;
  contentsId: number;
  source: EnrolmentSource;
  startsAt: Date;
  /** Null: lifetime access. */
  expiresAt: Date | null;
  /** The paid order behind it; at most one enrolment per order, so a repeated settlement grants once. */
  orderRowId?: number;
}

/** Writes the access; undefined when the order already granted it. */
export async function grantEnrolment(db: Executor, grant: EnrolmentGrant) {
  const [row] = await db
    .insert(enrolments)
    .values({ ...grant, orderRowId: grant.orderRowId ?? null })
    .onConflictDoNothing()
    .returning({ id: enrolments.id, expiresAt: enrolments.expiresAt });
  return row;
}

/**
 * A purchase, paid (with its order) or free: the content's own access period from `at`, counted
 * among the content's enrolments. The caller holds the content row locked.
 */
export async function enrolPurchase(
  db: Executor,
  purchase: { userId: number; content: ContentRow; at: Date; orderRowId?: number },
) {
  await grantEnrolment(db, {
    userId: purchase.userId,
    contentsId: purchase.content.id,
    source: 'purchase',
    orderRowId: purchase.orderRowId,
    ...enrolmentPeriod(purchase.content, purchase.at),
  });
  await db
    .update(contents)
    .set({ enrolCount: sql`${contents.enrolCount} + 1` })
    .where(eq(contents.id, purchase.content.id));
}

/** Ends the access a paid order granted: any refund of it, full or partial. */
export async function revokeOrderEnrolment(db: Executor, orderRowId: number, now: Date) {
  await db
    .update(enrolments)
    .set({ status: 'revoked', revokedAt: now })
    .where(and(eq(enrolments.orderRowId, orderRowId), eq(enrolments.status, 'active')));
}

/** A cancelled session: seats given without payment end with it (paid ones end with their refund). */
export async function revokeUnpaidSeats(db: Executor, contentsId: number, now: Date) {
  await db
    .update(enrolments)
    .set({ status: 'revoked', revokedAt: now })
    .where(
      and(
        eq(enrolments.contentsId, contentsId),
        eq(enrolments.status, 'active'),
        ne(enrolments.source, 'purchase'),
      ),
    );
}

const live = (now: Date) =>
  and(eq(enrolments.status, 'active'), or(isNull(enrolments.expiresAt), gt(enrolments.expiresAt, now)));

/**
 * Who is enrolled in what now, one row (user_id, contents_id) per member and content: an enrolment
 * neither revoked nor expired. Every enrolment figure of the console counts these rows, so the course
 * list and the progress report cannot disagree. Membership access is no enrolment and is not counted.
 */
export const currentLearners = (now: Date) =>
  sql`select distinct ${enrolments.userId} as user_id, ${enrolments.contentsId} as contents_id from ${enrolments} where ${live(now)}`;

/** How many members are enrolled in the content now (see currentLearners). */
export const enrolledCount = (contentsId: SQL | AnyColumn, now: Date) =>
  sql<number>`(select count(*) from (${currentLearners(now)}) learners where learners.contents_id = ${contentsId})`.mapWith(
    Number,
  );

/** The member's enrolment that gives access to the content now, the longest first; null if none. */
export async function liveEnrolment(db: Executor, userId: number, contentsId: number, now: Date) {
  const [found] = await db
    .select({ expiresAt: enrolments.expiresAt })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.contentsId, contentsId), live(now)))
    .orderBy(sql`${enrolments.expiresAt} desc nulls first`)
    .limit(1);
  return found ?? null;
}

export async function hasActiveEnrolment(db: Executor, userId: number, contentsId: number, now: Date) {
  return (await liveEnrolment(db, userId, contentsId, now)) !== null;
}

/**
 * The member's unrevoked enrolments in these contents, expired ones included: course access tells
 * "expired" from "never enrolled" (learning/course-access.ts).
 */
export function activeEnrolmentsIn(db: Executor, userId: number, contentsIds: number[]) {
  return db
    .select({ contentsId: enrolments.contentsId, expiresAt: enrolments.expiresAt, source: enrolments.source })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.status, 'active'),
        inArray(enrolments.contentsId, contentsIds),
      ),
    );
}

/** The access period a paid order granted, for the order's details. */
export async function orderEnrolment(db: Executor, orderRowId: number) {
  const [row] = await db
    .select({ expiresAt: enrolments.expiresAt, startsAt: enrolments.startsAt })
    .from(enrolments)
    .where(eq(enrolments.orderRowId, orderRowId));
  return row;
}
