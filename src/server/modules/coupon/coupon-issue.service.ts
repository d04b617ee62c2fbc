import { randomInt } from 'node:crypto';
import type { Locale } from '@shared/constants';
import {
  type AdminCampaignItem,
  type CampaignCreateBody,
  COUPON_CODE_ALPHABET,
  type GeneratedCodes,
} from '@shared/contract/admin-commerce';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { contents } from '../../db/schema/catalogue';
import { couponCampaigns, coupons } from '../../db/schema/coupon';
import { adminTransaction } from '../../domain/admin-transaction';
import { invalidInput, recordNotFound, unavailable } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';
import { getCampaign } from './coupon-campaigns.service';

/** A campaign's codes coming into being: the campaign with its first batch, later batches. */

const CODE_LENGTH = 6;
const INSERT_CHUNK = 1000;
/** Rounds of drawing replacements for codes that already existed; each round is almost always the last. */
const MAX_ROUNDS = 20;

export function randomCouponCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index++)
    code += COUPON_CODE_ALPHABET[randomInt(COUPON_CODE_ALPHABET.length)];
  return code;
}

/**
 * Issues `quantity` new codes to a campaign. The primary key is the judge of uniqueness across the
 * whole table: a drawn code that exists already (or that a concurrent batch takes first) is skipped
 * by ON CONFLICT DO NOTHING and drawn again, until the batch is complete.
 */
export async function issueCodes(
  db: Executor,
  campaignId: number,
  quantity: number,
  draw: () => string = randomCouponCode,
): Promise<string[]> {
  const issued: string[] = [];
  for (let round = 0; issued.length < quantity; round++) {
    if (round === MAX_ROUNDS) throw unavailable('CODES_EXHAUSTED', 'errors.generic');
    const wanted = new Set<string>();
    while (wanted.size < quantity - issued.length) wanted.add(draw());
    const drawn = [...wanted];
    for (let start = 0; start < drawn.length; start += INSERT_CHUNK) {
      const rows = await db
        .insert(coupons)
        .values(
          drawn.slice(start, start + INSERT_CHUNK).map((couponnumber) => ({ couponnumber, campaignId })),
        )
        .onConflictDoNothing()
        .returning({ couponnumber: coupons.couponnumber });
      issued.push(...rows.map((row) => row.couponnumber));
    }
  }
  return issued;
}

/** POST /api/Admin/Coupons/Campaigns: the campaign and its first batch of codes, together or not at all. */
export async function createCampaign(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  input: CampaignCreateBody,
): Promise<AdminCampaignItem & { codes: string[] }> {
  if (input.targetContentsId !== null) {
    const [content] = await ctx.db
      .select({ conttype: contents.conttype })
      .from(contents)
      .where(eq(contents.id, input.targetContentsId));
    if (content?.conttype !== input.target) throw invalidInput();
  }
  const { campaignId, codes } = await adminTransaction(ctx, admin, async (tx) => {
    const [campaign] = await tx
      .insert(couponCampaigns)
      .values({
        name: input.name,
        discountType: input.discountType,
        // A campaign holds only the figure its type uses, so a list never shows a stray one.
        amount: input.discountType === 'fixed' ? input.amount : 0,
        percent: input.discountType === 'percent' ? input.percent : 0,
        maxDiscount: input.discountType === 'percent' ? input.maxDiscount : null,
        minAmount: input.minAmount,
        target: input.target,
        targetContentsId: input.targetContentsId,
        validFrom: new Date(input.validFrom),
        validUntil: new Date(input.validUntil),
        createdAt: ctx.now(),
      })
      .returning();
    const codes = await issueCodes(tx, campaign!.id, input.quantity);
    const target = { type: 'couponCampaign', id: campaign!.id } as const;
    await recordChange(tx, admin, 'couponCampaign.create', target, null, {
      ...campaign!,
      issued: codes.length,
    });
    return { campaignId: campaign!.id, codes };
  });
  return { ...(await getCampaign(ctx, locale, campaignId)), codes };
}

/** POST /api/Admin/Coupons/Campaigns/{campaignId}/Codes: another batch for an existing campaign. */
export async function generateCodes(
  ctx: AppContext,
  admin: SessionUser,
  campaignId: number,
  quantity: number,
): Promise<GeneratedCodes> {
  const [campaign] = await ctx.db
    .select({ id: couponCampaigns.id })
    .from(couponCampaigns)
    .where(eq(couponCampaigns.id, campaignId));
  if (!campaign) throw recordNotFound();
  const codes = await adminTransaction(ctx, admin, async (tx) => {
    const issued = await issueCodes(tx, campaignId, quantity);
    const target = { type: 'couponCampaign', id: campaignId } as const;
    await recordChange(tx, admin, 'couponCampaign.issue', target, null, { issued: issued.length });
    return issued;
  });
  return { campaignId, codes };
}
