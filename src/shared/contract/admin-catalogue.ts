import { z } from 'zod';
import { sortedPaging } from './admin-list';
import { CONTENT_LANGS, COURSE_LEVELS, EDU_TYPES, RECRUIT_TYPES } from './contents';
import { contentsCredits } from './credits';
import { INT4_MAX, idField, idParam, int4Field, requiredText } from './fields';
import { ENROLMENT_SOURCES } from './learning';
import {
  flagParam,
  localizedTextInput,
  localizedTextOutput,
  optionalIdParam,
  optionalLocalizedTextInput,
} from './localized-input';

/** Admin console contracts for the catalogue: courses, their curriculum and uploads, training sessions. */

export const CONTENTS_KINDS = ['course', 'training'] as const;
export const VIDEO_STATUSES = ['uploaded', 'transcoding', 'ready', 'failed'] as const;
export const CAPTION_LANGS = CONTENT_LANGS;

/** Upload limits, shown by the console and enforced by the server while the file streams in. */
export const UPLOAD_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  videoBytes: 2 * 1024 * 1024 * 1024,
  captionBytes: 1024 * 1024,
} as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Rich text (sanitised again by the server before it is stored and before it is shown). */
const HTML_MAX = 50_000;
const richTextInput = z
  .object({
    ko: z.string().max(HTML_MAX, { error: 'validation.tooLong' }).default(''),
    en: z.string().max(HTML_MAX, { error: 'validation.tooLong' }).default(''),
    ja: z.string().max(HTML_MAX, { error: 'validation.tooLong' }).default(''),
  })
  .default({ ko: '', en: '', ja: '' });

const won = int4Field.max(100_000_000, { error: 'validation.invalid' });
const isoDate = z.iso.datetime({ offset: true, error: 'validation.date' });
/** A stored public image answered by the thumbnail upload. */
const thumbnailPath = z
  .string()
  .regex(/^\/GetUrl\/thumbnails\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, { error: 'validation.invalid' });

export const adminContentsListQuery = sortedPaging([
  'contentsid',
  'title',
  'price',
  'lessonCount',
  'enrolCount',
  'isPublished',
  'updatedAt',
  'startsAt',
  'seats',
]).extend({
  conttype: z.enum(CONTENTS_KINDS).default('course'),
  q: z.string().trim().max(100).optional(),
  categoryid: optionalIdParam,
  published: flagParam,
});
export type AdminContentsListQuery = z.infer<typeof adminContentsListQuery>;

