import { z } from 'zod';
import { contentsCredits } from './credits';
import { idParam } from './fields';
import { publicInstructor } from './instructors';
import { optionalEnumParam, optionalIdParam } from './localized-input';
import { noticeListItem } from './notice';
import { pagingFields } from './paging';

export const CONTENT_LANGS = ['ko', 'en', 'ja'] as const;
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const EDU_TYPES = ['seminar', 'workshop', 'hands_on'] as const;
export const RECRUIT_TYPES = ['open', 'closed'] as const;
/** Why a session takes no more enrolments: closed by an operator, no seats left, deadline passed. */
export const CLOSED_REASONS = ['canceled', 'closed', 'full', 'deadline'] as const;
export const CAMPUS_SORTS = ['newest', 'popular', 'rating', 'price_asc', 'price_desc'] as const;
export const CAMPUS_PAGE_SIZE = 12;

/** The average (two decimals; null without reviews) and count of a course's visible 수강평 (issue 44). */
export const cardRating = z.object({
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
});

export const courseCard = z.object({
  contentsid: z.number().int(),
  conttype: z.literal('course'),
  categoryid: z.number().int(),
  subcategoryid: z.number().int().nullable(),
  lang: z.enum(CONTENT_LANGS),
  title: z.string(),
  summary: z.string(),
  instructor: z.string(),
  thumbnailUrl: z.string().nullable(),
  level: z.enum(COURSE_LEVELS),
  /** KRW. */
  price: z.number().int(),
  /** KRW before discount, when the course is on sale. */
  listPrice: z.number().int().nullable(),
  membershipIncluded: z.boolean(),
  /** Days of access after purchase; null means lifetime access. */
  accessDays: z.number().int().nullable(),
  lifetime: z.boolean(),
  totalDurationSec: z.number().int(),
  lessonCount: z.number().int(),
  enrolCount: z.number().int(),
  publishedAt: z.string().nullable(),
  ...cardRating.shape,
});
export type CourseCard = z.infer<typeof courseCard>;

export const trainingCard = z.object({
  contentsid: z.number().int(),
  conttype: z.literal('training'),
  categoryid: z.number().int(),
  subcategoryid: z.number().int().nullable(),
  edutype: z.enum(EDU_TYPES).nullable(),
  title: z.string(),
  summary: z.string(),
  instructor: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** KRW. */
  price: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  venue: z.string(),
  venueAddress: z.string().nullable(),
  /** null: no seat limit. */
  capacity: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  recruitDeadline: z.string().nullable(),
  recruittype: z.enum(RECRUIT_TYPES),
  closedReason: z.enum(CLOSED_REASONS).nullable(),
  /** The reason in the reader's language, for the disabled enrol button; empty while open. */
  closedMessage: z.string(),
});
export type TrainingCard = z.infer<typeof trainingCard>;

export const mainSections = z.object({
  newCourses: z.array(courseCard),
  popularCourses: z.array(courseCard),
  membershipCourses: z.array(courseCard),
  upcomingTrainings: z.array(trainingCard),
  notices: z.array(noticeListItem),
});
export type MainSections = z.infer<typeof mainSections>;

const facet = z.object({ categoryid: z.number().int(), ctgrname: z.string(), courseCount: z.number().int() });

export const campusMain = z.object({
  totalCourses: z.number().int(),
  categories: z.array(facet.extend({ subcategories: z.array(facet) })),
  languages: z.array(z.object({ lang: z.enum(CONTENT_LANGS), courseCount: z.number().int() })),
});
export type CampusMain = z.infer<typeof campusMain>;

export const campusQuery = z.object({
  /** A top-level category or a subcategory: both levels list their courses. */
  categoryid: optionalIdParam,
  subcategoryid: optionalIdParam,
  lang: optionalEnumParam(CONTENT_LANGS),
  sort: optionalEnumParam(CAMPUS_SORTS).transform((sort) => sort ?? 'newest'),
  ...pagingFields({ maxPageSize: 48, defaultPageSize: CAMPUS_PAGE_SIZE }).shape,
});
export type CampusQuery = z.infer<typeof campusQuery>;

