import type { Locale } from '@shared/constants';
import type {
  ApplicableCoupon,
  CouponInfo,
  CouponItem,
  CouponListBody,
  CouponListStatus,
} from '@shared/contract/coupon';
import { pickLocalized } from '@shared/localized';
import { fromSeoul } from '@shared/seoul-time';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { contents } from '../../db/schema/catalogue';
import { couponCampaigns, coupons } from '../../db/schema/coupon';
import { conflict, invalid, notFound, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { couponApplies, couponDiscount, couponListStatus, type PurchaseItem } from './coupon-rules';

type Coupon = typeof coupons.$inferSelect;
type Campaign = typeof couponCampaigns.$inferSelect;

function toItem(coupon: Coupon, campaign: Campaign, locale: Locale, now: Date): CouponItem {
  return {
    couponnumber: coupon.couponnumber,
    name: pickLocalized(campaign.name, locale),
    status: couponListStatus(coupon, campaign, now),
    discountType: campaign.discountType,
    discount: campaign.discountType === 'fixed' ? campaign.amount : campaign.percent,
    maxDiscount: campaign.maxDiscount,
    minAmount: campaign.minAmount,
    target: campaign.target,
    targetContentsId: campaign.targetContentsId,
    validFrom: campaign.validFrom.toISOString(),
    validUntil: campaign.validUntil.toISOString(),
    registeredAt: coupon.registeredAt?.toISOString() ?? null,
    usedAt: coupon.usedAt?.toISOString() ?? null,
  };
}

const STATUS_WORDS: Record<string, CouponListStatus> = {
  등록: '등록',
  registered: '등록',
  available: '등록',
  사용: '사용',
  used: '사용',
  만료: '만료',
  expired: '만료',
};

function matches(item: CouponItem, target: string | undefined, text: string | undefined): boolean {
  const needle = text?.trim().toLowerCase();
  if (!target || !needle) return true;
  switch (target) {
    case 'couponname':
      return item.name.toLowerCase().includes(needle);
    case 'couponnumber':
      return item.couponnumber.toLowerCase().includes(needle);
    case 'status':
      return STATUS_WORDS[needle] === item.status;
    case 'target':
      return item.target === needle;
    default:
      return true;
  }
}

/** POST /api/Coupon/GetList: the member's registered coupons in the window, newest first (a voided one as expired). */
export async function listCoupons(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  filter: CouponListBody,
): Promise<CouponItem[]> {
  const now = ctx.now();
  const from = fromSeoul(filter.sdate);
  const until = filter.edate ? fromSeoul(filter.edate, 'end') : null;
  const rows = await ctx.db
    .select({ coupon: coupons, campaign: couponCampaigns })
    .from(coupons)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
    .where(and(eq(coupons.userId, user.id), inArray(coupons.status, ['registered', 'used', 'void'])))
    .orderBy(desc(coupons.registeredAt));
  return rows
    .filter(({ coupon }) => {
      const at = coupon.registeredAt ?? coupon.createdAt;
      return at >= from && (!until || at <= until);
    })
    .filter(({ campaign }) => !filter.coupontype || campaign.discountType === filter.coupontype)
    .map(({ coupon, campaign }) => toItem(coupon, campaign, locale, now))
    .filter((item) => matches(item, filter.schtarget, filter.schtext))
    .filter((item) => matches(item, filter.schtarget2, filter.schtext2));
}

/** GET /api/Coupon/GetCouponInfo/{couponnumber}: a fresh code, or one of the caller's own. */
export async function getCouponInfo(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  couponnumber: string,
): Promise<CouponInfo> {
  const [row] = await ctx.db
    .select({ coupon: coupons, campaign: couponCampaigns })
    .from(coupons)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
    .where(eq(coupons.couponnumber, couponnumber));
  // Someone else's code is reported as unknown: whether it exists is none of the caller's business.
  if (!row || row.coupon.status === 'void' || (row.coupon.userId !== null && row.coupon.userId !== user.id))
    throw notFound('COUPON_NOT_FOUND', 'coupon.notFound');
  const now = ctx.now();
  const item = toItem(row.coupon, row.campaign, locale, now);
  const fresh = row.coupon.status === 'issued';
  return {
    ...item,
    status: fresh ? 'issued' : item.status,
    registrable:
      fresh &&
      row.campaign.endedAt === null &&
      row.campaign.validFrom <= now &&
      row.campaign.validUntil >= now,
  };
}

/**
 * POST /api/Coupon/Registration/{couponnumber}. One conditional update decides, so two members
 * racing for one code cannot both win.
 */
export async function registerCoupon(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  couponnumber: string,
): Promise<CouponItem> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ coupon: coupons, campaign: couponCampaigns })
      .from(coupons)
      .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
      .where(eq(coupons.couponnumber, couponnumber))
      .for('update', { of: coupons });
    if (!row) throw notFound('COUPON_NOT_FOUND', 'coupon.notFound');
    const { coupon, campaign } = row;
    if (coupon.status === 'used' || (coupon.status === 'registered' && coupon.userId !== user.id))
      throw conflict('COUPON_USED', 'coupon.alreadyUsed');
    // A voided code and the codes of a campaign ended early are stopped, not expired.
    if (coupon.status !== 'issued' || campaign.endedAt !== null || campaign.validFrom > now)
      throw conflict('COUPON_NOT_REGISTRABLE', 'coupon.notRegistrable');
    if (campaign.validUntil < now) throw conflict('COUPON_EXPIRED', 'coupon.expired');
    const [updated] = await tx
      .update(coupons)
      .set({ status: 'registered', userId: user.id, registeredAt: now })
      .where(and(eq(coupons.couponnumber, couponnumber), eq(coupons.status, 'issued')))
      .returning();
    return toItem(updated!, campaign, locale, now);
  });
}

