import { z } from 'zod';
import { courseCard } from './contents';
import { couponCodeField } from './fields';

/**
 * The monthly membership (spec §9: billed monthly; cancelling keeps access until the end of the
 * paid period). The paths are this platform's own: the spec lists none.
 */

/** What the member sees: none, active (renews), cancelled (active until the period ends), past due. */
/** A membership as stored (the member's view, MEMBERSHIP_STATES, adds 'none' and 'cancelled'). */
export const MEMBERSHIP_STATUSES = ['active', 'past_due', 'ended'] as const;
export const MEMBERSHIP_CHARGE_STATUSES = ['pending', 'done', 'failed'] as const;
export const MEMBERSHIP_STATES = ['none', 'active', 'cancelled', 'past_due'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** Days after the due date on which a declined renewal is tried again; after the last one it ends. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;

export const localizedInput = z.object({
  ko: z.string().trim().min(1).max(200),
  en: z.string().trim().max(200).optional(),
  ja: z.string().trim().max(200).optional(),
});

/** The plan an operator sets (settings key 'membership.plan'). */
export const membershipPlanSettings = z.object({
  /** KRW per month. */
  price: z.number().int().min(100).max(10_000_000),
  name: localizedInput,
  description: localizedInput,
  benefits: z.array(localizedInput).max(10),
});
export type MembershipPlanSettings = z.infer<typeof membershipPlanSettings>;

export const membershipPlan = z.object({
  name: z.string(),
  description: z.string(),
  /** KRW per month. */
  price: z.number().int(),
  benefits: z.array(z.string()),
  /** Every published course the membership opens. */
  courses: z.array(courseCard),
});
export type MembershipPlan = z.infer<typeof membershipPlan>;

export const subscribeBody = z.object({
  /** A registered coupon with target membership (or any): taken off the first month only. */
  couponnumber: couponCodeField.optional(),
  agree: z.literal(true, { error: 'membership.agreeRequired' }),
});
export type SubscribeBody = z.infer<typeof subscribeBody>;

export const myMembership = z.object({
  state: z.enum(MEMBERSHIP_STATES),
  /** The paid period; null when the member never subscribed. */
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  /** Until when the membership opens courses (null: no access). */
  accessUntil: z.iso.datetime().nullable(),
  /** The next charge (renewal or retry) and its amount, while the membership renews. */
  nextBillingAt: z.iso.datetime().nullable(),
  nextAmount: z.number().int().nullable(),
  /** Declined renewals so far in this period (0–4), and the gateway's reason for the last one. */
  failedAttempts: z.number().int(),
  lastFailureCode: z.string().nullable(),
  endedAt: z.iso.datetime().nullable(),
  card: z.object({ billingkey: z.string(), cardCompany: z.string(), cardNumber: z.string() }).nullable(),
  canCancel: z.boolean(),
  canResume: z.boolean(),
  canRetry: z.boolean(),
  price: z.number().int(),
});
export type MyMembership = z.infer<typeof myMembership>;

export const membershipCharge = z.object({
  chargeid: z.number().int(),
  periodStart: z.iso.datetime(),
  attempt: z.number().int(),
  status: z.enum(['pending', 'done', 'failed']),
  amount: z.number().int(),
  /** The order in payment history (membership tab), when the gateway was called. */
  paymentid: z.number().int().nullable(),
  failureCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type MembershipCharge = z.infer<typeof membershipCharge>;
