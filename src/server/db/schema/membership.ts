import { MEMBERSHIP_CHARGE_STATUSES, MEMBERSHIP_STATUSES } from '@shared/contract/membership';
import { PAYMENT_PROVIDERS } from '@shared/contract/payment';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt, tstz, updatedAt } from './columns';
import { orders } from './payment';

/** A card saved at the gateway: only its billing key and what may be shown (company, masked number). */
export const billingCards = pgTable(
  'billing_cards',
  {
    id: serial('id').primaryKey(),
    billingKey: text('billing_key').notNull().unique(),
    /** The provider that issued the billing key and charges it; null as on orders (decision 091). */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    customerKey: uuid('customer_key').notNull(),
    cardCompany: text('card_company').notNull(),
    cardNumber: text('card_number').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    index('billing_cards_user_idx').on(t.userId),
    // At most one active card per member.
    uniqueIndex('billing_cards_active_uq').on(t.userId).where(sql`${t.isActive} and ${t.deletedAt} is null`),
  ],
);

/**
 * One membership per member. Access runs to currentPeriodEnd; cancelling sets cancelAtPeriodEnd and
 * keeps access until then (spec §9).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull(),
    currentPeriodStart: tstz('current_period_start').notNull(),
    currentPeriodEnd: tstz('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    retryCount: integer('retry_count').notNull().default(0),
    nextRetryAt: tstz('next_retry_at'),
    lastFailureCode: text('last_failure_code'),
    startedAt: tstz('started_at').notNull(),
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('memberships_due_idx').on(t.status, t.currentPeriodEnd)],
);

/** Every charge attempt of a period; a period is paid at most once. */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    periodStart: tstz('period_start').notNull(),
    attempt: integer('attempt').notNull().default(1),
    status: text('status', { enum: MEMBERSHIP_CHARGE_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    orderRowId: integer('order_row_id').references(() => orders.id),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('membership_charges_attempt_uq').on(t.membershipId, t.periodStart, t.attempt),
    uniqueIndex('membership_charges_paid_uq')
      .on(t.membershipId, t.periodStart)
      .where(sql`${t.status} = 'done'`),
  ],
);
