import type { ApplicableCoupon } from '@shared/contract/coupon';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { couponKeys } from '../../coupon/api/keys';

/** GET /api/Membership/Coupons: the member's coupons for the first month, best first. */
export function membershipCouponsQuery(useruid: string, locale: string) {
  return queryOptions({
    queryKey: couponKeys.forMembership(useruid, locale),
    queryFn: ({ signal }) => apiDatas<ApplicableCoupon[]>('GET', '/api/Membership/Coupons', { signal }),
    enabled: Boolean(useruid),
  });
}

export function useMembershipCoupons(useruid: string, locale: string) {
  return useQuery(membershipCouponsQuery(useruid, locale));
}
