import type { FindIdBody, FoundIds } from '@shared/contract/account';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { notFound } from '../../domain/errors';

/**
 * `me****@example.com`: enough of the local part for the owner to recognise it, the domain whole
 * (the owner needs it to know which mailbox to open), the rest hidden from whoever else typed in
 * the name and number.
 */
export function maskLoginEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const shown = local.length > 3 ? 2 : 1;
  return `${local.slice(0, shown)}${'*'.repeat(Math.max(3, local.length - shown))}${address.slice(at)}`;
}

/**
 * The active accounts with this name and mobile number. Like find-password, a miss says so (the
 * spec's 'We couldn't find an account with that information'); both are rate-limited per address
 * and per number, and a hit shows only a masked email.
 */
export async function findId(ctx: AppContext, input: FindIdBody): Promise<FoundIds> {
  const rows = await ctx.db
    .select({ email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.name, input.name), eq(users.mobile, input.mobile), eq(users.status, 'active')))
    .orderBy(asc(users.createdAt));
  if (rows.length === 0) throw notFound('ACCOUNT_NOT_FOUND', 'auth.accountNotFound');
  return rows.map((row) => ({ email: maskLoginEmail(row.email), joinedAt: row.createdAt.toISOString() }));
}
