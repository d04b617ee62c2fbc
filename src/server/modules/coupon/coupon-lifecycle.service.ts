import type { Locale } from '@shared/constants';
import type { AdminCampaignItem, AdminCodeItem, CampaignUpdateBody } from '@shared/contract/admin-commerce';
import { allLanguages } from '@shared/contract/localized-input';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { couponCampaigns, coupons } from '../../db/schema/coupon';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordAudit } from '../audit/audit.service';
import { getCampaign, getCode } from './coupon-campaigns.service';

/** A campaign's life after its codes are out: edited, ended early, a leaked code voided. */

async function lockCampaign(tx: Executor, campaignId: number) {
  const [campaign] = await tx
    .select()
    .from(couponCampaigns)
    .where(eq(couponCampaigns.id, campaignId))
    .for('update');
  if (!campaign) throw recordNotFound();
  return campaign;
}

const window = (campaign: { validFrom: Date; validUntil: Date }) => ({
  validFrom: campaign.validFrom.toISOString(),
  validUntil: campaign.validUntil.toISOString(),
});

/** PUT /api/Admin/Coupons/Campaigns/{campaignId}: name and validity window. */
export async function updateCampaign(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  campaignId: number,
  input: CampaignUpdateBody,
): Promise<AdminCampaignItem> {
  await adminTransaction(ctx, admin, async (tx) => {
    const before = await lockCampaign(tx, campaignId);
    const validFrom = new Date(input.validFrom);
    const validUntil = new Date(input.validUntil);
    const moved =
      validFrom.getTime() !== before.validFrom.getTime() ||
      validUntil.getTime() !== before.validUntil.getTime();
    // Ending is final: reopening a campaign whose code leaked would let the leak back in.
    if (before.endedAt && moved) throw conflict('CAMPAIGN_ENDED', 'admin.campaignEnded');
    await tx
      .update(couponCampaigns)
      .set({ name: input.name, validFrom, validUntil })
      .where(eq(couponCampaigns.id, campaignId));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'UPDATE coupon campaign',
      target: String(campaignId),
      before: { name: allLanguages(before.name), ...window(before) },
      after: { name: input.name, validFrom: input.validFrom, validUntil: input.validUntil },
    });
  });
  return getCampaign(ctx, locale, campaignId);
}

/**
 * POST /api/Admin/Coupons/Campaigns/{campaignId}/End. The window closes now, so every rule that
 * reads it (registration, checkout, a refund giving a coupon back) stops at once; `endedAt` tells
 * an early end from a natural one. Ending twice keeps the first end.
 */
export async function endCampaign(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  campaignId: number,
): Promise<AdminCampaignItem> {
  await adminTransaction(ctx, admin, async (tx) => {
    const before = await lockCampaign(tx, campaignId);
    if (before.endedAt) return;
    const now = ctx.now();
    const after = {
      validFrom: new Date(Math.min(before.validFrom.getTime(), now.getTime())),
      validUntil: new Date(Math.min(before.validUntil.getTime(), now.getTime())),
      endedAt: now,
    };
    await tx.update(couponCampaigns).set(after).where(eq(couponCampaigns.id, campaignId));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'END coupon campaign',
      target: String(campaignId),
      before: { ...window(before), endedAt: null },
      after: { ...window(after), endedAt: now.toISOString() },
    });
  });
  return getCampaign(ctx, locale, campaignId);
}

/**
 * POST /api/Admin/Coupons/Codes/{couponnumber}/Void. A used code stays used (its order stands);
 * voiding twice keeps the first reason.
 */
export async function voidCode(
  ctx: AppContext,
  admin: SessionUser,
  couponnumber: string,
  reason: string,
): Promise<AdminCodeItem> {
  const now = ctx.now();
  await adminTransaction(ctx, admin, async (tx) => {
    const [code] = await tx
      .select()
      .from(coupons)
      .where(eq(coupons.couponnumber, couponnumber))
      .for('update');
    if (!code) throw recordNotFound('coupon.notFound');
    if (code.status === 'void') return;
    if (code.status === 'used') throw conflict('COUPON_USED', 'coupon.alreadyUsed');
    await tx
      .update(coupons)
      .set({ status: 'void', voidedAt: now, voidReason: reason })
      .where(eq(coupons.couponnumber, couponnumber));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'VOID coupon code',
      target: couponnumber,
      before: { status: code.status },
      after: { status: 'void', voidReason: reason },
    });
  });
  return getCode(ctx.db, couponnumber, now);
}
