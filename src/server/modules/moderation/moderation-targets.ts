import type { ReportTarget } from '@shared/contract/moderation';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contentReports } from '../../db/schema/moderation';
import { coursePosts } from '../../db/schema/questions';
import { courseReviews } from '../../db/schema/reviews';

/** The two kinds of reportable content share the columns moderation reads and writes. */
export const targetTables = { review: courseReviews, post: coursePosts } as const;

export type TargetRow = Awaited<ReturnType<typeof findTarget>>;

/** The review or post, FOR UPDATE when an operator acts on it; undefined when there is none. */
export async function findTarget(tx: Executor, kind: ReportTarget, id: number, lock = false) {
  const table = targetTables[kind];
  const query = tx
    .select({
      id: table.id,
      userId: table.userId,
      contentsId: table.contentsId,
      body: table.body,
      hiddenAt: table.hiddenAt,
      hiddenReason: table.hiddenReason,
    })
    .from(table)
    .where(eq(table.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Closes the open reports of these targets of one kind; answers how many it closed. */
export async function closeReports(tx: Executor, kind: ReportTarget, ids: number[], now: Date) {
  if (!ids.length) return 0;
  const closed = await tx
    .update(contentReports)
    .set({ closedAt: now })
    .where(
      and(
        eq(contentReports.targetKind, kind),
        inArray(contentReports.targetId, ids),
        isNull(contentReports.closedAt),
      ),
    )
    .returning({ id: contentReports.id });
  return closed.length;
}
