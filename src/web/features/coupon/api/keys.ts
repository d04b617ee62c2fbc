import type { CouponListFilter } from './get-coupon-list';

/**
 * Query keys of one member's coupons. The membership and checkout coupon lists live under `mine` too:
 * a newly registered coupon may apply there, so a registration invalidates them with the list.
 */
export const couponKeys = {
  all: ['coupons'] as const,
  mine: (useruid: string) => [...couponKeys.all, useruid] as const,
  list: (useruid: string, filter: CouponListFilter) => [...couponKeys.mine(useruid), filter] as const,
  forMembership: (useruid: string, locale: string) =>
    [...couponKeys.mine(useruid), 'membership', locale] as const,
  applicable: (useruid: string, contentsid: number, locale: string) =>
    [...couponKeys.mine(useruid), 'applicable', contentsid, locale] as const,
};
