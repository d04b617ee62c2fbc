import { z } from 'zod';
import { sortedPaging } from './admin-list';
import { COUPON_DISCOUNT_TYPES, COUPON_TARGETS } from './coupon';
import { couponCodeField, dateTimeText, idField, idParam, int4Field, requiredText } from './fields';
import { localizedTextInput, localizedTextOutput } from './localized-input';
import {
  cashReceiptSummary,
  ORDER_KINDS,
  ORDER_METHODS,
  operatorRefundOffer,
  orderSummary,
  REFUND_ORIGINS,
  refundQuote,
  refundSummary,
} from './payment';
import { taxInvoiceSummary } from './tax-invoice';

/** Admin console contracts for commerce: orders, coupon campaigns and memberships. */

/** A day in Korea (YYYY-MM-DD) or an instant with its offset. */
const dayOrInstant = dateTimeText(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/);

/**
 * The console's order statuses: a cancelled order is either refunded in full (money went back) or
 * cancelled before any was paid, and the console names the two apart, in its list and its filter.
 */
export const ADMIN_ORDER_STATUSES = [
  'ready',
  'waiting_for_deposit',
  'done',
  'partial_canceled',
  'refunded',
  'canceled',
  'expired',
  'failed',
] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export const adminOrderListQuery = sortedPaging([
  'createdAt',
  'orderId',
  'orderName',
  'userEmail',
  'kind',
  'method',
  'amount',
  'canceledAmount',
  'status',
]).extend({
  /** The member's email or name, in part. */
  q: z.string().trim().max(100).optional(),
  orderId: z.string().trim().max(64).optional(),
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  method: z.enum(ORDER_METHODS).optional(),
  /** Ordered from this day (Korean calendar) or instant. */
  from: dayOrInstant.optional(),
  /** Ordered until the end of this day (Korean calendar) or this instant. */
  to: dayOrInstant.optional(),
  /** Also list abandoned checkouts (never confirmed), which the console hides by default. */
  abandoned: z
    .enum(['0', '1'])
    .transform((value) => value === '1')
    .optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderItem = orderSummary.extend({
  listAmount: z.number().int(),
  discountAmount: z.number().int(),
  couponnumber: z.string().nullable(),
  useruid: z.string(),
  userName: z.string(),
  userEmail: z.string(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItem>;

export const adminOrderParams = z.object({ paymentid: idParam });

export const adminOrderRefund = refundSummary.extend({
  decidedByEmail: z.string().nullable(),
  transactionKey: z.string().nullable(),
  origin: z.enum(REFUND_ORIGINS),
  memberAsked: z.boolean(),
  /** The policy's amount when the operator returned another, and why. */
  policyAmount: z.number().int().nullable(),
  overrideReason: z.string().nullable(),
});

export const adminOrderDetail = adminOrderItem.extend({
  paymentKey: z.string().nullable(),
  installmentMonths: z.number().int().nullable(),
  cardCompany: z.string().nullable(),
  cardNumber: z.string().nullable(),
  /** The bank a 계좌이체 came from. */
  transferBankCode: z.string().nullable(),
  virtualAccount: z
    .object({
      bankCode: z.string().nullable(),
      accountNumber: z.string(),
      holderName: z.string().nullable(),
      dueDate: z.string().nullable(),
    })
    .nullable(),
  /** The gateway's receipt page. */
  receiptUrl: z.string().nullable(),
  cashReceipt: cashReceiptSummary.nullable(),
  /** A partner's 세금계산서, once asked for (the console's tax invoice screen acts on it). */
  taxInvoice: taxInvoiceSummary.nullable(),
  failureCode: z.string().nullable(),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  coupon: z.object({ couponnumber: z.string(), campaignId: z.number().int(), name: z.string() }).nullable(),
  refunds: z.array(adminOrderRefund),
  /** What the refund policy would return now. */
  refundQuote,
  refundOffer: operatorRefundOffer,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** Codes are drawn from letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const COUPON_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const COUPON_BATCH_MAX = 5000;

const won = int4Field.max(100_000_000);

export const campaignCreateBody = z
  .object({
    name: localizedTextInput(100),
    discountType: z.enum(COUPON_DISCOUNT_TYPES),
    /** KRW off, for a fixed coupon. */
    amount: won.default(0),
    /** Per cent off, for a percent coupon. */
    percent: int4Field.max(100).default(0),
    /** KRW cap of a percent coupon; null for none. */
    maxDiscount: won.nullable().default(null),
    minAmount: won.default(0),
    target: z.enum(COUPON_TARGETS),
    /** One course or session the coupon is limited to. */
    targetContentsId: idField.nullable().default(null),
    validFrom: z.iso.datetime({ offset: true, error: 'validation.date' }),
    validUntil: z.iso.datetime({ offset: true, error: 'validation.date' }),
    /** How many codes to issue now. */
    quantity: z.number().int().min(1).max(COUPON_BATCH_MAX),
  })
  .refine((body) => body.discountType !== 'fixed' || body.amount > 0, {
    path: ['amount'],
    error: 'validation.required',
  })
  .refine((body) => body.discountType !== 'percent' || body.percent > 0, {
    path: ['percent'],
    error: 'validation.required',
  })
  .refine((body) => new Date(body.validUntil) > new Date(body.validFrom), {
    path: ['validUntil'],
    error: 'validation.invalid',
  })
  .refine(
    (body) => body.targetContentsId === null || body.target === 'course' || body.target === 'training',
    { path: ['targetContentsId'], error: 'validation.invalid' },
  );
export type CampaignCreateBody = z.infer<typeof campaignCreateBody>;

export const campaignCounts = z.object({
  /** Every code issued. */
  issued: z.number().int(),
  /** Registered to an account, not used, not expired. */
  registered: z.number().int(),
  used: z.number().int(),
  /** Never used and past the validity window. */
  expired: z.number().int(),
  /** Still waiting for someone to register it. */
  unregistered: z.number().int(),
});

export const adminCampaignItem = z.object({
  campaignId: z.number().int(),
  name: z.string(),
  names: localizedTextOutput,
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  amount: z.number().int(),
  percent: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minAmount: z.number().int(),
  target: z.enum(COUPON_TARGETS),
  targetContentsId: z.number().int().nullable(),
  targetTitle: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  /** When an operator ended it early; null while it runs its course. */
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  counts: campaignCounts,
});
export type AdminCampaignItem = z.infer<typeof adminCampaignItem>;

export const adminCampaignListQuery = sortedPaging([
  'name',
  'validUntil',
  'issued',
  'registered',
  'used',
  'expired',
]).extend({ q: z.string().trim().max(100).optional() });
export const campaignParams = z.object({ campaignId: idParam });

/** PUT /api/Admin/Coupons/Campaigns/{campaignId}: what may change once codes are out. */
export const campaignUpdateBody = z
  .object({
    name: localizedTextInput(100),
    validFrom: z.iso.datetime({ offset: true, error: 'validation.date' }),
    validUntil: z.iso.datetime({ offset: true, error: 'validation.date' }),
  })
  .refine((body) => new Date(body.validUntil) > new Date(body.validFrom), {
    path: ['validUntil'],
    error: 'validation.invalid',
  });
export type CampaignUpdateBody = z.infer<typeof campaignUpdateBody>;

export const codeParams = z.object({ couponnumber: couponCodeField });
/** POST /api/Admin/Coupons/Codes/{couponnumber}/Void */
export const voidCodeBody = z.object({ reason: requiredText(200) });
export const generateCodesBody = z.object({ quantity: z.number().int().min(1).max(COUPON_BATCH_MAX) });
export const generatedCodes = z.object({ campaignId: z.number().int(), codes: z.array(z.string()) });
export type GeneratedCodes = z.infer<typeof generatedCodes>;

export const ADMIN_CODE_STATUSES = ['issued', 'registered', 'used', 'expired', 'void'] as const;
export type AdminCodeStatus = (typeof ADMIN_CODE_STATUSES)[number];

export const adminCodeListQuery = sortedPaging([
  'couponnumber',
  'status',
  'userEmail',
  'registeredAt',
  'usedAt',
  'createdAt',
]).extend({
  status: z.enum(ADMIN_CODE_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export const adminCodeItem = z.object({
  couponnumber: z.string(),
  status: z.enum(ADMIN_CODE_STATUSES),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  registeredAt: z.string().nullable(),
  usedAt: z.string().nullable(),
  usedOrderId: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCodeItem = z.infer<typeof adminCodeItem>;

/** The console's membership states: cancelling is active with cancellation at the period's end. */
export const ADMIN_MEMBERSHIP_STATUSES = ['active', 'past_due', 'ended', 'cancelling'] as const;
export type AdminMembershipStatus = (typeof ADMIN_MEMBERSHIP_STATUSES)[number];

export const adminMembershipListQuery = sortedPaging([
  'userEmail',
  'status',
  'currentPeriodEnd',
  'startedAt',
  'retryCount',
  'endedAt',
]).extend({
  status: z.enum(ADMIN_MEMBERSHIP_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  /** Only memberships whose last renewal was declined. */
  failed: z
    .enum(['0', '1'])
    .transform((value) => value === '1')
    .optional(),
});
export type AdminMembershipListQuery = z.infer<typeof adminMembershipListQuery>;

export const adminMembershipItem = z.object({
  membershipId: z.number().int(),
  useruid: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  status: z.enum(ADMIN_MEMBERSHIP_STATUSES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  retryCount: z.number().int(),
  nextRetryAt: z.string().nullable(),
  lastFailureCode: z.string().nullable(),
  /** The last renewal attempt was declined. */
  failedRenewal: z.boolean(),
});
export type AdminMembershipItem = z.infer<typeof adminMembershipItem>;
