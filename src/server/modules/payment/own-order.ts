import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/payment';
import { recordNotFound } from '../../domain/errors';

/** A member's own order, locked for the transaction; another member's answers as a missing one does. */
export async function lockOwnOrder(
  db: Executor,
  orderRowId: number,
  userId: number,
): Promise<typeof orders.$inferSelect> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderRowId), eq(orders.userId, userId)))
    .for('update');
  if (!row) throw recordNotFound();
  return row;
}
