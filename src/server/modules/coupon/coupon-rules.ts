import type { CouponListStatus } from '@shared/contract/coupon';
import type { couponCampaigns, coupons } from '../../db/schema/coupon';

type Campaign = typeof couponCampaigns.$inferSelect;
type Coupon = typeof coupons.$inferSelect;

/** The gateway takes no payment below 100 KRW, so a coupon may not bring a price under it. */
export const MIN_PAYMENT_AMOUNT = 100;

export interface PurchaseItem {
  kind: 'course' | 'training' | 'membership';
  contentsId: number | null;
  price: number;
}

/** KRW off the price: a fixed amount, or a percentage rounded down and capped; never more than the price. */
export function couponDiscount(campaign: Campaign, price: number): number {
  const raw =
    campaign.discountType === 'fixed' ? campaign.amount : Math.floor((price * campaign.percent) / 100);
  const capped = campaign.maxDiscount === null ? raw : Math.min(raw, campaign.maxDiscount);
  return Math.max(0, Math.min(capped, price));
}

/** Valid now, meets the minimum amount, matches the target, and leaves a payable amount. */
export function couponApplies(campaign: Campaign, item: PurchaseItem, now: Date): boolean {
  if (campaign.validFrom > now || campaign.validUntil < now) return false;
  if (item.price < campaign.minAmount) return false;
  if (campaign.target !== 'any' && campaign.target !== item.kind) return false;
  if (campaign.targetContentsId !== null && campaign.targetContentsId !== item.contentsId) return false;
  const discount = couponDiscount(campaign, item.price);
  return discount > 0 && item.price - discount >= MIN_PAYMENT_AMOUNT;
}

/** The member's view: used, expired (past its window or voided, unused), otherwise registered and usable. */
export function couponListStatus(coupon: Coupon, campaign: Campaign, now: Date): CouponListStatus {
  if (coupon.status === 'used') return '사용';
  // The spec knows three states; a code an operator voided can no longer be used, as if expired.
  if (coupon.status === 'void' || campaign.validUntil < now) return '만료';
  return '등록';
}
