import { z } from 'zod';
import { idParam } from './fields';
import { optionalEnumParam, optionalIdParam } from './localized-input';
import { pageAnswerFields, pagingFields } from './paging';

/**
 * 수강평 (issue 44). A member who holds a course and has completed at least REVIEW_MIN_WATCHED_PERCENT
 * of its lessons rates it 1–5 with a plain-text review (line breaks kept, never HTML). One review per
 * member and course: POST creates it and a second POST answers 409 REVIEW_EXISTS (the page then
 * edits with PUT); the author edits or deletes it. Course staff (its instructors, operators) give it
 * one public reply, which they may edit. A hidden review (moderation) is left out of the average,
 * the counts and the lists, except for its author, who sees it marked hidden.
 */

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_BODY_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 2000;
export const REVIEW_PAGE_SIZE = 10;

export const reviewIdParams = z.object({ reviewid: idParam });

const plainText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

export const reviewBody = z.object({
  rating: z.number().int().min(1).max(5),
  body: plainText(REVIEW_BODY_MAX_LENGTH),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const reviewReplyBody = z.object({ body: plainText(REVIEW_REPLY_MAX_LENGTH) });
export type ReviewReplyBody = z.infer<typeof reviewReplyBody>;

export const reviewListQuery = z.object({
  sort: optionalEnumParam(REVIEW_SORTS).transform((sort) => sort ?? 'newest'),
  ...pagingFields({ maxPageSize: 50, defaultPageSize: REVIEW_PAGE_SIZE }).shape,
});
export type ReviewListQuery = z.input<typeof reviewListQuery>;

export const reviewReply = z.object({
  body: z.string(),
  repliedAt: z.iso.datetime(),
});

export const reviewItem = z.object({
  reviewid: z.number().int(),
  contentsid: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  /** The author's name, masked (김*수). */
  author: z.string(),
  /** The caller wrote it. */
  mine: z.boolean(),
  /** Hidden by moderation: only its author receives it. */
  hidden: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  reply: reviewReply.nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** Average (two decimals; null without reviews), count, and how many reviews gave each star, 5 down to 1. */
export const ratingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** GET /api/Reviews/Course/{contentsid}: the summary and one page of the reviews the caller sees. */
export const courseReviewPage = z.object({
  summary: ratingSummary,
  items: z.array(reviewItem),
  ...pageAnswerFields,
});
export type CourseReviewPage = z.infer<typeof courseReviewPage>;

export const REVIEW_ELIGIBILITY = ['eligible', 'not_holder', 'under_threshold', 'reviewed'] as const;
export type ReviewEligibility = (typeof REVIEW_ELIGIBILITY)[number];

/** GET /api/Reviews/Course/{contentsid}/Mine: whether the member may write, and their review if any. */
export const myCourseReview = z.object({
  eligibility: z.enum(REVIEW_ELIGIBILITY),
  /** The member's progress in whole percent, and the share a review asks for. */
  progressRate: z.number().int(),
  minPercent: z.number().int(),
  review: reviewItem.nullable(),
});
export type MyCourseReview = z.infer<typeof myCourseReview>;

export const REVIEW_REPLY_FILTERS = ['unreplied', 'replied'] as const;

export const consoleReviewQuery = z.object({
  contentsid: optionalIdParam,
  replied: optionalEnumParam(REVIEW_REPLY_FILTERS),
  ...pagingFields({ maxPageSize: 100, defaultPageSize: 20 }).shape,
});
export type ConsoleReviewQuery = z.input<typeof consoleReviewQuery>;

/** GET /api/Admin/Reviews: a review as course staff see it, to reply to. */
export const consoleReviewItem = reviewItem.omit({ mine: true }).extend({ courseTitle: z.string() });
export type ConsoleReviewItem = z.infer<typeof consoleReviewItem>;
