import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/account';
import type { SessionSource } from '../../domain/session-user';

/**
 * The database side of the session check. A session is open while its refresh-token family belongs
 * to the user and no token of it has been revoked (logout, reuse, or a change that ends every
 * session); the partial index on revoked families keeps that a single index probe.
 */
export function databaseSessionSource(db: Database): SessionSource {
  const accountColumns = { role: users.role, status: users.status };
  return {
    async session(userId, sessionId) {
      const family = eq(refreshTokens.familyId, sessionId);
      // A family belongs to one user: its first row names the owner, found in one probe.
      const familyOwner = db
        .select({ userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(family)
        .limit(1);
      const revokedInFamily = db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(and(family, isNotNull(refreshTokens.revokedAt)));
      const [row] = await db
        .select({
          ...accountColumns,
          open: sql<boolean>`(${familyOwner}) = ${users.id} and not exists (${revokedInFamily})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row && { account: { role: row.role, status: row.status }, open: row.open === true };
    },
    async account(userId) {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
      return row;
    },
  };
}