export const adminContentsListItem = z.object({
  contentsid: z.number().int(),
  conttype: z.enum(CONTENTS_KINDS),
  title: z.string(),
  categoryid: z.number().int(),
  categoryName: z.string(),
  subcategoryName: z.string().nullable(),
  lang: z.enum(CONTENT_LANGS),
  price: z.number().int(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  lessonCount: z.number().int(),
  /** Lessons whose video is ready to play; publishing needs all of them. */
  readyVideoCount: z.number().int(),
  /** Members enrolled now, as the progress report counts them. */
  enrolCount: z.number().int(),
  startsAt: z.string().nullable(),
  capacity: z.number().int().nullable(),
  seatsTaken: z.number().int(),
  recruittype: z.enum(RECRUIT_TYPES).nullable(),
});
export type AdminContentsListItem = z.infer<typeof adminContentsListItem>;

export const adminContentsParams = z.object({ contentsid: idParam });
export const adminLessonParams = z.object({ contentsid: idParam, lessonid: idParam });
export const adminAttendeeParams = z.object({ contentsid: idParam, enrolmentid: idParam });
export const adminVideoParams = z.object({ videoid: idParam });
export const adminDeleteQuery = z.object({ id: idParam });

export const adminVideo = z.object({
  videoid: z.number().int(),
  status: z.enum(VIDEO_STATUSES),
  /** Transcoding progress, 0–100. */
  progress: z.number().int(),
  durationSec: z.number().int().nullable(),
  originalName: z.string().nullable(),
  error: z.string().nullable(),
});
export type AdminVideo = z.infer<typeof adminVideo>;

export const adminCaption = z.object({ lang: z.string(), url: z.string() });

export const adminLesson = z.object({
  lessonid: z.number().int(),
  title: localizedTextOutput,
  durationSec: z.number().int(),
  isFreePreview: z.boolean(),
  /** What members play. */
  video: adminVideo.nullable(),
  /** A replacement uploaded over a ready video: it takes `video`'s place once it is ready. */
  pendingVideo: adminVideo.nullable(),
  captions: z.array(adminCaption),
});
export type AdminLesson = z.infer<typeof adminLesson>;

export const adminChapter = z.object({
  chapterid: z.number().int(),
  title: localizedTextOutput,
  lessons: z.array(adminLesson),
});
export type AdminChapter = z.infer<typeof adminChapter>;

/** Everything an operator edits, every language at once. */
export const adminContentsDetail = z.object({
  contentsid: z.number().int(),
  conttype: z.enum(CONTENTS_KINDS),
  categoryid: z.number().int(),
  subcategoryid: z.number().int().nullable(),
  lang: z.enum(CONTENT_LANGS),
  title: localizedTextOutput,
  summary: localizedTextOutput,
  description: localizedTextOutput,
  instructorName: localizedTextOutput,
  instructorBio: localizedTextOutput,
  tags: z.array(z.string()),
  thumbnailUrl: z.string().nullable(),
  price: z.number().int(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  // Course
  level: z.enum(COURSE_LEVELS),
  listPrice: z.number().int().nullable(),
  accessDays: z.number().int().nullable(),
  membershipIncluded: z.boolean(),
  chapters: z.array(adminChapter),
  // Training session
  edutype: z.enum(EDU_TYPES).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  venueName: localizedTextOutput,
  venueAddress: z.string().nullable(),
  capacity: z.number().int().nullable(),
  seatsTaken: z.number().int(),
  recruitDeadline: z.string().nullable(),
  recruitClosed: z.boolean(),
  recruittype: z.enum(RECRUIT_TYPES).nullable(),
  curriculum: localizedTextOutput,
  /** A cancelled session: when, why, and when every attendee had been refunded. */
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelSettledAt: z.string().nullable(),
  /** The 연수평점 it carries (decision 101), or null. */
  credits: contentsCredits.nullable(),
});
export type AdminContentsDetail = z.infer<typeof adminContentsDetail>;

const tagsInput = z
  .array(z.string().trim().min(1).max(30, { error: 'validation.tooLong' }))
  .max(20, { error: 'validation.invalid' })
  .default([]);

const commonSave = {
  contentsid: idField.optional(),
  /** A top-level category, and optionally one of its subcategories. */
  categoryid: z.number().int().min(1, { error: 'validation.required' }).max(INT4_MAX),
  subcategoryid: idField.nullable().default(null),
  lang: z.enum(CONTENT_LANGS).default('ko'),
  title: localizedTextInput(200),
  summary: optionalLocalizedTextInput(500),
  description: richTextInput,
  instructorName: optionalLocalizedTextInput(100),
  instructorBio: optionalLocalizedTextInput(1000),
  tags: tagsInput,
  thumbnailUrl: thumbnailPath.nullable().default(null),
  price: won,
};

export const adminCourseSaveBody = z
  .object({
    conttype: z.literal('course'),
    ...commonSave,
    level: z.enum(COURSE_LEVELS).default('beginner'),
    listPrice: won.nullable().default(null),
    /** Days of access after purchase; null means lifetime. */
    accessDays: z.number().int().min(1, { error: 'validation.invalid' }).max(3650).nullable().default(null),
    membershipIncluded: z.boolean().default(false),
  })
  .refine((body) => body.listPrice === null || body.listPrice >= body.price, {
    error: 'validation.invalid',
    path: ['listPrice'],
  });
export type AdminCourseSaveBody = z.infer<typeof adminCourseSaveBody>;

export const adminTrainingSaveBody = z
  .object({
    conttype: z.literal('training'),
    ...commonSave,
    edutype: z.enum(EDU_TYPES),
    startsAt: isoDate,
    endsAt: isoDate,
    venueName: localizedTextInput(200),
    venueAddress: z.string().trim().max(300, { error: 'validation.tooLong' }).default(''),
    /** null: no seat limit. */
    capacity: z.number().int().min(1).max(100_000).nullable().default(null),
    /** null: recruitment runs until the session starts. */
    recruitDeadline: isoDate.nullable().default(null),
    recruitClosed: z.boolean().default(false),
    curriculum: richTextInput,
  })
  .refine((body) => Date.parse(body.endsAt) >= Date.parse(body.startsAt), {
    error: 'validation.invalid',
    path: ['endsAt'],
  })
  .refine(
    (body) => body.recruitDeadline === null || Date.parse(body.recruitDeadline) <= Date.parse(body.endsAt),
    {
      error: 'validation.invalid',
      path: ['recruitDeadline'],
    },
  );
export type AdminTrainingSaveBody = z.infer<typeof adminTrainingSaveBody>;

export const adminContentsSaveBody = z.discriminatedUnion('conttype', [
  adminCourseSaveBody,
  adminTrainingSaveBody,
]);
export type AdminContentsSaveBody = z.infer<typeof adminContentsSaveBody>;

export const adminPublishBody = z.object({ published: z.boolean() });
export const adminRecruitmentBody = z.object({ closed: z.boolean() });
/** POST /api/Admin/Contents/{contentsid}/Cancel: the session is called off and every attendee refunded. */
export const adminSessionCancelBody = z.object({ reason: requiredText(500) });

export const adminChapterSaveBody = z.object({
  chapterid: idField.optional(),
  title: localizedTextInput(200),
});
export type AdminChapterSaveBody = z.infer<typeof adminChapterSaveBody>;

export const adminLessonSaveBody = z.object({
  lessonid: idField.optional(),
  chapterid: idField,
  title: localizedTextInput(200),
  isFreePreview: z.boolean().default(false),
});
export type AdminLessonSaveBody = z.infer<typeof adminLessonSaveBody>;

/** The whole curriculum in display order: chapters, and the lessons each holds. */
export const adminCurriculumOrderBody = z.object({
  chapters: z.array(
    z.object({
      chapterid: idField,
      lessons: z.array(idField),
    }),
  ),
});
export type AdminCurriculumOrderBody = z.infer<typeof adminCurriculumOrderBody>;

export const adminCaptionQuery = z.object({ lang: z.enum(CAPTION_LANGS) });

export const adminThumbnail = z.object({ thumbnailUrl: z.string() });

/**
 * Where an attendee stands: paid (seat taken), enrolled without a payment (free, membership, granted),
 * a seat held for a virtual-account order until its deposit, refunded, or cancelled otherwise.
 */
export const ATTENDEE_STANDINGS = ['paid', 'enrolled', 'awaiting_deposit', 'refunded', 'canceled'] as const;
export type AttendeeStanding = (typeof ATTENDEE_STANDINGS)[number];

export const adminAttendee = z.object({
  /** Null while the seat is only held for a deposit: there is nobody to check in yet. */
  enrolmentid: z.number().int().nullable(),
  useruid: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  standing: z.enum(ATTENDEE_STANDINGS),
  source: z.enum(ENROLMENT_SOURCES),
  orderId: z.string().nullable(),
  amount: z.number().int().nullable(),
  orderStatus: z.string().nullable(),
  paidAt: z.string().nullable(),
  enrolledAt: z.string(),
  attendedAt: z.string().nullable(),
  /** Scanned at the door (or corrected by an operator): the earliest arrival, the latest departure. */
  arrivedAt: z.string().nullable(),
  departedAt: z.string().nullable(),
  /** Between arrival and departure, once both are known. */
  presentSec: z.number().int().nullable(),
  /** The 연수평점 awarded for the session, in tenths; null when none was. */
  creditTenths: z.number().int().nullable(),
});
export type AdminAttendee = z.infer<typeof adminAttendee>;

export const adminAttendanceBody = z.object({ attended: z.boolean() });
export const adminAttendanceSet = z.object({
  enrolmentid: z.number().int(),
  attendedAt: z.string().nullable(),
});