/** The checkout's coupon picker: the caller's usable coupons for this item, with the discount. */
export async function listApplicableCoupons(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  contentsId: number,
): Promise<ApplicableCoupon[]> {
  const [content] = await ctx.db
    .select({ id: contents.id, conttype: contents.conttype, price: contents.price })
    .from(contents)
    .where(and(eq(contents.id, contentsId), eq(contents.isPublished, true)));
  if (!content) throw recordNotFound();
  return listCouponsFor(ctx, user, locale, {
    kind: content.conttype,
    contentsId: content.id,
    price: content.price,
  });
}

/** The caller's registered coupons that apply to this item (a course, a session, the membership). */
export async function listCouponsFor(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  item: PurchaseItem,
): Promise<ApplicableCoupon[]> {
  const now = ctx.now();
  const rows = await ctx.db
    .select({ coupon: coupons, campaign: couponCampaigns })
    .from(coupons)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
    .where(and(eq(coupons.userId, user.id), eq(coupons.status, 'registered')))
    .orderBy(desc(coupons.registeredAt));
  return rows
    .filter(({ campaign }) => couponApplies(campaign, item, now))
    .map(({ coupon, campaign }) => {
      const discountAmount = couponDiscount(campaign, item.price);
      return {
        ...toItem(coupon, campaign, locale, now),
        discountAmount,
        finalAmount: item.price - discountAmount,
      };
    })
    .sort((a, b) => b.discountAmount - a.discountAmount);
}

/** The caller's registered coupon and the discount it gives this item, or a 400 when it does not apply. */
export async function quoteCoupon(
  db: Executor,
  userId: number,
  couponnumber: string,
  item: PurchaseItem,
  now: Date,
): Promise<{ campaign: Campaign; discount: number }> {
  const [row] = await db
    .select({ coupon: coupons, campaign: couponCampaigns })
    .from(coupons)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
    .where(
      and(
        eq(coupons.couponnumber, couponnumber),
        eq(coupons.userId, userId),
        eq(coupons.status, 'registered'),
      ),
    );
  if (!row || !couponApplies(row.campaign, item, now))
    throw invalid('COUPON_NOT_APPLICABLE', 'payment.couponNotApplicable');
  return { campaign: row.campaign, discount: couponDiscount(row.campaign, item.price) };
}

/**
 * Marks the coupon used by this order. A single conditional update: of two orders racing for one
 * coupon exactly one gets the row. Repeating it for the same order is a no-op that still succeeds.
 */
export async function consumeCoupon(
  tx: Executor,
  input: { couponnumber: string; userId: number; orderId: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ status: 'used', usedAt: input.now, usedOrderId: input.orderId })
    .where(
      and(
        eq(coupons.couponnumber, input.couponnumber),
        eq(coupons.userId, input.userId),
        sql`(${coupons.status} = 'registered' or (${coupons.status} = 'used' and ${coupons.usedOrderId} = ${input.orderId}))`,
      ),
    )
    .returning({ couponnumber: coupons.couponnumber });
  return rows.length === 1;
}

/** Gives the coupon an order held back to its owner, unless it has expired meanwhile. */
export async function returnCoupon(tx: Executor, orderId: string, now: Date): Promise<void> {
  await tx
    .update(coupons)
    .set({ status: 'registered', usedAt: null, usedOrderId: null })
    .where(
      and(
        eq(coupons.usedOrderId, orderId),
        eq(coupons.status, 'used'),
        sql`exists (select 1 from ${couponCampaigns} where ${couponCampaigns.id} = ${coupons.campaignId} and ${couponCampaigns.validUntil} >= ${now})`,
      ),
    );
}
