import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SessionDatas, TokenPair } from '@shared/contract/account';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/account';
import { signAccessToken } from '../../domain/access-token';
import { unauthenticated } from '../../domain/errors';

type UserRow = typeof users.$inferSelect;
/** What issuing tokens needs: the secrets and lifetimes, and the clock. */
type IssuingContext = Pick<AppContext, 'config' | 'now'>;

/** 256 random bits, URL-safe: refresh tokens and password-reset tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak does not hand out live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const invalidRefreshToken = () => unauthenticated('INVALID_REFRESH_TOKEN', 'auth.invalidRefreshToken');

function accessTokenFor(ctx: IssuingContext, user: UserRow, familyId: string): Promise<string> {
  return signAccessToken(ctx.config.JWT_SECRET, ctx.config.ACCESS_TOKEN_TTL, {
    id: user.id,
    useruid: user.useruid,
    role: user.role,
    name: user.name,
    email: user.email,
    sessionId: familyId,
  });
}

/**
 * With keepLogin a refresh token lives REFRESH_TOKEN_TTL_DAYS from its issue (each rotation slides
 * it). Without keepLogin the session ends with the first access token, as the spec's guard expects,
 * so the family never outlives it.
 */
function refreshExpiry(ctx: IssuingContext, keepLogin: boolean): Date {
  const seconds = keepLogin ? ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400 : ctx.config.ACCESS_TOKEN_TTL;
  return new Date(ctx.now().getTime() + seconds * 1000);
}

/** Starts a new token family: what login, sign-up and a password change answer. */
export async function startSession(
  ctx: IssuingContext,
  executor: Executor,
  user: UserRow,
  keepLogin: boolean,
): Promise<SessionDatas> {
  const familyId = randomUUID();
  const refreshToken = newOpaqueToken();
  await executor.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    keepLogin,
    createdAt: ctx.now(),
    expiresAt: refreshExpiry(ctx, keepLogin),
  });
  return {
    accessToken: await accessTokenFor(ctx, user, familyId),
    refreshToken,
    email: user.email,
    useruid: user.useruid,
    name: user.name,
    role: user.role,
    keepLogin,
  };
}

export async function revokeFamily(executor: Executor, familyId: string, at: Date): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(executor: Executor, userId: number, at: Date): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Exchanges a refresh token for a new pair. Each token works once: presenting one that was already
 * rotated means two parties hold the family (one of them a thief), so the whole family is revoked.
 */
export async function rotateRefreshToken(
  ctx: AppContext,
  refreshToken: string,
  useruid: string,
): Promise<TokenPair> {
  const now = ctx.now();
  const refused = { refused: true as const, revokedFor: null as number | null };
  // The transaction returns instead of throwing so that a revocation is committed, not rolled back.
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      .for('update');
    if (!row) return refused;
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user || user.useruid !== useruid) return refused;
    if (row.revokedAt) return refused;
    if (row.rotatedAt || user.status !== 'active') {
      await revokeFamily(tx, row.familyId, now);
      return { refused: true as const, revokedFor: user.id };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return refused;
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
    const next = newOpaqueToken();
    await tx.insert(refreshTokens).values({
      userId: user.id,
      familyId: row.familyId,
      tokenHash: hashToken(next),
      keepLogin: row.keepLogin,
      createdAt: now,
      expiresAt: row.keepLogin ? refreshExpiry(ctx, true) : row.expiresAt,
    });
    return { refused: false as const, user, familyId: row.familyId, refreshToken: next };
  });
  if (outcome.refused) {
    // The family's access tokens end with it, on every instance.
    if (outcome.revokedFor !== null) await ctx.sessions.ended(outcome.revokedFor);
    throw invalidRefreshToken();
  }
  return {
    accessToken: await accessTokenFor(ctx, outcome.user, outcome.familyId),
    refreshToken: outcome.refreshToken,
  };
}

/** Whether the caller's current session asked to be kept; a password change keeps that choice. */
export async function familyKeepsLogin(executor: Executor, familyId: string | undefined): Promise<boolean> {
  if (!familyId) return false;
  const [row] = await executor
    .select({ keepLogin: refreshTokens.keepLogin })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId))
    .limit(1);
  return row?.keepLogin ?? false;
}
