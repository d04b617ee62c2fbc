import type {
  AdminMembershipItem,
  AdminMembershipListQuery,
  AdminMembershipStatus,
} from '@shared/contract/admin-commerce';
import { and, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { containsPattern } from '../../db/contains-pattern';
import { users } from '../../db/schema/account';
import { memberships } from '../../db/schema/membership';
import { selectPage } from '../../db/select-page';
import { sortedBy } from '../../db/sorted-by';

type MembershipRow = typeof memberships.$inferSelect;

function statusOf(row: MembershipRow): AdminMembershipStatus {
  if (row.status === 'active' && row.cancelAtPeriodEnd) return 'cancelling';
  return row.status;
}

function statusCondition(status: AdminMembershipStatus): SQL {
  switch (status) {
    case 'active':
      return and(eq(memberships.status, 'active'), eq(memberships.cancelAtPeriodEnd, false))!;
    case 'cancelling':
      return and(eq(memberships.status, 'active'), eq(memberships.cancelAtPeriodEnd, true))!;
    default:
      return eq(memberships.status, status);
  }
}

/**
 * GET /api/Admin/Memberships: members' memberships, those with a declined renewal first (the
 * renewal job clears lastFailureCode when a charge goes through), then by the period's end.
 */
export async function listMemberships(
  ctx: AppContext,
  query: AdminMembershipListQuery,
): Promise<{ items: AdminMembershipItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(statusCondition(query.status));
  if (query.failed) conditions.push(isNotNull(memberships.lastFailureCode));
  if (query.q)
    conditions.push(
      or(ilike(users.email, containsPattern(query.q)), ilike(users.name, containsPattern(query.q)))!,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await selectPage(
    query,
    where,
    ctx.db
      .select({ membership: memberships, useruid: users.useruid, name: users.name, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .orderBy(
        ...sortedBy(
          {
            userEmail: users.email,
            status: memberships.status,
            currentPeriodEnd: memberships.currentPeriodEnd,
            startedAt: memberships.startedAt,
            retryCount: memberships.retryCount,
            endedAt: memberships.endedAt,
          },
          query,
          [
            desc(isNotNull(memberships.lastFailureCode)),
            desc(memberships.currentPeriodEnd),
            desc(memberships.id),
          ],
        ),
      )
      .$dynamic(),
    ctx.db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .$dynamic(),
  );
  return {
    items: rows.map(({ membership, useruid, name, email }) => ({
      membershipId: membership.id,
      useruid,
      userName: name,
      userEmail: email,
      status: statusOf(membership),
      currentPeriodStart: membership.currentPeriodStart.toISOString(),
      currentPeriodEnd: membership.currentPeriodEnd.toISOString(),
      startedAt: membership.startedAt.toISOString(),
      endedAt: membership.endedAt?.toISOString() ?? null,
      retryCount: membership.retryCount,
      nextRetryAt: membership.nextRetryAt?.toISOString() ?? null,
      lastFailureCode: membership.lastFailureCode,
      failedRenewal: membership.lastFailureCode !== null,
    })),
    total,
  };
}
