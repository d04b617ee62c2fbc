import type { AuditTargetType, auditListQuery } from '@shared/contract/admin';
import { fromSeoul } from '@shared/seoul-time';
import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { users } from '../../db/schema/account';
import { auditLog } from '../../db/schema/board';
import { selectPage } from '../../db/select-page';
import { sortedBy } from '../../db/sorted-by';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType?: AuditTargetType;
  target: string;
  before?: unknown;
  after?: unknown;
}

const SECRET_FIELD = /password|token|secret|authkey|billingkey|cardnumber/i;
const MAX_TEXT = 200;
const MAX_DEPTH = 4;

/** What the log keeps of a payload: no secrets, short strings, bounded depth. */
export function auditSummary(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, 20).map((item) => auditSummary(item, depth + 1));
    return value.length > 20 ? [...items, `… ${value.length - 20} more`] : items;
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_FIELD.test(key) ? '[redacted]' : auditSummary(item, depth + 1),
    ]),
  );
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    target: entry.target,
    before: auditSummary(entry.before),
    after: auditSummary(entry.after),
  });
}

/** The actions the log holds, for the console's filter (a new kind of write appears once it happened). */
export async function listAuditActions(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(auditLog.action);
  return rows.map((row) => row.action);
}

export type AuditQuery = z.infer<typeof auditListQuery> & { actorId?: number };

export async function listAudit(ctx: AppContext, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(ilike(auditLog.action, containsPattern(query.action)));
  if (query.actor) conditions.push(ilike(users.email, containsPattern(query.actor)));
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.target) conditions.push(eq(auditLog.target, query.target));
  if (query.from) conditions.push(gte(auditLog.createdAt, fromSeoul(query.from)));
  if (query.to) conditions.push(lte(auditLog.createdAt, fromSeoul(query.to, 'end')));
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await selectPage(
    query,
    where,
    ctx.db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorEmail: users.email,
        action: auditLog.action,
        targetType: auditLog.targetType,
        target: auditLog.target,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(
        ...sortedBy(
          {
            createdAt: auditLog.createdAt,
            actorEmail: users.email,
            action: auditLog.action,
            target: auditLog.target,
          },
          query,
          [desc(auditLog.id)],
        ),
      )
      .$dynamic(),
    ctx.db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).$dynamic(),
  );
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  };
}
