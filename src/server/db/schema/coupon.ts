import { COUPON_DISCOUNT_TYPES, COUPON_STATUSES, COUPON_TARGETS } from '@shared/contract/coupon';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './account';
import { contents } from './catalogue';
import { createdAt, localized, tstz } from './columns';

export const couponCampaigns = pgTable('coupon_campaigns', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  discountType: text('discount_type', { enum: COUPON_DISCOUNT_TYPES }).notNull(),
  amount: integer('amount').notNull().default(0),
  percent: integer('percent').notNull().default(0),
  maxDiscount: integer('max_discount'),
  minAmount: integer('min_amount').notNull().default(0),
  target: text('target', { enum: COUPON_TARGETS }).notNull().default('any'),
  targetContentsId: integer('target_contents_id').references(() => contents.id),
  validFrom: tstz('valid_from').notNull(),
  validUntil: tstz('valid_until').notNull(),
  /** Ended early by an operator: its codes can no longer be registered or used. */
  endedAt: tstz('ended_at'),
  createdAt: createdAt(),
});

/** A code is issued, then registered to one account, then used at most once; an operator may void it before use. */
export const coupons = pgTable(
  'coupons',
  {
    couponnumber: text('couponnumber').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => couponCampaigns.id),
    userId: integer('user_id').references(() => users.id),
    status: text('status', { enum: COUPON_STATUSES }).notNull().default('issued'),
    registeredAt: tstz('registered_at'),
    usedAt: tstz('used_at'),
    usedOrderId: text('used_order_id'),
    voidedAt: tstz('voided_at'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('coupons_user_idx').on(t.userId, t.status)],
);
