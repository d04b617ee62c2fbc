import { seoulParts } from '@shared/format';
import { and, eq, isNull, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { lessonAttendance } from '../../db/schema/attendance';
import { contents, lessons } from '../../db/schema/catalogue';
import { type CreditHoursRow, contentsCredits, creditAwards } from '../../db/schema/credits';
import { lessonProgress } from '../../db/schema/learning';
import { sessionPresence } from '../../db/schema/session-checkin';
import { isLicenseVerified } from '../account/license.service';
import { sessionCreditInput } from '../checkin/presence-time';
import { lessonShownToMembers } from '../contents/curriculum';
import { courseExamStanding } from '../exam/exam-standing';
import { newVerificationCode } from '../learning/certificate.service';
import { courseProgressRate } from '../learning/course-progress';

/**
 * 연수평점 awards (decision 102). A course's credit follows verified watch time: one credit per full
 * hour (the association's "at least one hour of verified study for one credit"), capped at the
 * course's credits, once the course is complete. A session's follows its hours table. Only verified
 * licences earn; one row per member and course or session, whatever runs at once.
 */

/** The KST calendar date of an instant, as YYYY-MM-DD. */
export function seoulDate(instant: Date): string {
  const { year, month, day } = seoulParts(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A course's credit for its verified seconds: 10 tenths per full hour (`hourSec`, 3600 but where
 * tests shorten it), never above the course's credits.
 */
export function onlineCreditTenths(verifiedSec: number, courseTenths: number, hourSec: number): number {
  return Math.min(Math.floor(verifiedSec / hourSec) * 10, courseTenths);
}

/** What awarding a course's credit reads from the app: the time, and how long one credit's hour is. */
export interface CourseCreditClock {
  now: Date;
  hourSec: number;
}

export function courseCreditClock(ctx: AppContext): CourseCreditClock {
  return { now: ctx.now(), hourSec: ctx.config.CREDITS_HOUR_SEC };
}

/**
 * A session's credit for the time present: the last row whose minutes were reached (inclusive: 120
 * minutes present reaches "from 120"), never above the session's credits; under the first row, none.
 */
export function sessionCreditTenths(
  table: CreditHoursRow[],
  presentSec: number,
  sessionTenths: number,
): number {
  const minutes = Math.floor(Math.max(0, presentSec) / 60);
  const reached = [...table]
    .sort((a, b) => a.fromMinutes - b.fromMinutes)
    .filter((row) => row.fromMinutes <= minutes)
    .at(-1);
  return Math.min(reached?.creditTenths ?? 0, sessionTenths);
}

type CreditsRow = typeof contentsCredits.$inferSelect;

/** The licence copied onto an award, when the member's licence is verified now; else null. */
async function verifiedLicence(db: Executor, userId: number) {
  if (!(await isLicenseVerified(db, userId))) return null;
  const [row] = await db
    .select({ kind: users.licenseKind, number: users.licenseNumber })
    .from(users)
    .where(eq(users.id, userId));
  return row?.kind && row.number ? { licenseKind: row.kind, licenseNumber: row.number } : null;
}

const withinValidity = (credits: CreditsRow, day: string) =>
  credits.validFrom <= day && day <= credits.validTo;

function awardValues(
  credits: CreditsRow,
  licence: { licenseKind: string; licenseNumber: string },
  award: {
    userId: number;
    kind: 'online' | 'session';
    creditTenths: number;
    studiedSec: number;
    earnedOn: string;
  },
) {
  return {
    ...award,
    contentsId: credits.contentsId,
    accreditingBody: credits.accreditingBody,
    approvalNumber: credits.approvalNumber,
    category: credits.category,
    ...licence,
    verificationCode: newVerificationCode('MC'),
  };
}

async function courseComplete(db: Executor, userId: number, contentsId: number): Promise<boolean> {
  if ((await courseProgressRate(db, userId, contentsId)) < 100) return false;
  return !(await courseExamStanding(db, userId, [contentsId])).pending.has(contentsId);
}

/** The member's verified seconds over the lessons of a course members see. */
async function verifiedCourseSec(db: Executor, userId: number, contentsId: number): Promise<number> {
  const [row] = await db
    .select({ seconds: sum(lessonAttendance.verifiedSec).mapWith(Number) })
    .from(lessonAttendance)
    .innerJoin(lessons, eq(lessons.id, lessonAttendance.lessonId))
    .where(
      and(
        eq(lessonAttendance.userId, userId),
        eq(lessonAttendance.contentsId, contentsId),
        lessonShownToMembers,
      ),
    );
  return row?.seconds ?? 0;
}

/**
 * Awards a course's credit when it is due: the course carries credits (and no hours table), the
 * member's licence is verified, the course is complete (every lesson watched, every test passed) and
 * at least one full hour is verified, on a day within the approval's validity. Called whenever one of
 * these may have become true: a lesson completed, a test passed, a presence check answered, a licence
 * verified. An award already made rises when more hours are verified later (up to the cap) and never
 * falls; its row, day and code stay. Returns the credit's tenths, or 0.
 */
export async function awardCourseCredit(
  db: Executor,
  input: { userId: number; contentsId: number } & CourseCreditClock,
): Promise<number> {
  const [credits] = await db
    .select()
    .from(contentsCredits)
    .where(and(eq(contentsCredits.contentsId, input.contentsId), isNull(contentsCredits.hoursTable)));
  const earnedOn = seoulDate(input.now);
  if (!credits || !withinValidity(credits, earnedOn)) return 0;
  const licence = await verifiedLicence(db, input.userId);
  if (!licence || !(await courseComplete(db, input.userId, input.contentsId))) return 0;
  const studiedSec = await verifiedCourseSec(db, input.userId, input.contentsId);
  const creditTenths = onlineCreditTenths(studiedSec, credits.creditTenths, input.hourSec);
  if (creditTenths === 0) return 0;
  const [row] = await db
    .insert(creditAwards)
    .values(
      awardValues(credits, licence, {
        userId: input.userId,
        kind: 'online',
        creditTenths,
        studiedSec,
        earnedOn,
      }),
    )
    // Exactly one row per member and course: of two completions at once, the second finds the first.
    .onConflictDoUpdate({
      target: [creditAwards.userId, creditAwards.contentsId],
      set: { creditTenths, studiedSec },
      setWhere: sql`${creditAwards.creditTenths} < ${creditTenths}`,
    })
    .returning({ creditTenths: creditAwards.creditTenths });
  return row?.creditTenths ?? creditTenths;
}

/**
 * Awards what a member who has just been verified earned before (decision 102): every credit-bearing
 * course they have started is checked as on completion, and every session they attended by the time
 * recorded at its door.
 */
export async function awardPendingCredits(
  db: Executor,
  userId: number,
  clock: CourseCreditClock,
): Promise<void> {
  const started = await db
    .selectDistinct({ contentsId: lessonProgress.contentsId })
    .from(lessonProgress)
    .innerJoin(contentsCredits, eq(contentsCredits.contentsId, lessonProgress.contentsId))
    .where(and(eq(lessonProgress.userId, userId), isNull(contentsCredits.hoursTable)));
  for (const { contentsId } of started) await awardCourseCredit(db, { userId, contentsId, ...clock });
  const attended = await db.select().from(sessionPresence).where(eq(sessionPresence.userId, userId));
  for (const presence of attended) {
    const credit = sessionCreditInput(presence);
    if (credit) await awardSessionCredit(db, credit);
  }
}

/**
 * A session's credit from the time present, by its hours table, for verified licences only. Keyed by
 * member and session: called on departure and again on every correction of the time present, it
 * recomputes the one row; a correction below the table's first row removes it. The credit counts on
 * the session's day (KST). Returns the credit's tenths (0: none).
 */
export async function awardSessionCredit(
  db: Executor,
  input: { userId: number; contentsId: number; presentSec: number; now?: Date },
): Promise<number> {
  const [found] = await db
    .select({ credits: contentsCredits, startsAt: contents.startsAt })
    .from(contentsCredits)
    .innerJoin(contents, eq(contents.id, contentsCredits.contentsId))
    .where(and(eq(contentsCredits.contentsId, input.contentsId), eq(contents.conttype, 'training')));
  if (!found?.credits.hoursTable) return 0;
  const { credits } = found;
  const earnedOn = seoulDate(found.startsAt ?? input.now ?? new Date());
  const licence = await verifiedLicence(db, input.userId);
  if (!licence || !withinValidity(credits, earnedOn)) return 0;
  const studiedSec = Math.max(0, Math.round(input.presentSec));
  const creditTenths = sessionCreditTenths(credits.hoursTable ?? [], studiedSec, credits.creditTenths);
  const key = and(eq(creditAwards.userId, input.userId), eq(creditAwards.contentsId, input.contentsId));
  if (creditTenths === 0) {
    await db.delete(creditAwards).where(key);
    return 0;
  }
  await db
    .insert(creditAwards)
    .values(
      awardValues(credits, licence, {
        userId: input.userId,
        kind: 'session',
        creditTenths,
        studiedSec,
        earnedOn,
      }),
    )
    .onConflictDoUpdate({
      target: [creditAwards.userId, creditAwards.contentsId],
      set: { creditTenths, studiedSec },
    });
  return creditTenths;
}
