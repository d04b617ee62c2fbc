import { randomInt, randomUUID } from 'node:crypto';
import type {
  AttendanceSession,
  HeartbeatAnswer,
  HeartbeatBody,
  PresenceAnswer,
} from '@shared/contract/attendance';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema/account';
import { attendanceSessions, lessonAttendance } from '../../db/schema/attendance';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { creditsOf } from '../credits/contents-credits';
import { awardCourseCredit, courseCreditClock } from '../credits/credit-award.service';
import { assertCanWatchLesson } from '../learning/course-access';
import { applyBeat, presenceDeadline, type SessionState, settleMissedCheck } from './heartbeat-rules';
import { lengthOf, unionOf } from './timeline-intervals';

/**
 * Verified watch time on credit-bearing courses (decision 101). Every write locks the session row
 * first, then the member's lesson record, so concurrent heartbeats of one session queue up.
 */

type Viewer = Pick<SessionUser, 'id' | 'role'>;
type SessionRow = typeof attendanceSessions.$inferSelect;
type LessonRecord = typeof lessonAttendance.$inferSelect;

/** When the next presence check falls: a random moment within the configured window. */
function nextCheckAfter(ctx: AppContext, from: Date): Date {
  const min = ctx.config.ATTENDANCE_CHECK_MIN_SEC;
  const max = Math.max(min, ctx.config.ATTENDANCE_CHECK_MAX_SEC);
  return new Date(from.getTime() + randomInt(min, max + 1) * 1000);
}

function lessonFigures(
  lessonId: number,
  record: Pick<LessonRecord, 'verifiedSec' | 'furthestSec'> | undefined,
) {
  return {
    lessonid: lessonId,
    verifiedSec: record?.verifiedSec ?? 0,
    furthestSec: Math.floor(record?.furthestSec ?? 0),
  };
}

/**
 * Where a session opened now starts its checks. Reopening the player must not skip a check: a
 * session used within the last window hands on its schedule, and a check it left unanswered counts
 * as missed.
 */
function carriedSchedule(ctx: AppContext, previous: SessionRow | undefined, now: Date) {
  const windowMs = ctx.config.ATTENDANCE_CHECK_MAX_SEC * 1000;
  const lastUse = previous ? (previous.lastBeatAt ?? previous.openedAt) : null;
  if (!previous || !lastUse || now.getTime() - lastUse.getTime() > windowMs)
    return { counting: true, nextCheckAt: nextCheckAfter(ctx, now) };
  return { counting: previous.counting && previous.checkId === null, nextCheckAt: previous.nextCheckAt };
}

/**
 * POST /api/Attendance/Open: a session for the lesson, if its course carries credits. It takes over
 * from every other session of the account, which from then on adds nothing.
 */
export async function openAttendance(
  ctx: AppContext,
  user: Viewer,
  lessonId: number,
): Promise<AttendanceSession> {
  const lesson = await assertCanWatchLesson(ctx, user, lessonId);
  if (!(await creditsOf(ctx.db, lesson.contentsId)))
    return { sessionid: null, creditBearing: false, ...lessonFigures(lesson.id, undefined) };
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // One account's opens queue up on its row, so two opened at once cannot both stay live.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    const taken = await tx
      .update(attendanceSessions)
      .set({ supersededAt: now })
      .where(and(eq(attendanceSessions.userId, user.id), isNull(attendanceSessions.supersededAt)))
      .returning();
    const previous = taken.sort((a, b) => b.openedAt.getTime() - a.openedAt.getTime())[0];
    const id = randomUUID();
    await tx.insert(attendanceSessions).values({
      id,
      userId: user.id,
      lessonId: lesson.id,
      contentsId: lesson.contentsId,
      durationSec: lesson.durationSec,
      openedAt: now,
      ...carriedSchedule(ctx, previous, now),
    });
    const [record] = await tx
      .select()
      .from(lessonAttendance)
      .where(and(eq(lessonAttendance.userId, user.id), eq(lessonAttendance.lessonId, lesson.id)));
    return { sessionid: id, creditBearing: true, ...lessonFigures(lesson.id, record) };
  });
}

async function lockSession(tx: Transaction, user: Viewer, sessionId: string): Promise<SessionRow> {
  const [session] = await tx
    .select()
    .from(attendanceSessions)
    .where(and(eq(attendanceSessions.id, sessionId), eq(attendanceSessions.userId, user.id)))
    .for('update');
  if (!session) throw recordNotFound();
  return session;
}

