import { z } from 'zod';
import { EDU_TYPES } from './contents';
import { idField, idParam } from './fields';

/** A lesson counts as completed once this share of its video has been watched (DESIGN §5). */
export const COMPLETION_RATIO = 0.9;
/** How long a signed media URL (playlists, segments, key) stays valid. */
export const MEDIA_URL_TTL_SECONDS = 600;
/** The player saves progress this often while playing (and on pause and when leaving). */
export const PROGRESS_SAVE_INTERVAL_SECONDS = 10;

/** What granted an enrolment: a paid order, a membership, or an operator. */
export const ENROLMENT_SOURCES = ['purchase', 'membership', 'admin'] as const;
export const ENROLMENT_STATUSES = ['active', 'revoked'] as const;

export const CERTIFICATE_LANGS = ['ko', 'en'] as const;
export type CertificateLang = (typeof CERTIFICATE_LANGS)[number];

export const videoIdParams = z.object({ videoid: idParam });
export const contentsIdParams = z.object({ contentsid: idParam });
/** Any text up to a sane length: a mistyped number is simply 'not found'. */
export const certificateNumberParams = z.object({ number: z.string().trim().toUpperCase().min(1).max(40) });

/**
 * GET /api/Contents/GetVideoSourceUrl/{videoid}. `url` (the master playlist, signed for the caller)
 * is null until the video is ready; `status` then says why.
 */
export const videoSource = z.object({
  videoid: z.number().int(),
  status: z.enum(['preparing', 'ready', 'failed']),
  /** Transcoding progress, 0–100, while preparing. */
  progress: z.number().int(),
  url: z.string().nullable(),
  posterUrl: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  durationSec: z.number().int().nullable(),
});
export type VideoSource = z.infer<typeof videoSource>;

/** How the member reaches a course: bought (until a date or for life), membership, admin, or not. */
export const ACCESS_KINDS = ['until', 'lifetime', 'membership', 'admin', 'none'] as const;
export const courseAccess = z.object({
  kind: z.enum(ACCESS_KINDS),
  /** For 'until' (also when expired). */
  expiresAt: z.iso.datetime().nullable(),
  /** Access was held and has ended (purchase expired or membership over). */
  expired: z.boolean(),
});
export type CourseAccess = z.infer<typeof courseAccess>;

export const playerLesson = z.object({
  lessonid: z.number().int(),
  title: z.string(),
  durationSec: z.number().int(),
  isFreePreview: z.boolean(),
  /** Whether the caller may play it (course access, or a free preview). */
  playable: z.boolean(),
  videoid: z.number().int().nullable(),
  captions: z.array(z.object({ lang: z.string(), url: z.string() })),
  positionSec: z.number().int(),
  watchedSec: z.number().int(),
  completed: z.boolean(),
  /** On a credit-bearing course: the seconds the server verified (decision 101); 0 elsewhere. */
  verifiedSec: z.number().int(),
});
export type PlayerLesson = z.infer<typeof playerLesson>;

/** GET /api/Learning/Player/{contentsid}: what the player's side list and resume need. */
export const playerCourse = z.object({
  contentsid: z.number().int(),
  title: z.string(),
  access: courseAccess,
  chapters: z.array(
    z.object({ chapterid: z.number().int(), title: z.string(), lessons: z.array(playerLesson) }),
  ),
  /** The lesson watched last (resume), or null before the first. */
  lastLessonId: z.number().int().nullable(),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  /** Whole percent, rounded down: 100 only when every lesson is completed. */
  progressRate: z.number().int(),
  /** The course has a test (with questions), taken at /player/{contentsid}/exam. */
  hasExam: z.boolean(),
  /** A test of the course is not passed yet: completion and the certificate wait for it (decision 100). */
  examPending: z.boolean(),
  certificateNumber: z.string().nullable(),
  /** The course carries 연수평점: the player reports heartbeats and watch time is verified. */
  creditBearing: z.boolean(),
});
export type PlayerCourse = z.infer<typeof playerCourse>;

/**
 * POST /api/Learning/SaveProgress. `watchedSec` is the lesson's total seconds actually played (the
 * player starts from the stored value), so a repeated or late save changes nothing.
 */
export const saveProgressBody = z.object({
  lessonid: idField,
  positionSec: z.number().min(0).max(86_400),
  watchedSec: z.number().min(0).max(86_400),
});
export type SaveProgressBody = z.infer<typeof saveProgressBody>;

export const savedProgress = z.object({
  lessonid: z.number().int(),
  positionSec: z.number().int(),
  watchedSec: z.number().int(),
  completed: z.boolean(),
  progressRate: z.number().int(),
});
export type SavedProgress = z.infer<typeof savedProgress>;

/** GET /api/Learning/MyCourses: one card of /mypage/courses. */
export const myCourse = z.object({
  contentsid: z.number().int(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  progressRate: z.number().int(),
  /** Every lesson watched, and every test of the course passed (decision 100). */
  completed: z.boolean(),
  lastLesson: z.object({ lessonid: z.number().int(), title: z.string() }).nullable(),
  lastStudiedAt: z.iso.datetime().nullable(),
  access: courseAccess,
  certificateNumber: z.string().nullable(),
});
export type MyCourse = z.infer<typeof myCourse>;

export const issueCertificateBody = z.object({ lang: z.enum(CERTIFICATE_LANGS).default('ko') });

/** POST /api/Learning/IssueCertificate/{contentsid}: the number and a short-lived PDF link. */
export const issuedCertificate = z.object({
  number: z.string(),
  pdfUrl: z.string(),
  verifyUrl: z.string(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificate>;

/** GET /api/Learning/VerifyCertificate/{number} (public). */
export const certificateInfo = z.object({
  number: z.string(),
  holderName: z.string(),
  courseTitle: z.string(),
  /** The course's length (its lessons' videos) when completed. */
  durationSec: z.number().int(),
  completedAt: z.iso.datetime(),
  issuedAt: z.iso.datetime(),
});
export type CertificateInfo = z.infer<typeof certificateInfo>;

/**
 * Where a member stands with a paid training seat: before the session ends and not yet checked in,
 * checked in by the operator, or over without a check-in on record.
 */
export const TRAINING_SEAT_STATUSES = ['upcoming', 'attended', 'notAttended'] as const;

/** GET /api/Learning/MyTrainings: one in-person session the member holds a seat in. */
export const myTraining = z.object({
  enrolmentid: z.number().int(),
  contentsid: z.number().int(),
  title: z.string(),
  edutype: z.enum(EDU_TYPES).nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  venue: z.string(),
  venueAddress: z.string().nullable(),
  status: z.enum(TRAINING_SEAT_STATUSES),
  attendedAt: z.iso.datetime().nullable(),
  /** The seat's ticket code, which its QR code carries and the door scans (decision 103). */
  ticket: z.string(),
});
export type MyTraining = z.infer<typeof myTraining>;
