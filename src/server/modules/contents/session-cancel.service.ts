import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contents } from '../../db/schema/catalogue';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordAudit } from '../audit/audit.service';

/**
 * Calls a session off: recruitment ends at once and the session shows as cancelled; refunding
 * every paid attendee is the session-cancellation job's (payment jobs, `npm run jobs:once`), which
 * resumes after a crash. Cancelling twice changes nothing.
 */
export async function cancelSession(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  reason: string,
): Promise<void> {
  await adminTransaction(ctx, admin, async (tx) => {
    const [before] = await tx.select().from(contents).where(eq(contents.id, contentsId)).for('update');
    if (before?.conttype !== 'training') throw recordNotFound('catalogue.contentsNotFound');
    if (before.canceledAt) throw conflict('SESSION_CANCELED', 'training.sessionAlreadyCanceled');
    const now = ctx.now();
    await tx
      .update(contents)
      .set({ canceledAt: now, cancelReason: reason, updatedAt: now })
      .where(eq(contents.id, contentsId));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'CANCEL session',
      target: String(contentsId),
      before: { canceledAt: null, seatsTaken: before.seatsTaken },
      after: { canceledAt: now.toISOString(), reason },
    });
  });
}
