/**
 * The audit trail of admin writes: one call, inside the write's own transaction.
 *
 *   await db.transaction(async (tx) => {
 *     const [before] = await tx.select().from(notices).where(eq(notices.id, id));
 *     const [after] = await tx.update(notices).set(values).where(eq(notices.id, id)).returning();
 *     await recordChange(tx, admin, 'notice.update', { type: 'notice', id }, before, after);
 *   });
 *
 * - `action` is `<targetType>.<verb>` (`banner.create`, `refund.approve`, `couponCode.void`): the
 *   console filters on it and labels it by its parts (admin.audit.types.* and admin.audit.verbs.*).
 * - `target.type` is one of AUDIT_TARGET_TYPES (src/shared/contract/admin.ts); add a new kind there
 *   and its label in the three locale files.
 * - `before`/`after` are the thing as it was and as it is (rows, or just the fields the write is
 *   about). Only the fields named in `after` whose values differ are kept; nested objects (a
 *   localised title) are compared per key, as `title.en`. A creation passes `before = null` and
 *   keeps every field; a deletion passes `after = null` and keeps the last state. Pure actions
 *   (an approval with a note) pass whatever describes them as `after`.
 * - Secrets (password hashes, tokens, billing keys) never reach the log: recordAudit writes a
 *   changed secret as `[redacted]`; long texts are cut. The write's own stamps (`updatedAt`) are
 *   left out.
 * - An update that changed nothing writes no entry.
 *
 * A route whose service records its change sets `config.audit = false`; an admin write that does not
 * is still logged by the generic hook in http/audit-trail.ts, but without target or before/after.
 */
import type { AuditTargetType } from '@shared/contract/admin';
import type { Executor } from '../../db/client';
import { recordAudit } from './audit.service';

export interface AuditTarget {
  type: AuditTargetType;
  id: string | number;
}

type Fields = Record<string, unknown>;

/** Stamps every write sets; they say when, which the entry itself already says. */
const WRITE_STAMPS = new Set(['updatedAt', 'createdAt']);

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** `{ title: { ko, en } }` becomes `{ 'title.ko', 'title.en' }`, so one changed language is one line. */
function flatten(fields: Fields, prefix = '', out: Fields = {}): Fields {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || (!prefix && WRITE_STAMPS.has(key))) continue;
    const path = prefix + key;
    if (isPlainObject(value) && Object.keys(value).length) flatten(value, `${path}.`, out);
    else out[path] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` whose values differ from `before`'s, each side with only those fields. */
export function changedFields(before: Fields | null, after: Fields | null) {
  const old = before ? flatten(before) : null;
  const now = after ? flatten(after) : null;
  if (!old || !now) return { before: old, after: now };
  const keys = Object.keys(now).filter((key) => !same(old[key], now[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, old[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, now[key]])),
  };
}

/** Records one admin change in the caller's transaction; returns false when nothing changed. */
export async function recordChange(
  tx: Executor,
  actor: { id: number } | null,
  action: string,
  target: AuditTarget,
  before: Fields | null,
  after: Fields | null,
): Promise<boolean> {
  const diff = changedFields(before, after);
  if (before && after && !Object.keys(diff.after ?? {}).length) return false;
  await recordAudit(tx, {
    actorId: actor?.id ?? null,
    action,
    targetType: target.type,
    target: String(target.id),
    before: diff.before,
    after: diff.after,
  });
  return true;
}
