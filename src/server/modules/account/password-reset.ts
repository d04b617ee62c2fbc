import { PASSWORD_RESET_TTL_SECONDS } from '@shared/contract/account';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets } from '../../db/schema/account';
import { hashToken, newOpaqueToken } from './tokens';

/** Creates a single-use reset token for the user; only its hash is stored. */
export async function createResetToken(executor: Executor, userId: number, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await executor.insert(passwordResets).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
  });
  return token;
}

/**
 * Uses up a reset token and every other open one of the same user; answers the user id, or null
 * when the token is unknown, used or expired. The conditional update makes two concurrent uses of
 * one token impossible: only one of them finds the row still unused.
 */
export async function consumeResetToken(
  executor: Executor,
  token: string,
  now: Date,
): Promise<number | null> {
  const [row] = await executor
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!row) return null;
  await closeResetTokens(executor, row.userId, now);
  return row.userId;
}

export async function closeResetTokens(executor: Executor, userId: number, now: Date): Promise<void> {
  await executor
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
