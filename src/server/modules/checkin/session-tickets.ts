import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessionTickets } from '../../db/schema/session-checkin';

/**
 * The ticket codes of these training seats, made on first need (showing the seat in 내 강의실, or
 * mailing its confirmation); a second call, or two at once, finds the same codes.
 */
export async function ticketCodes(db: Executor, enrolmentIds: number[]): Promise<Map<number, string>> {
  if (!enrolmentIds.length) return new Map();
  await db
    .insert(sessionTickets)
    .values(enrolmentIds.map((enrolmentId) => ({ enrolmentId })))
    .onConflictDoNothing({ target: sessionTickets.enrolmentId });
  const rows = await db
    .select({ enrolmentId: sessionTickets.enrolmentId, code: sessionTickets.code })
    .from(sessionTickets)
    .where(inArray(sessionTickets.enrolmentId, enrolmentIds));
  return new Map(rows.map((row) => [row.enrolmentId, row.code]));
}
