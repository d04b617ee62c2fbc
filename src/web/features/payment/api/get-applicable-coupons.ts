import type { ApplicableCoupon } from '@shared/contract/coupon';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { couponKeys } from '../../coupon/api/keys';

/** GET /api/Coupon/Applicable/{contentsid}: the caller's coupons that apply to this item, best first. */
export function applicableCouponsQuery(contentsid: number, useruid: string, locale: string) {
  return queryOptions({
    queryKey: couponKeys.applicable(useruid, contentsid, locale),
    queryFn: ({ signal }) =>
      apiDatas<ApplicableCoupon[]>('GET', `/api/Coupon/Applicable/${contentsid}`, { signal }),
    enabled: Number.isInteger(contentsid) && contentsid > 0 && Boolean(useruid),
  });
}

export function useApplicableCoupons(contentsid: number, useruid: string, locale: string) {
  return useQuery(applicableCouponsQuery(contentsid, useruid, locale));
}
