import type { Locale } from '@shared/constants';
import { allLanguages } from '@shared/contract/localized-input';
import type { NoticeInfo, NoticeListItem, NoticeSaveBody } from '@shared/contract/notice';
import type { Paging } from '@shared/contract/paging';
import { pickLocalized } from '@shared/localized';
import { seoulDay } from '@shared/seoul-time';
import { and, asc, count, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notices, noticeViews } from '../../db/schema/board';
import { selectPage } from '../../db/select-page';
import { adminTransaction } from '../../domain/admin-transaction';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { sanitizeHtml, sanitizeLanguages } from '../../markup/sanitize-html';
import { recordChange } from '../audit/record-change';

type NoticeRow = typeof notices.$inferSelect;
const TOP3 = 3;

function toListItem(row: NoticeRow, locale: Locale): NoticeListItem {
  return {
    noticeid: row.id,
    title: pickLocalized(row.title, locale),
    isnotice: row.isNotice ? 1 : 0,
    istop3: row.isTop3 ? 1 : 0,
    hits: row.hits,
    hasAttachments: row.attachments.length > 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NoticeListFilter extends Paging {
  isnotice?: boolean;
  istop3?: boolean;
  search?: string;
}

/** The home page's three highlighted notices, newest first. */
export async function listTop3Notices(ctx: AppContext, locale: Locale): Promise<NoticeListItem[]> {
  const rows = await ctx.db
    .select()
    .from(notices)
    .where(eq(notices.isTop3, true))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(TOP3);
  return rows.map((row) => toListItem(row, locale));
}

/** Pinned notices first, then newest; `search` looks in every language of title and body. */
export async function listNotices(
  ctx: AppContext,
  locale: Locale,
  filter: NoticeListFilter,
): Promise<Paging & { items: NoticeListItem[]; total: number }> {
  if (filter.istop3) {
    const items = await listTop3Notices(ctx, locale);
    return { items, total: items.length, page: 1, pageSize: TOP3 };
  }
  const conditions: SQL[] = [];
  if (filter.isnotice !== undefined) conditions.push(eq(notices.isNotice, filter.isnotice));
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        sql`lower(${notices.title}::text) like ${pattern} escape '\\'`,
        sql`lower(${notices.body}::text) like ${pattern} escape '\\'`,
      ) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await selectPage(
    filter,
    where,
    ctx.db
      .select()
      .from(notices)
      .orderBy(desc(notices.isNotice), desc(notices.createdAt), desc(notices.id))
      .$dynamic(),
    ctx.db.select({ n: count() }).from(notices).$dynamic(),
  );
  return {
    items: rows.map((row) => toListItem(row, locale)),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

async function neighbour(ctx: AppContext, locale: Locale, row: NoticeRow, direction: 'prev' | 'next') {
  const older = or(
    lt(notices.createdAt, row.createdAt),
    and(eq(notices.createdAt, row.createdAt), lt(notices.id, row.id)),
  );
  const newer = or(
    gt(notices.createdAt, row.createdAt),
    and(eq(notices.createdAt, row.createdAt), gt(notices.id, row.id)),
  );
  const [found] = await ctx.db
    .select({ id: notices.id, title: notices.title })
    .from(notices)
    .where(direction === 'prev' ? older : newer)
    .orderBy(
      ...(direction === 'prev'
        ? [desc(notices.createdAt), desc(notices.id)]
        : [asc(notices.createdAt), asc(notices.id)]),
    )
    .limit(1);
  return found ? { noticeid: found.id, title: pickLocalized(found.title, locale) } : null;
}

/**
 * One notice. With `viewerKey`, the view is counted at most once per viewer per Seoul day: the
 * notice_views primary key decides, so two simultaneous requests still count once.
 */
export async function getNotice(
  ctx: AppContext,
  locale: Locale,
  id: number,
  viewerKey: string | null,
): Promise<NoticeInfo> {
  const row = await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(notices).where(eq(notices.id, id));
    if (!found || !viewerKey) return found;
    const counted = await tx
      .insert(noticeViews)
      .values({ noticeId: id, viewerKey, day: seoulDay(ctx.now()) })
      .onConflictDoNothing()
      .returning({ noticeId: noticeViews.noticeId });
    if (!counted.length) return found;
    const [updated] = await tx
      .update(notices)
      .set({ hits: sql`${notices.hits} + 1` })
      .where(eq(notices.id, id))
      .returning();
    return updated;
  });
  if (!row) throw recordNotFound('notice.notFound');
  const [prev, next] = await Promise.all([
    neighbour(ctx, locale, row, 'prev'),
    neighbour(ctx, locale, row, 'next'),
  ]);
  return {
    ...toListItem(row, locale),
    body: sanitizeHtml(pickLocalized(row.body, locale)),
    updatedAt: row.updatedAt.toISOString(),
    attachments: row.attachments,
    prev,
    next,
    titles: allLanguages(row.title),
    bodies: sanitizeLanguages(row.body),
  };
}

export async function saveNotice(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  input: NoticeSaveBody,
): Promise<NoticeInfo> {
  const values = {
    title: input.title,
    // Stored clean as well as served clean: what the console shows is what visitors get.
    body: sanitizeLanguages(input.body),
    isNotice: input.isnotice === 1,
    isTop3: input.istop3 === 1,
    attachments: input.attachments,
    updatedAt: ctx.now(),
  };
  const id = await adminTransaction(ctx, admin, async (tx) => {
    if (input.noticeid) {
      const [before] = await tx.select().from(notices).where(eq(notices.id, input.noticeid)).for('update');
      if (!before) throw recordNotFound('notice.notFound');
      const [after] = await tx.update(notices).set(values).where(eq(notices.id, before.id)).returning();
      await recordChange(tx, admin, 'notice.update', { type: 'notice', id: before.id }, before, after!);
      return before.id;
    }
    const [created] = await tx
      .insert(notices)
      .values({ ...values, createdAt: ctx.now() })
      .returning();
    await recordChange(tx, admin, 'notice.create', { type: 'notice', id: created!.id }, null, created!);
    return created!.id;
  });
  return getNotice(ctx, locale, id, null);
}

export async function deleteNotice(ctx: AppContext, admin: SessionUser, id: number): Promise<void> {
  await adminTransaction(ctx, admin, async (tx) => {
    const [deleted] = await tx.delete(notices).where(eq(notices.id, id)).returning();
    if (!deleted) throw recordNotFound('notice.notFound');
    await recordChange(tx, admin, 'notice.delete', { type: 'notice', id }, deleted, null);
  });
}
