import type { AdminAttendee, AttendeeStanding } from '@shared/contract/admin-catalogue';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { creditAwards } from '../../db/schema/credits';
import { enrolments } from '../../db/schema/learning';
import { orders } from '../../db/schema/payment';
import { sessionPresence } from '../../db/schema/session-checkin';
import { adminTransaction } from '../../domain/admin-transaction';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordAudit } from '../audit/audit.service';
import { recordChange } from '../audit/record-change';
import { presentSeconds } from '../checkin/presence-time';

async function assertTraining(ctx: AppContext, contentsId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ conttype: contents.conttype })
    .from(contents)
    .where(eq(contents.id, contentsId));
  if (row?.conttype !== 'training') throw recordNotFound('catalogue.contentsNotFound');
}

type EnrolmentRow = typeof enrolments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

function standingOf(enrolment: EnrolmentRow, order: OrderRow | null): AttendeeStanding {
  if (enrolment.status === 'active') return order && order.amount > 0 ? 'paid' : 'enrolled';
  return order && order.canceledAmount > 0 ? 'refunded' : 'canceled';
}

/**
 * Everyone holding (or having held) a seat in the session, with the order: those enrolled, and
 * those whose virtual-account order holds a seat until its deposit (counted against the seats, so
 * the operator sees who takes them). The list shows members' contact details, so viewing it is
 * recorded like any other access to personal data.
 */
export async function listAttendees(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
): Promise<AdminAttendee[]> {
  await assertTraining(ctx, contentsId);
  const [rows, awaiting] = await Promise.all([
    ctx.db
      .select({
        enrolment: enrolments,
        user: users,
        order: orders,
        presence: sessionPresence,
        creditTenths: creditAwards.creditTenths,
      })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .leftJoin(orders, eq(orders.id, enrolments.orderRowId))
      .leftJoin(sessionPresence, eq(sessionPresence.enrolmentId, enrolments.id))
      .leftJoin(
        creditAwards,
        and(eq(creditAwards.userId, enrolments.userId), eq(creditAwards.contentsId, enrolments.contentsId)),
      )
      .where(eq(enrolments.contentsId, contentsId))
      .orderBy(asc(enrolments.createdAt), asc(enrolments.id)),
    ctx.db
      .select({ user: users, order: orders })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          eq(orders.contentsId, contentsId),
          eq(orders.status, 'waiting_for_deposit'),
          eq(orders.seat, 'held'),
          gt(orders.seatHeldUntil, ctx.now()),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id)),
  ]);
  await recordAudit(ctx.db, {
    actorId: admin.id,
    action: 'training.viewAttendees',
    targetType: 'training',
    target: String(contentsId),
  });
  const contact = (user: typeof users.$inferSelect) => ({
    useruid: user.useruid,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
  });
  return [
    ...rows.map(({ enrolment, user, order, presence, creditTenths }) => ({
      enrolmentid: enrolment.id,
      ...contact(user),
      standing: standingOf(enrolment, order),
      source: enrolment.source,
      orderId: order?.orderId ?? null,
      amount: order?.amount ?? null,
      orderStatus: order?.status ?? null,
      paidAt: order?.approvedAt ? order.approvedAt.toISOString() : null,
      enrolledAt: enrolment.createdAt.toISOString(),
      attendedAt: enrolment.attendedAt ? enrolment.attendedAt.toISOString() : null,
      arrivedAt: presence?.arrivedAt?.toISOString() ?? null,
      departedAt: presence?.departedAt?.toISOString() ?? null,
      presentSec: presentSeconds(presence),
      creditTenths,
    })),
    ...awaiting.map(({ user, order }) => ({
      enrolmentid: null,
      ...contact(user),
      standing: 'awaiting_deposit' as const,
      source: 'purchase' as const,
      orderId: order.orderId,
      amount: order.amount,
      orderStatus: order.status,
      paidAt: null,
      enrolledAt: order.createdAt.toISOString(),
      attendedAt: null,
      arrivedAt: null,
      departedAt: null,
      presentSec: null,
      creditTenths: null,
    })),
  ];
}

/** Checks an attendee in (the time is kept) or takes the check back. */
export async function setAttendance(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  enrolmentId: number,
  attended: boolean,
): Promise<{ enrolmentid: number; attendedAt: string | null }> {
  return adminTransaction(ctx, admin, async (tx) => {
    const [before] = await tx
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.contentsId, contentsId)))
      .for('update');
    if (!before) throw recordNotFound();
    // Checking in twice keeps the first time.
    const attendedAt = attended ? (before.attendedAt ?? ctx.now()) : null;
    await tx.update(enrolments).set({ attendedAt }).where(eq(enrolments.id, enrolmentId));
    const target = { type: 'enrolment', id: enrolmentId } as const;
    await recordChange(tx, admin, 'enrolment.attendance', target, before, { attendedAt });
    return { enrolmentid: enrolmentId, attendedAt: attendedAt?.toISOString() ?? null };
  });
}
