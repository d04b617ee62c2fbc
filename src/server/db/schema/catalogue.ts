import { CONTENTS_KINDS, VIDEO_STATUSES } from '@shared/contract/admin-catalogue';
import { CONTENT_LANGS, COURSE_LEVELS, EDU_TYPES } from '@shared/contract/contents';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, localized, tstz, updatedAt } from './columns';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  name: localized('name'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Courses (VOD) and in-person training sessions share one table: `conttype` tells them apart. */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    conttype: text('conttype', { enum: CONTENTS_KINDS }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => categories.id),
    lang: text('lang', { enum: CONTENT_LANGS }).notNull().default('ko'),
    title: localized('title'),
    summary: localized('summary'),
    description: localized('description'),
    instructorName: localized('instructor_name'),
    instructorBio: localized('instructor_bio'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    thumbnailUrl: text('thumbnail_url'),
    level: text('level', { enum: COURSE_LEVELS }).notNull().default('beginner'),
    price: integer('price').notNull().default(0),
    listPrice: integer('list_price'),
    accessDays: integer('access_days'),
    membershipIncluded: boolean('membership_included').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: tstz('published_at'),
    /** Purchases ever made, for ranking by popularity; the console counts enrolments themselves. */
    enrolCount: integer('enrol_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    edutype: text('edutype', { enum: EDU_TYPES }),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    venueName: localized('venue_name'),
    venueAddress: text('venue_address'),
    capacity: integer('capacity'),
    seatsTaken: integer('seats_taken').notNull().default(0),
    recruitDeadline: tstz('recruit_deadline'),
    recruitClosed: boolean('recruit_closed').notNull().default(false),
    /** A training session called off: every paid attendee is refunded by the session-cancellation job. */
    canceledAt: tstz('canceled_at'),
    cancelReason: text('cancel_reason'),
    /** Set by the job once every attendee is refunded; until then it resumes where it stopped. */
    cancelSettledAt: tstz('cancel_settled_at'),
    curriculum: localized('curriculum'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contents_listing_idx').on(t.conttype, t.isPublished, t.categoryId),
    index('contents_starts_at_idx').on(t.startsAt),
    index('contents_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const chapters = pgTable('chapters', {
  id: serial('id').primaryKey(),
  contentsId: integer('contents_id')
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' }),
  title: localized('title'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A lesson video and its transcoding state. Its HLS output (playlists, encrypted segments, key,
 * poster) lives in private storage under `videos/<storagePrefix>/`.
 */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  status: text('status', { enum: VIDEO_STATUSES }).notNull(),
  progress: integer('progress').notNull().default(0),
  durationSec: integer('duration_sec'),
  storagePrefix: text('storage_prefix').notNull(),
  /** What to transcode: `upload:<private storage key>` or `demo:<n>` (a generated test pattern). */
  source: text('source').notNull().default(''),
  /** The uploaded file's name, for the admin console. */
  originalName: text('original_name'),
  error: text('error'),
  /**
   * Set when no lesson uses the video any more (replaced or discarded). Its files stay while the
   * signed links already handed out for it can still be used, then a sweep removes them and the row.
   */
  retiredAt: tstz('retired_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    contentsId: integer('contents_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    title: localized('title'),
    sortOrder: integer('sort_order').notNull().default(0),
    durationSec: integer('duration_sec').notNull().default(0),
    isFreePreview: boolean('is_free_preview').notNull().default(false),
    videoId: integer('video_id').references(() => videos.id),
    /** A replacement still transcoding (or failed): it takes videoId's place only once ready. */
    pendingVideoId: integer('pending_video_id').references(() => videos.id),
    captions: jsonb('captions').$type<{ lang: string; url: string }[]>().notNull().default([]),
  },
  (t) => [index('lessons_contents_idx').on(t.contentsId, t.chapterId, t.sortOrder)],
);
