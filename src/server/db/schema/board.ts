import { FAQ_CATEGORIES } from '@shared/contract/board';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, localized, tstz, updatedAt } from './columns';

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  subtitle: localized('subtitle'),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url'),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: localized('title'),
    body: localized('body'),
    isNotice: boolean('is_notice').notNull().default(false),
    isTop3: boolean('is_top3').notNull().default(false),
    hits: integer('hits').notNull().default(0),
    attachments: jsonb('attachments')
      .$type<{ name: string; url: string; size: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notices_listing_idx').on(t.isNotice, t.createdAt)],
);

/** A view counts at most once per viewer per day. */
export const noticeViews = pgTable(
  'notice_views',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.viewerKey, t.day] })],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  category: text('category', {
    enum: FAQ_CATEGORIES,
  }).notNull(),
  question: localized('question'),
  answer: localized('answer'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Versioned terms: tab 0 terms of use, 1 privacy policy, 2 refund policy. */
export const terms = pgTable('terms', {
  id: serial('id').primaryKey(),
  tab: integer('tab').notNull(),
  version: text('version').notNull(),
  effectiveAt: tstz('effective_at').notNull(),
  body: localized('body'),
  createdAt: createdAt(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    /** What kind of thing was changed (AUDIT_TARGET_TYPES); null on entries written before it existed. */
    targetType: text('target_type'),
    /** The changed thing's id (or, on old entries, a description of the call). */
    target: text('target').notNull(),
    /** Only the fields that changed: their values before and after (see record-change.ts). */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.target),
  ],
);
