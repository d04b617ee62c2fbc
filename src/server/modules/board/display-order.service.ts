import type { OrderBody } from '@shared/contract/admin-content';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { banners, faqs } from '../../db/schema/board';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';

const ORDERED = { banners, faqs } as const;
const TARGET_TYPE = { banners: 'banner', faqs: 'faq' } as const;

/**
 * Puts every banner (or FAQ entry) in the given order. The whole list must be sent, so an order
 * built from a stale screen (an item added or deleted meanwhile) is refused instead of half-applied.
 * The audit entry (on the kind as a whole) keeps the order before and after.
 */
export async function reorder(
  ctx: AppContext,
  admin: SessionUser,
  kind: keyof typeof ORDERED,
  input: OrderBody,
): Promise<void> {
  const table = ORDERED[kind];
  await adminTransaction(ctx, admin, async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .orderBy(asc(table.sortOrder), asc(table.id))
      .for('update');
    const before = rows.map((row) => row.id);
    const known = new Set(before);
    if (input.ids.length !== before.length || !input.ids.every((id) => known.has(id)))
      throw conflict('CONFLICT', 'errors.conflict');
    // Every row gets its index, which also closes gaps earlier saves or deletes left.
    for (const [index, id] of input.ids.entries())
      await tx.update(table).set({ sortOrder: index }).where(eq(table.id, id));
    const type = TARGET_TYPE[kind];
    await recordChange(tx, admin, `${type}.reorder`, { type, id: '*' }, { ids: before }, { ids: input.ids });
  });
}
