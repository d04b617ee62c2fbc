import type {
  PresenceCorrectionBody,
  PresenceResult,
  SessionScanBody,
  SessionScanResult,
} from '@shared/contract/session-checkin';
import { ticketCode } from '@shared/contract/session-checkin';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { enrolments } from '../../db/schema/learning';
import { orders } from '../../db/schema/payment';
import { sessionPresence, sessionScans, sessionTickets } from '../../db/schema/session-checkin';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalidInput, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';
import { awardSessionCredit } from '../credits/credit-award.service';
import { type PresenceRow, presentSeconds, sessionCreditInput } from './presence-time';

/** A scan's own time is taken if it is no older than this (a queue kept offline through the day)… */
const SCAN_MAX_AGE_MS = 24 * 60 * 60_000;
/** …and no further ahead than a device's clock may drift. */
const SCAN_MAX_AHEAD_MS = 5 * 60_000;

/** The scan's time, or the server's when the device's clock is beyond belief. */
export function scanTime(claimed: string, now: Date): Date {
  const at = new Date(claimed);
  const age = now.getTime() - at.getTime();
  return age > SCAN_MAX_AGE_MS || age < -SCAN_MAX_AHEAD_MS ? now : at;
}

async function lockPresence(tx: Executor, enrolment: { id: number; userId: number; contentsId: number }) {
  await tx
    .insert(sessionPresence)
    .values({ enrolmentId: enrolment.id, userId: enrolment.userId, contentsId: enrolment.contentsId })
    .onConflictDoNothing({ target: sessionPresence.enrolmentId });
  const [row] = await tx
    .select()
    .from(sessionPresence)
    .where(eq(sessionPresence.enrolmentId, enrolment.id))
    .for('update');
  return row!;
}

/** A seat whose ticket is void: refunded or cancelled (the enrolment revoked, or its order cancelled). */
function isVoid(enrolment: typeof enrolments.$inferSelect, order: typeof orders.$inferSelect | null) {
  return enrolment.status !== 'active' || (order !== null && order.canceledAmount > 0);
}

/**
 * A change of the time present (a departure scanned, an operator's correction), in the change's own
 * transaction: the credits follow it, by the session's hours table (decision 102). A stay without
 * both times (a correction cleared one) counts as no time, which takes back a credit given before.
 */
async function presenceChanged(tx: Executor, row: PresenceRow): Promise<void> {
  await awardSessionCredit(
    tx,
    sessionCreditInput(row) ?? { userId: row.userId, contentsId: row.contentsId, presentSec: 0 },
  );
}

/**
 * One scan at the door (decision 103). The earliest arrival and the latest departure are kept, so
 * a repeated scan, or a queued one synced late, changes nothing it should not. A scan is refused
 * for an unknown code, another session's ticket, a refunded or cancelled seat, and a departure
 * before the arrival.
 */
