import type { Locale } from '@shared/constants';
import type {
  AdminCampaignItem,
  AdminCodeItem,
  AdminCodeStatus,
  adminCampaignListQuery,
  adminCodeListQuery,
} from '@shared/contract/admin-commerce';
import { allLanguages } from '@shared/contract/localized-input';
import { pickLocalized } from '@shared/localized';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { couponCampaigns, coupons } from '../../db/schema/coupon';
import { selectPage } from '../../db/select-page';
import { sortedBy } from '../../db/sorted-by';
import { recordNotFound } from '../../domain/errors';

/** The console's view of campaigns and their codes, with counts and statuses as of now. */

type Campaign = typeof couponCampaigns.$inferSelect;

/** Counts per campaign, as of now: a code past the window and never used counts as expired. */
function countColumns(now: Date) {
  const live = gte(couponCampaigns.validUntil, now);
  const past = lt(couponCampaigns.validUntil, now);
  const counted = (condition: SQL | undefined) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  return {
    issued: sql<number>`count(${coupons.couponnumber})`.mapWith(Number),
    registered: counted(and(eq(coupons.status, 'registered'), live)),
    used: counted(eq(coupons.status, 'used')),
    expired: counted(and(inArray(coupons.status, ['issued', 'registered']), past)),
    unregistered: counted(and(eq(coupons.status, 'issued'), live)),
  };
}

type CampaignListQuery = z.infer<typeof adminCampaignListQuery>;

/** Campaigns with their usage counts, in the list's order; the caller adds the where and the paging. */
function campaignRows(
  db: Executor,
  locale: Locale,
  now: Date,
  sort: Pick<CampaignListQuery, 'sort' | 'order'>,
) {
  const counts = countColumns(now);
  const sortable = {
    name: sql`${couponCampaigns.name}->>${locale}`,
    validUntil: couponCampaigns.validUntil,
    issued: counts.issued,
    registered: counts.registered,
    used: counts.used,
    expired: counts.expired,
  };
  return db
    .select({ campaign: couponCampaigns, targetTitle: contents.title, ...counts })
    .from(couponCampaigns)
    .leftJoin(coupons, eq(coupons.campaignId, couponCampaigns.id))
    .leftJoin(contents, eq(contents.id, couponCampaigns.targetContentsId))
    .groupBy(couponCampaigns.id, contents.id)
    .orderBy(...sortedBy(sortable, sort, [desc(couponCampaigns.id)]))
    .$dynamic();
}

function toCampaignItems(
  rows: Awaited<ReturnType<typeof campaignRows>>,
  locale: Locale,
): AdminCampaignItem[] {
  return rows.map(({ campaign, targetTitle, ...counts }) =>
    toCampaignItem(campaign, targetTitle, counts, locale),
  );
}

function toCampaignItem(
  campaign: Campaign,
  targetTitle: Campaign['name'] | null,
  counts: AdminCampaignItem['counts'],
  locale: Locale,
): AdminCampaignItem {
  return {
    campaignId: campaign.id,
    name: pickLocalized(campaign.name, locale),
    names: allLanguages(campaign.name),
    discountType: campaign.discountType,
    amount: campaign.amount,
    percent: campaign.percent,
    maxDiscount: campaign.maxDiscount,
    minAmount: campaign.minAmount,
    target: campaign.target,
    targetContentsId: campaign.targetContentsId,
    targetTitle: targetTitle ? pickLocalized(targetTitle, locale) : null,
    validFrom: campaign.validFrom.toISOString(),
    validUntil: campaign.validUntil.toISOString(),
    endedAt: campaign.endedAt?.toISOString() ?? null,
    createdAt: campaign.createdAt.toISOString(),
    counts,
  };
}

/** GET /api/Admin/Coupons/Campaigns: newest first, with usage counts. */
export async function listCampaigns(ctx: AppContext, locale: Locale, query: CampaignListQuery) {
  const where = query.q ? sql`${couponCampaigns.name}::text ilike ${containsPattern(query.q)}` : undefined;
  const { rows, total } = await selectPage(
    query,
    where,
    campaignRows(ctx.db, locale, ctx.now(), query),
    ctx.db.select({ n: count() }).from(couponCampaigns).$dynamic(),
  );
  return { items: toCampaignItems(rows, locale), total };
}

