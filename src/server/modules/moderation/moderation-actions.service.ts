import type { AuditTargetType } from '@shared/contract/admin';
import type {
  ModerationAction,
  ModerationActionBody,
  ModerationActionResult,
  ReportTarget,
} from '@shared/contract/moderation';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { contentReports } from '../../db/schema/moderation';
import { coursePosts } from '../../db/schema/questions';
import { adminTransaction } from '../../domain/admin-transaction';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordAudit } from '../audit/audit.service';
import { recordChange } from '../audit/record-change';
import { closeReports, findTarget, type TargetRow, targetTables } from './moderation-targets';

const AUDIT_TYPES: Record<ReportTarget, AuditTargetType> = { review: 'courseReview', post: 'coursePost' };

type State = ModerationActionResult['state'];
const stateOf = (row: { hiddenAt: Date | null }): State => (row.hiddenAt ? 'hidden' : 'visible');

/**
 * An operator's decision on a reported review or post, in one transaction: the change, the closing
 * of the target's open reports and the audit entry (`courseReview.hide`, `coursePost.delete`…, with
 * the operator's reason and the content as it was). Each is idempotent: a retry of a decision
 * already applied, with no report opened since, changes nothing and records nothing.
 */
export function moderate(
  ctx: AppContext,
  admin: SessionUser,
  action: ModerationAction,
  body: ModerationActionBody,
): Promise<ModerationActionResult> {
  const { targetKind: kind, targetId: id, reason } = body;
  return adminTransaction(ctx, admin, async (tx) => {
    const now = ctx.now();
    const target = await findTarget(tx, kind, id, true);
    if (!target) {
      // A delete retried after it committed finds its reports, all closed.
      if (action === 'delete' && (await reportCount(tx, kind, id)) > 0)
        return { targetKind: kind, targetId: id, state: 'deleted' as const, closedReports: 0 };
      throw recordNotFound('moderation.errors.targetMissing');
    }
    const open = await openReportCount(tx, kind, id);
    const after = afterAction(action, target, reason, now);
    if (after.state === stateOf(target) && open === 0 && action !== 'delete')
      return { targetKind: kind, targetId: id, state: after.state, closedReports: 0 };

    if (action === 'delete') await deleteTarget(tx, kind, id, now);
    else if (after.state !== stateOf(target)) {
      const table = targetTables[kind];
      await tx
        .update(table)
        .set({ hiddenAt: after.hiddenAt, hiddenReason: after.hiddenReason })
        .where(eq(table.id, id));
    }
    const closedReports = await closeReports(tx, kind, [id], now);
    const entry = {
      actorId: admin.id,
      action: `${AUDIT_TYPES[kind]}.${action}`,
      targetType: AUDIT_TYPES[kind],
    };
    if (action === 'delete')
      // The content is gone: the entry keeps all of it, and why.
      await recordAudit(tx, {
        ...entry,
        target: String(id),
        before: snapshot(target, open),
        after: { reason },
      });
    else
      await recordChange(tx, admin, entry.action, { type: entry.targetType, id }, snapshot(target, open), {
        hiddenAt: after.hiddenAt,
        hiddenReason: after.hiddenReason,
        openReports: 0,
        reason,
      });
    return { targetKind: kind, targetId: id, state: after.state, closedReports };
  });
}

/** What the target becomes: hidden with the operator's reason, visible again, gone, or as it was. */
function afterAction(action: ModerationAction, target: NonNullable<TargetRow>, reason: string, now: Date) {
  switch (action) {
    case 'hide':
      return target.hiddenAt
        ? { state: 'hidden' as const, hiddenAt: target.hiddenAt, hiddenReason: target.hiddenReason }
        : { state: 'hidden' as const, hiddenAt: now, hiddenReason: reason };
    case 'restore':
      return { state: 'visible' as const, hiddenAt: null, hiddenReason: null };
    case 'delete':
      return { state: 'deleted' as const, hiddenAt: null, hiddenReason: null };
    case 'dismiss':
      return { state: stateOf(target), hiddenAt: target.hiddenAt, hiddenReason: target.hiddenReason };
  }
}

/** The content as the log keeps it: enough to see what was hidden or deleted, and whose it was. */
function snapshot(target: NonNullable<TargetRow>, openReports: number) {
  return {
    openReports,
    authorId: target.userId,
    contentsId: target.contentsId,
    body: target.body,
    hiddenAt: target.hiddenAt,
    hiddenReason: target.hiddenReason,
  };
}

/**
 * Deletes the review or post. A question's answers and follow-ups go with it (the foreign key
 * cascades), so their open reports are closed here too: nothing is left to act on.
 */
async function deleteTarget(tx: Transaction, kind: ReportTarget, id: number, now: Date) {
  if (kind === 'post') {
    const replies = await tx
      .select({ id: coursePosts.id })
      .from(coursePosts)
      .where(eq(coursePosts.questionId, id));
    await closeReports(
      tx,
      'post',
      replies.map((reply) => reply.id),
      now,
    );
  }
  const table = targetTables[kind];
  await tx.delete(table).where(eq(table.id, id));
}

async function reportCount(tx: Transaction, kind: ReportTarget, id: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(contentReports)
    .where(and(eq(contentReports.targetKind, kind), eq(contentReports.targetId, id)));
  return row?.n ?? 0;
}

async function openReportCount(tx: Transaction, kind: ReportTarget, id: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.targetKind, kind),
        eq(contentReports.targetId, id),
        isNull(contentReports.closedAt),
      ),
    );
  return row?.n ?? 0;
}
