import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contents } from '../../db/schema/catalogue';
import { refunds } from '../../db/schema/payment';
import { courseProgressRate } from '../learning/course-progress';
import type { OrderRow } from './order-settlement';
import { decideRefund } from './refund-policy';

/** Progress as the refund policy reads it: a share between 0 and 1. */
export async function courseProgress(db: Executor, userId: number, contentsId: number): Promise<number> {
  return (await courseProgressRate(db, userId, contentsId)) / 100;
}

/** The policy's refund, unless a request or a refund is already open on the order. */
export async function quoteRefund(db: Executor, order: OrderRow, now: Date) {
  const [pending] = await db
    .select({ n: count() })
    .from(refunds)
    .where(and(eq(refunds.orderRowId, order.id), inArray(refunds.status, ['requested', 'processing'])));
  const decision = await refundPolicy(db, order, now);
  if ((pending?.n ?? 0) > 0)
    return { refundable: false, policy: null, amount: 0, reason: 'requested' } as const;
  return decision;
}

/** What the refund policy returns on the order now, whatever is pending (refund-policy.ts). */
export async function refundPolicy(db: Executor, order: OrderRow, now: Date) {
  const [content] = order.contentsId
    ? await db
        .select({ accessDays: contents.accessDays, startsAt: contents.startsAt })
        .from(contents)
        .where(eq(contents.id, order.contentsId))
    : [];
  return decideRefund({
    kind: order.kind,
    status: order.status,
    amount: order.amount,
    canceledAmount: order.canceledAmount,
    approvedAt: order.approvedAt,
    now,
    accessDays: content?.accessDays ?? null,
    sessionStartsAt: content?.startsAt ?? null,
    progress: order.contentsId ? await courseProgress(db, order.userId, order.contentsId) : 0,
  });
}
