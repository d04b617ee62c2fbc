import type { Locale } from '@shared/constants';
import type { CategoryItem, CategoryNodesBody, CategorySaveBody } from '@shared/contract/category';
import { pickLocalized } from '@shared/localized';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { categories, contents } from '../../db/schema/catalogue';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalidInput, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';

type CategoryRow = typeof categories.$inferSelect;

function toItem(row: CategoryRow, locale: Locale): CategoryItem {
  return {
    categoryid: row.id,
    ctgrname: pickLocalized(row.name, locale),
    parentID: row.parentId,
    sort: row.sortOrder,
    isactive: row.isActive ? 1 : 0,
    names: { ko: row.name.ko ?? '', en: row.name.en ?? '', ja: row.name.ja ?? '' },
  };
}

/**
 * What a visitor may see: an active category, and for a subcategory an active parent too (an
 * operator who switches a category off hides its whole branch).
 */
const publicCategory = and(
  eq(categories.isActive, true),
  or(
    eq(categories.parentId, 0),
    sql`exists (select 1 from ${categories} parent where parent.id = ${categories.parentId} and parent.is_active)`,
  ),
) as SQL;

/**
 * The public list: active categories only, whatever `isactive` asks (inactive ones are for the
 * console's own list below).
 */
export async function listCategories(
  ctx: AppContext,
  locale: Locale,
  filter: { isactive?: '0' | '1' | ''; pcategoryid?: number },
): Promise<CategoryItem[]> {
  if (filter.isactive === '0') return [];
  const conditions: SQL[] = [publicCategory];
  if (filter.pcategoryid !== undefined) conditions.push(eq(categories.parentId, filter.pcategoryid));
  return selectCategories(ctx.db, locale, and(...conditions));
}

/** The console's list: every category of both levels, active or not, in tree order. */
export function listAllCategories(ctx: AppContext, locale: Locale): Promise<CategoryItem[]> {
  return selectCategories(ctx.db, locale);
}

async function selectCategories(db: Executor, locale: Locale, where?: SQL): Promise<CategoryItem[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(where)
    .orderBy(asc(categories.parentId), asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => toItem(row, locale));
}

export async function getCategory(ctx: AppContext, locale: Locale, id: number): Promise<CategoryItem> {
  const [row] = await ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), publicCategory));
  if (!row) throw recordNotFound();
  return toItem(row, locale);
}

/**
 * The tree has two levels: a parent must itself be top-level, and a category that has children
 * cannot move under another one.
 */
async function assertValidParent(tx: Executor, parentId: number, selfId?: number): Promise<void> {
  if (parentId === 0) return;
  if (parentId === selfId) throw invalidInput();
  const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId));
  if (parent?.parentId !== 0) throw invalidInput();
  if (selfId === undefined) return;
  const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, selfId));
  if ((children?.n ?? 0) > 0) throw invalidInput();
}

/**
 * After the tree changed, every content hangs from its most specific category again: under a
 * subcategory, (parent, subcategory); directly under a top-level category, (category, none).
 */
async function realignContents(tx: Executor): Promise<void> {
  await tx.execute(sql`
    update ${contents} set
      category_id = case when k.parent_id = 0 then k.id else k.parent_id end,
      subcategory_id = case when k.parent_id = 0 then null else k.id end
    from ${categories} k
    where k.id = coalesce(${contents.subcategoryId}, ${contents.categoryId})`);
}

export async function saveCategory(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  input: CategorySaveBody,
): Promise<CategoryItem> {
  const values = {
    parentId: input.parentID,
    name: input.names,
    isActive: input.isactive === 1,
    ...(input.sort !== undefined ? { sortOrder: input.sort } : {}),
    updatedAt: ctx.now(),
  };
  const row = await adminTransaction(ctx, admin, async (tx) => {
    await assertValidParent(tx, input.parentID, input.categoryid);
    if (input.categoryid) {
      const [before] = await tx
        .select()
        .from(categories)
        .where(eq(categories.id, input.categoryid))
        .for('update');
      if (!before) throw recordNotFound();
      const [updated] = await tx
        .update(categories)
        .set(values)
        .where(eq(categories.id, input.categoryid))
        .returning();
      if (before.parentId !== input.parentID) await realignContents(tx);
      await recordChange(tx, admin, 'category.update', { type: 'category', id: before.id }, before, updated!);
      return updated;
    }
    const [siblings] = await tx
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.parentId, input.parentID));
    const [inserted] = await tx
      .insert(categories)
      .values({ ...values, sortOrder: input.sort ?? siblings?.n ?? 0 })
      .returning();
    await recordChange(tx, admin, 'category.create', { type: 'category', id: inserted!.id }, null, inserted!);
    return inserted;
  });
  return toItem(row!, locale);
}

export async function deleteCategory(ctx: AppContext, admin: SessionUser, id: number): Promise<void> {
  await adminTransaction(ctx, admin, async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw recordNotFound();
    const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    const [used] = await tx
      .select({ n: count() })
      .from(contents)
      .where(or(eq(contents.categoryId, id), eq(contents.subcategoryId, id)));
    if ((children?.n ?? 0) > 0 || (used?.n ?? 0) > 0)
      throw conflict('CATEGORY_IN_USE', 'catalogue.categoryInUse');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordChange(tx, admin, 'category.delete', { type: 'category', id }, row, null);
  });
}

/** Rewrites the whole tree's parents and order in one transaction: all or nothing. */
export async function setCategoryNodes(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  input: CategoryNodesBody,
): Promise<CategoryItem[]> {
  const ids = input.nodes.map((node) => node.categoryid);
  if (new Set(ids).size !== ids.length) throw invalidInput();
  const parentOf = new Map(input.nodes.map((node) => [node.categoryid, node.parentID]));
  for (const node of input.nodes) {
    if (node.parentID === 0) continue;
    if (node.parentID === node.categoryid || parentOf.get(node.parentID) !== 0) throw invalidInput();
  }
  await adminTransaction(ctx, admin, async (tx) => {
    const existing = await tx.select().from(categories).for('update');
    const known = new Map(existing.map((row) => [row.id, row]));
    if (known.size !== ids.length || ids.some((id) => !known.has(id))) throw invalidInput();
    for (const node of input.nodes) {
      const after = { parentId: node.parentID, sortOrder: node.sort };
      await tx
        .update(categories)
        .set({ ...after, updatedAt: ctx.now() })
        .where(eq(categories.id, node.categoryid));
      const target = { type: 'category', id: node.categoryid } as const;
      await recordChange(tx, admin, 'category.move', target, known.get(node.categoryid)!, after);
    }
    // A category that moved takes its courses with it.
    await realignContents(tx);
  });
  return listAllCategories(ctx, locale);
}
