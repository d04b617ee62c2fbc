import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contents } from '../../db/schema/catalogue';
import { conflict, invalid, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { assertAccountActive } from '../account/account-status';
import { enrolPurchase, hasActiveEnrolment } from '../enrolment/enrolment.service';
import { assertSeatOpen, takeSeat } from './order-settlement';
import { noSeats } from './payment-errors';

/**
 * Enrols a member in a course or training session whose price is 0: no order, no gateway, the same
 * access period and seat rules as a purchase, all in one transaction.
 */
export async function enrolFree(ctx: AppContext, user: SessionUser, contentsId: number) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await assertAccountActive(tx, user.id);
    const [content] = await tx
      .select()
      .from(contents)
      .where(and(eq(contents.id, contentsId), eq(contents.isPublished, true)))
      .for('update');
    if (!content) throw recordNotFound();
    if (content.price > 0) throw invalid('NOT_FREE', 'payment.notFree');
    if (await hasActiveEnrolment(tx, user.id, content.id, now))
      throw conflict('ALREADY_ENROLLED', 'payment.alreadyEnrolled');
    if (content.conttype === 'training') {
      assertSeatOpen(content, now, null);
      if (!(await takeSeat(tx, content.id))) throw noSeats();
    }
    await enrolPurchase(tx, { userId: user.id, content, at: now });
    return { contentsid: content.id, conttype: content.conttype };
  });
}
