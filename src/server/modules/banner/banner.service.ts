import type { Locale } from '@shared/constants';
import type { BannerInfo, BannerItem, BannerSaveBody } from '@shared/contract/banner';
import { allLanguages } from '@shared/contract/localized-input';
import { pickLocalized } from '@shared/localized';
import { and, asc, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { banners } from '../../db/schema/board';
import { adminTransaction } from '../../domain/admin-transaction';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';

type BannerRow = typeof banners.$inferSelect;

function toItem(row: BannerRow, locale: Locale): BannerItem {
  return {
    bannerid: row.id,
    title: pickLocalized(row.title, locale),
    subtitle: pickLocalized(row.subtitle, locale),
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    sort: row.sortOrder,
  };
}

function toInfo(row: BannerRow, locale: Locale): BannerInfo {
  return {
    ...toItem(row, locale),
    isactive: row.isActive ? 1 : 0,
    startsAt: row.startsAt ? row.startsAt.toISOString() : null,
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    titles: allLanguages(row.title),
    subtitles: allLanguages(row.subtitle),
  };
}

/** Active banners whose display period contains now (open ends allowed), in carousel order. */
export async function listBanners(ctx: AppContext, locale: Locale): Promise<BannerItem[]> {
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.isActive, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((row) => toItem(row, locale));
}

/** The admin console's list: every banner, on display or not, in carousel order. */
export async function listAllBanners(ctx: AppContext, locale: Locale): Promise<BannerInfo[]> {
  const rows = await ctx.db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((row) => toInfo(row, locale));
}

/** Anyone sees a banner that is on display; an admin also sees inactive or scheduled ones to edit them. */
export async function getBanner(
  ctx: AppContext,
  locale: Locale,
  id: number,
  viewer: SessionUser | null,
): Promise<BannerInfo> {
  const [row] = await ctx.db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw recordNotFound();
  if (viewer?.role !== 'admin') {
    const now = ctx.now().getTime();
    const onDisplay =
      row.isActive &&
      (!row.startsAt || row.startsAt.getTime() <= now) &&
      (!row.endsAt || row.endsAt.getTime() > now);
    if (!onDisplay) throw recordNotFound();
  }
  return toInfo(row, locale);
}

export async function saveBanner(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  input: BannerSaveBody,
): Promise<BannerInfo> {
  const values = {
    title: input.title,
    subtitle: input.subtitle,
    imageUrl: input.imageUrl,
    linkUrl: input.linkUrl ?? null,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    isActive: input.isactive === 1,
    ...(input.sort !== undefined ? { sortOrder: input.sort } : {}),
    updatedAt: ctx.now(),
  };
  const row = await adminTransaction(ctx, admin, async (tx) => {
    if (input.bannerid) {
      const [before] = await tx.select().from(banners).where(eq(banners.id, input.bannerid)).for('update');
      if (!before) throw recordNotFound();
      const [after] = await tx.update(banners).set(values).where(eq(banners.id, before.id)).returning();
      await recordChange(tx, admin, 'banner.update', { type: 'banner', id: before.id }, before, after!);
      return after!;
    }
    const [existing] = await tx.select({ n: count() }).from(banners);
    const [created] = await tx
      .insert(banners)
      .values({ ...values, sortOrder: input.sort ?? existing?.n ?? 0 })
      .returning();
    await recordChange(tx, admin, 'banner.create', { type: 'banner', id: created!.id }, null, created!);
    return created!;
  });
  return toInfo(row, locale);
}

export async function deleteBanner(ctx: AppContext, admin: SessionUser, id: number): Promise<void> {
  await adminTransaction(ctx, admin, async (tx) => {
    const [deleted] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!deleted) throw recordNotFound();
    await recordChange(tx, admin, 'banner.delete', { type: 'banner', id }, deleted, null);
  });
}
