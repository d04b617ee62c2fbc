import type { sessionPresence } from '../../db/schema/session-checkin';

/** An attendee's arrival and departure at a training session (decision 103). */
export type PresenceRow = typeof sessionPresence.$inferSelect;

/** Whole seconds between arrival and departure; null until both are known. */
export function presentSeconds(
  presence: Pick<PresenceRow, 'arrivedAt' | 'departedAt'> | null,
): number | null {
  if (!presence?.arrivedAt || !presence.departedAt) return null;
  return Math.max(0, Math.floor((presence.departedAt.getTime() - presence.arrivedAt.getTime()) / 1000));
}

/** What the credits of the session's hours table are worked out from; null until both times are known. */
export function sessionCreditInput(row: PresenceRow) {
  const presentSec = presentSeconds(row);
  return presentSec === null ? null : { userId: row.userId, contentsId: row.contentsId, presentSec };
}
