import { COUPON_LIST_WINDOW_START } from '@shared/constants';
import type { CouponItem } from '@shared/contract/coupon';
import { seoulWallClock } from '@shared/seoul-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { couponKeys } from './keys';

export type CouponListItem = CouponItem;

export interface CouponListFilter {
  schtarget?: string;
  schtext?: string;
  schtarget2?: string;
  schtext2?: string;
  coupontype?: string;
}

/**
 * The list window runs from 2025-01-01 to now in Korean time (now plus 9 hours), as spec §7 sends it.
 * The end is rounded up to the whole second: the field carries no milliseconds, and cutting them off
 * would leave out a coupon registered a moment ago (the list is asked again right after registering).
 */
export function couponListWindow(now = Date.now()) {
  return { sdate: COUPON_LIST_WINDOW_START, edate: seoulWallClock(Math.ceil(now / 1000) * 1000) };
}

export function getCouponList(filter: CouponListFilter = {}, signal?: AbortSignal) {
  return apiDatas<CouponListItem[]>('POST', '/api/Coupon/GetList', {
    body: {
      schtarget: '',
      schtext: '',
      schtarget2: '',
      schtext2: '',
      coupontype: '',
      ...filter,
      ...couponListWindow(),
    },
    signal,
  });
}

export function couponListQuery(useruid: string, filter: CouponListFilter = {}) {
  return queryOptions({
    queryKey: couponKeys.list(useruid, filter),
    queryFn: ({ signal }) => getCouponList(filter, signal),
    // Only a logged-in member has coupons; without one the call would only answer 'log in first'.
    enabled: Boolean(useruid),
  });
}

export function useCouponList(useruid: string, filter: CouponListFilter = {}) {
  return useQuery(couponListQuery(useruid, filter));
}

/** 'Available' in the spec's sense: items whose status is '등록' (registered). */
export function useAvailableCouponCount(useruid: string) {
  return useQuery({
    ...couponListQuery(useruid),
    select: (items) => items.filter((item) => item.status === '등록').length,
  });
}
