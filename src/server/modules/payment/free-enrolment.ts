import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contents } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/learning';
import type { SessionUser } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { assertAccountActive } from '../account/account-status';
import { enrolmentPeriod, recruitmentClosed, takeSeat } from './order-settlement';
import { hasActiveEnrolment, noSeats } from './payment.service';

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
    if (!content) throw notFound();
    if (content.price > 0) throw new AppError(400, 'NOT_FREE', 'payment.notFree');
    if (await hasActiveEnrolment(tx, user.id, content.id, now))
      throw new AppError(409, 'ALREADY_ENROLLED', 'payment.alreadyEnrolled');
    if (
      content.conttype === 'training' &&
      (recruitmentClosed(content, now) || !(await takeSeat(tx, content.id)))
    ) {
      throw noSeats();
    }
    await tx.insert(enrolments).values({
      userId: user.id,
      contentsId: content.id,
      source: 'purchase',
      ...enrolmentPeriod(content, now),
    });
    await tx
      .update(contents)
      .set({ enrolCount: sql`${contents.enrolCount} + 1` })
      .where(eq(contents.id, content.id));
    return { contentsid: content.id, conttype: content.conttype };
  });
}
