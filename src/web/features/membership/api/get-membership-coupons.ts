import type { ApplicableCoupon } from '@shared/contract/coupon';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';

/** GET /api/Membership/Coupons: the member's coupons for the first month, best first. */
export function membershipCouponsQuery(useruid: string, locale: string) {
  return queryOptions({
    queryKey: ['coupons', useruid, 'membership', locale],
    queryFn: ({ signal }) => apiDatas<ApplicableCoupon[]>('GET', '/api/Membership/Coupons', { signal }),
    enabled: Boolean(useruid),
  });
}

export function useMembershipCoupons(useruid: string, locale: string) {
  return useQuery(membershipCouponsQuery(useruid, locale));
}
