import { z } from 'zod';
import { COUPON_LIST_WINDOW_START } from '../constants';
import { couponCodeField, dateTimeText, idParam } from './fields';

/** List statuses as the spec names them: '등록' registered and usable, '사용' used, '만료' expired. */
export const COUPON_LIST_STATUSES = ['등록', '사용', '만료'] as const;
export type CouponListStatus = (typeof COUPON_LIST_STATUSES)[number];
export const COUPON_TARGETS = ['any', 'course', 'training', 'membership'] as const;
export const COUPON_DISCOUNT_TYPES = ['fixed', 'percent'] as const;
/** A code as stored: issued, registered to one account, used once, or voided by an operator. */
export const COUPON_STATUSES = ['issued', 'registered', 'used', 'void'] as const;
/** Fields `schtarget`/`schtarget2` can search in. */
export const COUPON_SEARCH_TARGETS = ['couponname', 'couponnumber', 'status', 'target'] as const;

/** A local date-time in Korea (the header sends `2025-01-01T00:00:00` and now + 9 hours); an offset is honoured. */
const koreanDateTime = dateTimeText(
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/,
);

const searchTarget = z.union([z.enum(COUPON_SEARCH_TARGETS), z.literal('')]).optional();

export const couponListBody = z.object({
  schtarget: searchTarget,
  schtext: z.string().trim().max(100).optional(),
  schtarget2: searchTarget,
  schtext2: z.string().trim().max(100).optional(),
  sdate: koreanDateTime.default(COUPON_LIST_WINDOW_START),
  edate: koreanDateTime.optional(),
  coupontype: z.union([z.enum(COUPON_DISCOUNT_TYPES), z.literal('')]).optional(),
});
export type CouponListBody = z.infer<typeof couponListBody>;

export const couponItem = z.object({
  couponnumber: z.string(),
  name: z.string(),
  status: z.enum(COUPON_LIST_STATUSES),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  /** KRW for fixed coupons; per cent for percent coupons. */
  discount: z.number().int(),
  /** KRW cap of a percent coupon; null when uncapped. */
  maxDiscount: z.number().int().nullable(),
  minAmount: z.number().int(),
  target: z.enum(COUPON_TARGETS),
  targetContentsId: z.number().int().nullable(),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  registeredAt: z.iso.datetime().nullable(),
  usedAt: z.iso.datetime().nullable(),
});
export type CouponItem = z.infer<typeof couponItem>;

export const couponNumberParams = z.object({ couponnumber: couponCodeField });

export const couponInfo = couponItem.omit({ status: true }).extend({
  status: z.enum(['issued', ...COUPON_LIST_STATUSES]),
  /** Whether the caller can register this code now. */
  registrable: z.boolean(),
});
export type CouponInfo = z.infer<typeof couponInfo>;

export const applicableCouponQuery = z.object({ contentsid: idParam });
export const applicableCoupon = couponItem.extend({
  /** KRW taken off this item's price. */
  discountAmount: z.number().int(),
  finalAmount: z.number().int(),
});
export type ApplicableCoupon = z.infer<typeof applicableCoupon>;
