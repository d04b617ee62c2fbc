import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { forbidden } from '../../domain/errors';

export const accountSuspended = () => forbidden('ACCOUNT_SUSPENDED', 'auth.accountSuspended');

/**
 * Buying and paying need an active account. Called inside the write's transaction: the row lock
 * orders it against a suspension (which locks the row for update), so an order is either made
 * before the suspension or refused after it, never in between. A caller that also serialises the
 * member's own writes on this row asks for 'no key update' here, at once: two transactions that
 * each hold the share lock and then ask for the stronger one wait on each other, a deadlock.
 */
export async function assertAccountActive(
  executor: Executor,
  userId: number,
  lock: 'share' | 'no key update' = 'share',
): Promise<void> {
  const [row] = await executor
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for(lock);
  if (row?.status !== 'active') throw accountSuspended();
}

/**
 * Watching needs an active account too. Media files are fetched many times a minute, so this asks
 * the session registry, which a suspension tells at once.
 */
export async function assertMayWatch(ctx: AppContext, userId: number): Promise<void> {
  const account = await ctx.sessions.account(userId);
  if (account?.status !== 'active') throw accountSuspended();
}
