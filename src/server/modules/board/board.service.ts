import type { Locale } from '@shared/constants';
import type { FaqCategory, FaqInfo, FaqItem, FaqSaveBody } from '@shared/contract/board';
import { allLanguages } from '@shared/contract/localized-input';
import { pickLocalized } from '@shared/localized';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { faqs } from '../../db/schema/board';
import { adminTransaction } from '../../domain/admin-transaction';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { sanitizeHtml, sanitizeLanguages } from '../../markup/sanitize-html';
import { recordChange } from '../audit/record-change';

type FaqRow = typeof faqs.$inferSelect;

function toItem(row: FaqRow, locale: Locale): FaqItem {
  return {
    faqid: row.id,
    category: row.category,
    question: pickLocalized(row.question, locale),
    answer: sanitizeHtml(pickLocalized(row.answer, locale)),
    sort: row.sortOrder,
  };
}

/** Active questions in display order; `search` looks in every language of question and answer. */
export async function listFaqs(
  ctx: AppContext,
  locale: Locale,
  filter: { category?: FaqCategory; search?: string },
): Promise<FaqItem[]> {
  const conditions: SQL[] = [eq(faqs.isActive, true)];
  if (filter.category) conditions.push(eq(faqs.category, filter.category));
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        sql`lower(${faqs.question}::text) like ${pattern} escape '\\'`,
        sql`lower(${faqs.answer}::text) like ${pattern} escape '\\'`,
      ) as SQL,
    );
  }
  const rows = await ctx.db
    .select()
    .from(faqs)
    .where(and(...conditions))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map((row) => toItem(row, locale));
}

function toInfo(row: FaqRow, locale: Locale): FaqInfo {
  return {
    ...toItem(row, locale),
    isactive: row.isActive ? 1 : 0,
    questions: allLanguages(row.question),
    answers: sanitizeLanguages(row.answer),
  };
}

/** The admin console's list: every question, active or not, in display order. */
export async function listAllFaqs(ctx: AppContext, locale: Locale): Promise<FaqInfo[]> {
  const rows = await ctx.db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map((row) => toInfo(row, locale));
}

export async function getFaq(
  ctx: AppContext,
  locale: Locale,
  id: number,
  viewer: SessionUser | null,
): Promise<FaqInfo> {
  const [row] = await ctx.db.select().from(faqs).where(eq(faqs.id, id));
  if (!row || (!row.isActive && viewer?.role !== 'admin')) throw recordNotFound();
  return toInfo(row, locale);
}

export async function saveFaq(
  ctx: AppContext,
  locale: Locale,
  input: FaqSaveBody,
  viewer: SessionUser,
): Promise<FaqInfo> {
  const values = {
    category: input.category,
    question: input.question,
    // Stored clean as well as served clean: what the console shows is what visitors get.
    answer: sanitizeLanguages(input.answer),
    isActive: input.isactive === 1,
    ...(input.sort !== undefined ? { sortOrder: input.sort } : {}),
    updatedAt: ctx.now(),
  };
  const id = await adminTransaction(ctx, viewer, async (tx) => {
    if (input.faqid) {
      const [before] = await tx.select().from(faqs).where(eq(faqs.id, input.faqid)).for('update');
      if (!before) throw recordNotFound();
      const [after] = await tx.update(faqs).set(values).where(eq(faqs.id, before.id)).returning();
      await recordChange(tx, viewer, 'faq.update', { type: 'faq', id: before.id }, before, after!);
      return before.id;
    }
    const [existing] = await tx.select({ n: count() }).from(faqs);
    const [created] = await tx
      .insert(faqs)
      .values({ ...values, sortOrder: input.sort ?? existing?.n ?? 0 })
      .returning();
    await recordChange(tx, viewer, 'faq.create', { type: 'faq', id: created!.id }, null, created!);
    return created!.id;
  });
  return getFaq(ctx, locale, id, viewer);
}

export async function deleteFaq(ctx: AppContext, admin: SessionUser, id: number): Promise<void> {
  await adminTransaction(ctx, admin, async (tx) => {
    const [deleted] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!deleted) throw recordNotFound();
    await recordChange(tx, admin, 'faq.delete', { type: 'faq', id }, deleted, null);
  });
}