export async function recordScan(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  body: SessionScanBody,
): Promise<SessionScanResult> {
  const code = ticketCode.parse(body.code);
  const now = ctx.now();
  return adminTransaction(ctx, admin, async (tx) => {
    const [found] = await tx
      .select({ enrolment: enrolments, order: orders, name: users.name })
      .from(sessionTickets)
      .innerJoin(enrolments, eq(enrolments.id, sessionTickets.enrolmentId))
      .innerJoin(users, eq(users.id, enrolments.userId))
      .leftJoin(orders, eq(orders.id, enrolments.orderRowId))
      .where(eq(sessionTickets.code, code));
    if (!found) throw recordNotFound('checkin.unknownTicket');
    const { enrolment, order, name } = found;
    if (enrolment.contentsId !== contentsId) throw conflict('CONFLICT', 'checkin.otherSession');
    if (isVoid(enrolment, order)) throw conflict('CONFLICT', 'checkin.ticketVoid');

    const presence = await lockPresence(tx, enrolment);
    const answer = (row: PresenceRow, outcome: SessionScanResult['outcome']): SessionScanResult => ({
      enrolmentid: enrolment.id,
      name,
      mode: body.mode,
      outcome,
      arrivedAt: row.arrivedAt?.toISOString() ?? null,
      departedAt: row.departedAt?.toISOString() ?? null,
    });
    const [seen] = await tx
      .select()
      .from(sessionScans)
      .where(eq(sessionScans.idempotencyKey, body.idempotencyKey));
    if (seen) {
      if (seen.enrolmentId !== enrolment.id || seen.mode !== body.mode) throw invalidInput();
      return answer(presence, body.mode === 'arrival' ? 'arrived' : 'departed');
    }

    const at = scanTime(body.scannedAt, now);
    let next: Pick<PresenceRow, 'arrivedAt' | 'departedAt'>;
    let outcome: SessionScanResult['outcome'];
    if (body.mode === 'arrival') {
      const earlier = !presence.arrivedAt || at < presence.arrivedAt;
      next = { arrivedAt: earlier ? at : presence.arrivedAt, departedAt: presence.departedAt };
      outcome = presence.arrivedAt ? 'alreadyArrived' : 'arrived';
    } else {
      if (!presence.arrivedAt) throw conflict('CONFLICT', 'checkin.notArrived');
      if (at < presence.arrivedAt) throw conflict('CONFLICT', 'checkin.departureBeforeArrival');
      const later = !presence.departedAt || at > presence.departedAt;
      next = { arrivedAt: presence.arrivedAt, departedAt: later ? at : presence.departedAt };
      outcome = 'departed';
    }
    await tx.insert(sessionScans).values({
      idempotencyKey: body.idempotencyKey,
      enrolmentId: enrolment.id,
      mode: body.mode,
      scannedAt: at,
      receivedAt: now,
      operatorId: admin.id,
    });
    const [updated] = await tx
      .update(sessionPresence)
      .set({ ...next, updatedAt: now })
      .where(eq(sessionPresence.enrolmentId, enrolment.id))
      .returning();
    // The console's check box and 내 강의실's "attended" follow the arrival.
    await tx.update(enrolments).set({ attendedAt: next.arrivedAt }).where(eq(enrolments.id, enrolment.id));
    if (body.mode === 'departure') await presenceChanged(tx, updated!);
    return answer(updated!, outcome);
  });
}

/** An operator sets an attendee's arrival and departure by hand, with a reason the audit log keeps. */
export async function correctPresence(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  enrolmentId: number,
  body: PresenceCorrectionBody,
): Promise<PresenceResult> {
  const now = ctx.now();
  return adminTransaction(ctx, admin, async (tx) => {
    const [found] = await tx
      .select({ enrolment: enrolments, order: orders })
      .from(enrolments)
      .leftJoin(orders, eq(orders.id, enrolments.orderRowId))
      .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.contentsId, contentsId)));
    if (!found) throw recordNotFound();
    if (isVoid(found.enrolment, found.order)) throw conflict('CONFLICT', 'checkin.ticketVoid');
    const before = await lockPresence(tx, found.enrolment);
    const next = {
      arrivedAt: body.arrivedAt ? new Date(body.arrivedAt) : null,
      departedAt: body.departedAt ? new Date(body.departedAt) : null,
    };
    const [updated] = await tx
      .update(sessionPresence)
      .set({ ...next, correctedAt: now, updatedAt: now })
      .where(eq(sessionPresence.enrolmentId, enrolmentId))
      .returning();
    await tx.update(enrolments).set({ attendedAt: next.arrivedAt }).where(eq(enrolments.id, enrolmentId));
    await recordChange(
      tx,
      admin,
      'enrolment.correctPresence',
      { type: 'enrolment', id: enrolmentId },
      { arrivedAt: before.arrivedAt, departedAt: before.departedAt, reason: null },
      { ...next, reason: body.reason },
    );
    await presenceChanged(tx, updated!);
    return {
      enrolmentid: enrolmentId,
      arrivedAt: updated!.arrivedAt?.toISOString() ?? null,
      departedAt: updated!.departedAt?.toISOString() ?? null,
      presentSec: presentSeconds(updated!),
    };
  });
}
