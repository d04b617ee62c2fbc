import type { ReportBody, ReportReceipt } from '@shared/contract/moderation';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contentReports } from '../../db/schema/moderation';
import { invalid, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { findTarget } from './moderation-targets';

/**
 * POST /api/Moderation/Report: a signed-in member reports a review or post they can see. Once per
 * member and target: a repeat (a double click, a retry) answers the first report and adds nothing,
 * so one member cannot push a target up the queue.
 */
export async function reportContent(
  ctx: AppContext,
  user: SessionUser,
  body: ReportBody,
): Promise<ReportReceipt> {
  const target = await findTarget(ctx.db, body.targetKind, body.targetId);
  // Someone else's hidden post is out of the reporter's sight: as if it did not exist.
  if (!target || (target.hiddenAt && target.userId !== user.id))
    throw recordNotFound('moderation.errors.targetMissing');
  if (target.userId === user.id) throw invalid('REPORT_OWN_CONTENT', 'moderation.errors.ownContent');
  const [created] = await ctx.db
    .insert(contentReports)
    .values({
      targetKind: body.targetKind,
      targetId: body.targetId,
      reporterId: user.id,
      reason: body.reason,
      detail: body.detail ?? null,
    })
    .onConflictDoNothing()
    .returning({ createdAt: contentReports.createdAt });
  if (created) return { created: true, reportedAt: created.createdAt.toISOString() };
  const [first] = await ctx.db
    .select({ createdAt: contentReports.createdAt })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.targetKind, body.targetKind),
        eq(contentReports.targetId, body.targetId),
        eq(contentReports.reporterId, user.id),
      ),
    );
  return { created: false, reportedAt: first!.createdAt.toISOString() };
}