/** The member's record of the session's lesson, created empty on first use, locked. */
async function lockLessonRecord(tx: Transaction, session: SessionRow, now: Date): Promise<LessonRecord> {
  const key = and(
    eq(lessonAttendance.userId, session.userId),
    eq(lessonAttendance.lessonId, session.lessonId),
  );
  await tx
    .insert(lessonAttendance)
    .values({
      userId: session.userId,
      lessonId: session.lessonId,
      contentsId: session.contentsId,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [record] = await tx.select().from(lessonAttendance).where(key).for('update');
  return record!;
}

function stateOf(session: SessionRow): SessionState {
  return {
    lastBeatAt: session.lastBeatAt,
    lastPositionSec: session.lastPositionSec,
    pending: session.pending,
    counting: session.counting,
    nextCheckAt: session.nextCheckAt,
    checkId: session.checkId,
    checkAskedAt: session.checkAskedAt,
  };
}

/** POST /api/Attendance/Heartbeat: the player says where it is; the server decides what counts. */
export async function recordHeartbeat(
  ctx: AppContext,
  user: Viewer,
  beat: HeartbeatBody,
): Promise<HeartbeatAnswer> {
  // Access is checked again on every report, before the transaction (the check reads through the
  // pool): a course refunded or expired mid-lesson stops adding time at once, not at the next open.
  const [owned] = await ctx.db
    .select({ lessonId: attendanceSessions.lessonId })
    .from(attendanceSessions)
    .where(and(eq(attendanceSessions.id, beat.sessionid), eq(attendanceSessions.userId, user.id)));
  if (!owned) throw recordNotFound();
  await assertCanWatchLesson(ctx, user, owned.lessonId);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const session = await lockSession(tx, user, beat.sessionid);
    if (session.lessonId !== beat.lessonid) throw recordNotFound('learning.lessonNotFound');
    const record = await lockLessonRecord(tx, session, now);
    if (session.supersededAt) {
      return {
        ...lessonFigures(session.lessonId, record),
        status: 'superseded',
        resumeAtSec: null,
        presenceCheck: null,
        pendingSec: 0,
      };
    }
    const outcome = applyBeat(
      stateOf(session),
      record.furthestSec,
      beat,
      now,
      session.durationSec,
      randomUUID,
    );
    await tx.update(attendanceSessions).set(outcome.session).where(eq(attendanceSessions.id, session.id));
    await tx
      .update(lessonAttendance)
      .set({ furthestSec: outcome.furthestSec, updatedAt: now })
      .where(
        and(eq(lessonAttendance.userId, session.userId), eq(lessonAttendance.lessonId, session.lessonId)),
      );
    const { checkId, checkAskedAt, pending } = outcome.session;
    return {
      ...lessonFigures(session.lessonId, {
        verifiedSec: record.verifiedSec,
        furthestSec: outcome.furthestSec,
      }),
      status: outcome.status,
      resumeAtSec: outcome.resumeAtSec,
      presenceCheck:
        checkId && checkAskedAt
          ? { checkid: checkId, expiresAt: presenceDeadline(checkAskedAt).toISOString() }
          : null,
      pendingSec: Math.floor(lengthOf(pending)),
    };
  });
}

/**
 * POST /api/Attendance/Presence: the member answers "are you there?". In time, what was played
 * since the last check becomes verified and counting goes on; late, it is dropped.
 */
export async function answerPresence(
  ctx: AppContext,
  user: Viewer,
  input: { sessionid: string; checkid: string },
): Promise<PresenceAnswer> {
  const { answer, contentsId } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const session = await lockSession(tx, user, input.sessionid);
    const record = await lockLessonRecord(tx, session, now);
    const held = stateOf(session);
    const current = settleMissedCheck(held, now);
    // A late answer ends its check as missed: what was pending is dropped, counting stops.
    if (current !== held)
      await tx.update(attendanceSessions).set(current).where(eq(attendanceSessions.id, session.id));
    const accepted = !session.supersededAt && current.checkId === input.checkid;
    const contentsId = record.contentsId;
    if (!accepted)
      return { answer: { ...lessonFigures(session.lessonId, record), accepted: false }, contentsId };
    const intervals = unionOf(record.intervals, current.pending);
    const verifiedSec = Math.floor(lengthOf(intervals));
    await tx
      .update(lessonAttendance)
      .set({ intervals, verifiedSec, updatedAt: now })
      .where(
        and(eq(lessonAttendance.userId, session.userId), eq(lessonAttendance.lessonId, session.lessonId)),
      );
    await tx
      .update(attendanceSessions)
      .set({
        pending: [],
        counting: true,
        checkId: null,
        checkAskedAt: null,
        nextCheckAt: nextCheckAfter(ctx, now),
      })
      .where(eq(attendanceSessions.id, session.id));
    const answer = {
      ...lessonFigures(session.lessonId, { verifiedSec, furthestSec: record.furthestSec }),
      accepted: true,
    };
    return { answer, contentsId };
  });
  // More verified time may complete the course's credit, or raise it towards the cap (decision 102).
  if (answer.accepted)
    await awardCourseCredit(ctx.db, { userId: user.id, contentsId, ...courseCreditClock(ctx) });
  return answer;
}

/** The member's verified seconds per lesson of a course (lessons never watched are absent). */
export async function verifiedSecByLesson(ctx: AppContext, userId: number, contentsId: number) {
  const rows = await ctx.db
    .select({ lessonId: lessonAttendance.lessonId, verifiedSec: lessonAttendance.verifiedSec })
    .from(lessonAttendance)
    .where(and(eq(lessonAttendance.userId, userId), eq(lessonAttendance.contentsId, contentsId)));
  return new Map(rows.map((row) => [row.lessonId, row.verifiedSec]));
}
