import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { users } from '../db/schema/account';
import { forbidden, recordNotFound } from './errors';
import type { SessionUser } from './session-user';

type UserRow = typeof users.$inferSelect;

/**
 * The access hook checked the caller's role before the request ran, and a demotion or suspension
 * may commit between that check and the write's own commit: a demoted admin's request already in
 * flight would still promote an accomplice. So an admin write checks again inside its transaction,
 * holding the actor's row FOR SHARE until it commits. A role or status change locks the member's
 * row FOR UPDATE (adminMemberTransaction), so the two wait for each other: the write commits
 * before the demotion, or it sees the demotion and is refused (403).
 *
 * Lock order: users rows first, before anything else the write locks, and in id order. A demotion
 * locks two users rows (its actor's and the member's); two admins demoting each other at once
 * would otherwise each hold one and wait for the other.
 */
async function lockUsers(
  tx: Executor,
  admin: SessionUser,
  memberId?: number,
): Promise<{ actor: UserRow | undefined; member: UserRow | undefined }> {
  const ids = memberId === undefined ? [admin.id] : [...new Set([admin.id, memberId])].sort((a, b) => a - b);
  const locked = new Map<number, UserRow>();
  for (const id of ids) {
    const query = tx.select().from(users).where(eq(users.id, id));
    const [row] = await (id === memberId ? query.for('update') : query.for('share'));
    if (row) locked.set(id, row);
  }
  const actor = locked.get(admin.id);
  if (actor?.role !== 'admin' || actor.status !== 'active') throw forbidden('FORBIDDEN', 'errors.forbidden');
  return { actor, member: memberId === undefined ? undefined : locked.get(memberId) };
}

/**
 * For a transaction someone else opened (an upload's ingest): holds the actor's admin role until it
 * commits. Call it before the write's own statements when the transaction locks no users rows yet.
 */
export async function holdAdminRole(tx: Executor, admin: SessionUser): Promise<void> {
  await lockUsers(tx, admin);
}

/** The transaction of an admin write: `work` runs once the actor is known to be an admin still. */
export function adminTransaction<T>(
  ctx: AppContext,
  admin: SessionUser,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await holdAdminRole(tx, admin);
    return work(tx);
  });
}

/**
 * The transaction of an admin write on a member's account row (role, status, licence): `work` gets
 * the member's row, locked FOR UPDATE, once the actor is known to be an admin still.
 */
export async function adminMemberTransaction<T>(
  ctx: AppContext,
  admin: SessionUser,
  useruid: string,
  work: (tx: Transaction, member: UserRow) => Promise<T>,
): Promise<T> {
  // The id, to lock in id order; ids never change, so reading it unlocked is safe.
  const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.useruid, useruid));
  if (!target) throw recordNotFound();
  return ctx.db.transaction(async (tx) => {
    const { member } = await lockUsers(tx, admin, target.id);
    if (!member) throw recordNotFound();
    return work(tx, member);
  });
}