/** The 2-character minimum is checked by the service, so the answer carries the spec's exact message. */
export const searchQuery = z.object({
  schtext: z.string().max(100, { error: 'validation.tooLong' }).default(''),
  ...pagingFields().shape,
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const SEARCH_FIELDS = ['title', 'summary', 'instructor', 'tags'] as const;

/**
 * Where the query was found, so the page can highlight it. `ranges` are [start, end) offsets in
 * UTF-16 code units of `text` (JavaScript string indices).
 */
export const searchMatch = z.object({
  field: z.enum(SEARCH_FIELDS),
  lang: z.enum(CONTENT_LANGS).nullable(),
  text: z.string(),
  ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SearchMatch = z.infer<typeof searchMatch>;

export const searchHit = z.object({
  contentsid: z.number().int(),
  conttype: z.enum(['course', 'training']),
  categoryid: z.number().int(),
  lang: z.enum(CONTENT_LANGS),
  title: z.string(),
  summary: z.string(),
  instructor: z.string(),
  thumbnailUrl: z.string().nullable(),
  price: z.number().int(),
  startsAt: z.string().nullable(),
  /** 1 when the content contains every word of the query; else, for a typo, its pg_trgm word similarity. */
  score: z.number(),
  matches: z.array(searchMatch),
  ...cardRating.shape,
});
export type SearchHit = z.infer<typeof searchHit>;

export const trainingFilterQuery = z.object({
  edutype: optionalEnumParam(EDU_TYPES),
  recruittype: optionalEnumParam(RECRUIT_TYPES),
});

export const trainingListParams = z.object({ conttype: z.enum(['training']) });
export const trainingListQuery = trainingFilterQuery.extend(pagingFields().shape);
export type TrainingListQuery = z.infer<typeof trainingListQuery>;

export const calendarParams = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

export const contentsIdParams = z.object({ contentsid: idParam });

/**
 * The purchase panel: log in first, buy, enrol for free, already enrolled (go to the player), or
 * included in the caller's active membership (go to the player; accessExpiresAt stays null, the
 * membership page tells until when).
 */
export const PURCHASE_STATES = ['login_required', 'purchasable', 'free', 'enrolled', 'membership'] as const;

export const lessonItem = z.object({
  lessonid: z.number().int(),
  title: z.string(),
  durationSec: z.number().int(),
  isFreePreview: z.boolean(),
  /** Only free-preview lessons reveal their video to everyone. */
  videoid: z.number().int().nullable(),
});

export const courseDetail = courseCard.extend({
  description: z.string(),
  instructorBio: z.string(),
  tags: z.array(z.string()),
  chapters: z.array(
    z.object({ chapterid: z.number().int(), title: z.string(), lessons: z.array(lessonItem) }),
  ),
  freePreviewCount: z.number().int(),
  purchaseState: z.enum(PURCHASE_STATES),
  /** When the caller's access ends (null: lifetime, or not enrolled). */
  accessExpiresAt: z.string().nullable(),
  /** The 연수평점 the course carries, or null: a course without them is not credit-bearing. */
  credits: contentsCredits.nullable(),
  /** The instructors assigned to the course (issue 44), with their public profiles. */
  instructors: z.array(publicInstructor),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const trainingDetail = trainingCard.extend({
  description: z.string(),
  curriculum: z.string(),
  instructorBio: z.string(),
  icsUrl: z.string(),
  /** The logged-in caller already holds a seat. */
  enrolled: z.boolean(),
});
export type TrainingDetail = z.infer<typeof trainingDetail>;

export const contentsDetail = z.discriminatedUnion('conttype', [courseDetail, trainingDetail]);
export type ContentsDetail = z.infer<typeof contentsDetail>;