export async function getCampaign(
  ctx: AppContext,
  locale: Locale,
  campaignId: number,
): Promise<AdminCampaignItem> {
  const rows = await campaignRows(ctx.db, locale, ctx.now(), { order: 'asc' }).where(
    eq(couponCampaigns.id, campaignId),
  );
  const [item] = toCampaignItems(rows, locale);
  if (!item) throw recordNotFound();
  return item;
}

function codeCondition(status: AdminCodeStatus, now: Date): SQL {
  const live = gte(couponCampaigns.validUntil, now);
  switch (status) {
    case 'issued':
      return and(eq(coupons.status, 'issued'), live)!;
    case 'registered':
      return and(eq(coupons.status, 'registered'), live)!;
    case 'used':
      return eq(coupons.status, 'used');
    case 'expired':
      return and(inArray(coupons.status, ['issued', 'registered']), lt(couponCampaigns.validUntil, now))!;
    case 'void':
      return eq(coupons.status, 'void');
  }
}

function codeStatus(
  status: (typeof coupons.$inferSelect)['status'],
  validUntil: Date,
  now: Date,
): AdminCodeStatus {
  if (status === 'used' || status === 'void') return status;
  return validUntil < now ? 'expired' : status;
}

/** codeStatus in SQL, to sort by. */
function codeStatusColumn(now: Date): SQL {
  return sql`case when ${and(inArray(coupons.status, ['issued', 'registered']), lt(couponCampaigns.validUntil, now))} then 'expired' else ${coupons.status} end`;
}

const codeColumns = {
  coupon: coupons,
  validUntil: couponCampaigns.validUntil,
  email: users.email,
  name: users.name,
};

type CodeRow = {
  coupon: typeof coupons.$inferSelect;
  validUntil: Date;
  email: string | null;
  name: string | null;
};

function toCodeItem({ coupon, validUntil, email, name }: CodeRow, now: Date): AdminCodeItem {
  return {
    couponnumber: coupon.couponnumber,
    status: codeStatus(coupon.status, validUntil, now),
    userEmail: email,
    userName: name,
    registeredAt: coupon.registeredAt?.toISOString() ?? null,
    usedAt: coupon.usedAt?.toISOString() ?? null,
    usedOrderId: coupon.usedOrderId,
    voidedAt: coupon.voidedAt?.toISOString() ?? null,
    voidReason: coupon.voidReason,
    createdAt: coupon.createdAt.toISOString(),
  };
}

/** One code as the console lists it. */
export async function getCode(db: Executor, couponnumber: string, now: Date): Promise<AdminCodeItem> {
  const [row] = await db
    .select(codeColumns)
    .from(coupons)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
    .leftJoin(users, eq(users.id, coupons.userId))
    .where(eq(coupons.couponnumber, couponnumber));
  if (!row) throw recordNotFound('coupon.notFound');
  return toCodeItem(row, now);
}

/** GET /api/Admin/Coupons/Campaigns/{campaignId}/Codes: every code, who registered and used it. */
export async function listCodes(
  ctx: AppContext,
  campaignId: number,
  query: z.infer<typeof adminCodeListQuery>,
): Promise<{ items: AdminCodeItem[]; total: number }> {
  const now = ctx.now();
  const conditions: SQL[] = [eq(coupons.campaignId, campaignId)];
  if (query.status) conditions.push(codeCondition(query.status, now));
  if (query.q)
    conditions.push(
      or(
        ilike(coupons.couponnumber, containsPattern(query.q)),
        ilike(users.email, containsPattern(query.q)),
      )!,
    );
  const where = and(...conditions);
  const { rows, total } = await selectPage(
    query,
    where,
    ctx.db
      .select(codeColumns)
      .from(coupons)
      .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
      .leftJoin(users, eq(users.id, coupons.userId))
      .orderBy(
        ...sortedBy(
          {
            couponnumber: coupons.couponnumber,
            status: codeStatusColumn(now),
            userEmail: users.email,
            registeredAt: coupons.registeredAt,
            usedAt: coupons.usedAt,
            createdAt: coupons.createdAt,
          },
          query,
          [desc(coupons.createdAt), asc(coupons.couponnumber)],
        ),
      )
      .$dynamic(),
    ctx.db
      .select({ n: count() })
      .from(coupons)
      .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
      .leftJoin(users, eq(users.id, coupons.userId))
      .$dynamic(),
  );
  return { items: rows.map((row) => toCodeItem(row, now)), total };
}
