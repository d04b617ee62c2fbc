import type { Locale } from '@shared/constants';
import {
  COMPLETION_RATIO,
  MEDIA_URL_TTL_SECONDS,
  type MyCourse,
  type PlayerCourse,
  type SavedProgress,
  type SaveProgressBody,
  type VideoSource,
} from '@shared/contract/learning';
import { pickLocalized } from '@shared/localized';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contents, lessons } from '../../db/schema/catalogue';
import { certificates, enrolments, lessonProgress } from '../../db/schema/learning';
import { recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { MASTER_PLAYLIST, POSTER_FILE } from '../../integrations/video/hls-transcoder';
import { assertAccountActive } from '../account/account-status';
import { verifiedSecByLesson } from '../attendance/attendance.service';
import { curriculumRows, lessonShownToMembers } from '../contents/curriculum';
import { creditsOf } from '../credits/contents-credits';
import { awardCourseCredit, courseCreditClock } from '../credits/credit-award.service';
import { courseExamStanding } from '../exam/exam-standing';
import { accessUntil, findMembership } from '../membership/membership-access';
import {
  type AccessDecision,
  assertCanWatchLesson,
  assertCanWatchVideo,
  courseAccessFor,
} from './course-access';
import { courseProgressRate, rateOf } from './course-progress';
import { mediaSecret, signMediaToken } from './media-signature';

type Viewer = Pick<SessionUser, 'id' | 'role'>;

/** Where the signed files of a video are served (outside /api: players cannot add app headers). */
export function mediaBase(videoId: number, token: string): string {
  return `/media/videos/${videoId}/${token}`;
}

/** GET /api/Contents/GetVideoSourceUrl/{videoid}: a signed master-playlist URL for a member who may watch. */
export async function getVideoSource(ctx: AppContext, user: Viewer, videoId: number): Promise<VideoSource> {
  await assertAccountActive(ctx.db, user.id);
  const video = await assertCanWatchVideo(ctx, user, videoId);
  if (video.status !== 'ready') {
    return {
      videoid: video.id,
      status: video.status === 'failed' ? 'failed' : 'preparing',
      progress: video.status === 'failed' ? 0 : video.progress,
      url: null,
      posterUrl: null,
      expiresAt: null,
      durationSec: null,
    };
  }
  const expiresAt = new Date(ctx.now().getTime() + MEDIA_URL_TTL_SECONDS * 1000);
  const token = signMediaToken(mediaSecret(ctx.config.JWT_SECRET), { videoId, userId: user.id, expiresAt });
  const base = mediaBase(videoId, token);
  return {
    videoid: video.id,
    status: 'ready',
    progress: 100,
    url: `${base}/${MASTER_PLAYLIST}`,
    posterUrl: `${base}/${POSTER_FILE}`,
    expiresAt: expiresAt.toISOString(),
    durationSec: video.durationSec,
  };
}

async function findCourse(ctx: AppContext, contentsId: number, viewer: Viewer) {
  const [row] = await ctx.db.select().from(contents).where(eq(contents.id, contentsId));
  if (row?.conttype !== 'course' || (!row.isPublished && viewer.role !== 'admin'))
    throw recordNotFound('catalogue.contentsNotFound');
  return row;
}

function accessDto(decision: AccessDecision) {
  return {
    kind: decision.kind,
    expiresAt: decision.expiresAt ? decision.expiresAt.toISOString() : null,
    expired: decision.expired,
  };
}

/** GET /api/Learning/Player/{contentsid}: chapters and lessons with the member's progress and access. */
export async function getPlayerCourse(
  ctx: AppContext,
  user: Viewer,
  locale: Locale,
  contentsId: number,
): Promise<PlayerCourse> {
  const course = await findCourse(ctx, contentsId, user);
  const [{ chapterRows, lessonRows }, progressRows, certificate, decisions, exams, credits, verified] =
    await Promise.all([
      curriculumRows(ctx.db, contentsId),
      ctx.db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.contentsId, contentsId))),
      ctx.db
        .select({ number: certificates.number })
        .from(certificates)
        .where(and(eq(certificates.userId, user.id), eq(certificates.contentsId, contentsId))),
      courseAccessFor(ctx, user, [course]),
      courseExamStanding(ctx.db, user.id, [contentsId]),
      creditsOf(ctx.db, contentsId),
      verifiedSecByLesson(ctx, user.id, contentsId),
    ]);
  const access = decisions.get(course.id)!;
  const progressOf = new Map(progressRows.map((row) => [row.lessonId, row]));
  const last = [...progressRows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  const completedLessons = lessonRows.filter((lesson) => progressOf.get(lesson.id)?.completedAt).length;
  return {
    contentsid: course.id,
    title: pickLocalized(course.title, locale),
    access: accessDto(access),
    chapters: chapterRows.map((chapter) => ({
      chapterid: chapter.id,
      title: pickLocalized(chapter.title, locale),
      lessons: lessonRows
        .filter((lesson) => lesson.chapterId === chapter.id)
        .map((lesson) => {
          const playable = access.allowed || lesson.isFreePreview;
          const progress = progressOf.get(lesson.id);
          return {
            lessonid: lesson.id,
            title: pickLocalized(lesson.title, locale),
            durationSec: lesson.durationSec,
            isFreePreview: lesson.isFreePreview,
            playable,
            videoid: playable ? lesson.videoId : null,
            captions: playable ? lesson.captions : [],
            positionSec: progress?.positionSec ?? 0,
            watchedSec: progress?.watchedSec ?? 0,
            completed: Boolean(progress?.completedAt),
            verifiedSec: verified.get(lesson.id) ?? 0,
          };
        }),
    })),
    lastLessonId: last?.lessonId ?? null,
    completedLessons,
    totalLessons: lessonRows.length,
    progressRate: rateOf(completedLessons, lessonRows.length),
    hasExam: exams.withExam.has(contentsId),
    examPending: exams.pending.has(contentsId),
    certificateNumber: certificate[0]?.number ?? null,
    creditBearing: credits !== null,
  };
}

/** The first save of a lesson may claim this much watching (the player saves every ~10 s). */
const FIRST_SAVE_MAX_SEC = 30;
/** Between two saves, watching grows at most by the time that passed at the fastest speed, plus slack. */
const MAX_PLAYBACK_RATE = 2;
const SAVE_SLACK_SEC = 15;

/**
 * POST /api/Learning/SaveProgress: one upsert. Position is the latest; watched seconds only grow,
 * never faster than real time allows (a replayed or forged save cannot complete a lesson), and a
 * lesson is completed once they reach 90% of the video.
 */
export async function saveProgress(
  ctx: AppContext,
  user: Viewer,
  input: SaveProgressBody,
): Promise<SavedProgress> {
  const lesson = await assertCanWatchLesson(ctx, user, input.lessonid);
  const duration = lesson.durationSec;
  const position = Math.min(Math.round(input.positionSec), duration);
  const claimed = Math.min(Math.round(input.watchedSec), duration);
  const threshold = Math.ceil(duration * COMPLETION_RATIO);
  const now = ctx.now();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const firstWatched = Math.min(claimed, FIRST_SAVE_MAX_SEC);
  const grown = sql`greatest(${lessonProgress.watchedSec}, least(${claimed}::int, ${lessonProgress.watchedSec} + ceil(extract(epoch from (${nowSql} - ${lessonProgress.updatedAt})) * ${MAX_PLAYBACK_RATE})::int + ${SAVE_SLACK_SEC}::int))`;
  const [saved] = await ctx.db
    .insert(lessonProgress)
    .values({
      userId: user.id,
      lessonId: lesson.id,
      contentsId: lesson.contentsId,
      positionSec: position,
      watchedSec: firstWatched,
      completedAt: firstWatched >= threshold ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        positionSec: position,
        watchedSec: grown,
        completedAt: sql`coalesce(${lessonProgress.completedAt}, case when ${grown} >= ${threshold}::int then ${nowSql} end)`,
        updatedAt: now,
      },
    })
    .returning();
  const progressRate = await courseProgressRate(ctx.db, user.id, lesson.contentsId);
  // The last lesson watched may complete a credit-bearing course (decision 102).
  if (progressRate === 100)
    await awardCourseCredit(ctx.db, {
      userId: user.id,
      contentsId: lesson.contentsId,
      ...courseCreditClock(ctx),
    });
  return {
    lessonid: lesson.id,
    positionSec: saved!.positionSec,
    watchedSec: saved!.watchedSec,
    completed: saved!.completedAt !== null,
    progressRate,
  };
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export interface MyCoursesList {
  courses: MyCourse[];
  /**
   * When the membership stops opening its courses, if it does now: the list changes then (its
   * courses not started drop out, started ones show the membership ended) without any write.
   */
  membershipEndsAt: Date | null;
}

/**
 * GET /api/Learning/MyCourses: courses the member bought (also expired ones, to buy again), every
 * course of an active membership from its first day, and membership courses they started (also after
 * it ended), with progress, the last lesson and how access stands.
 */
export async function listMyCourses(ctx: AppContext, user: Viewer, locale: Locale): Promise<MyCoursesList> {
  const [enrolled, started, membership] = await Promise.all([
    ctx.db
      .selectDistinct({ contentsId: enrolments.contentsId })
      .from(enrolments)
      .where(and(eq(enrolments.userId, user.id), eq(enrolments.status, 'active'))),
    ctx.db
      .select({
        lessonId: lessonProgress.lessonId,
        contentsId: lessonProgress.contentsId,
        completedAt: lessonProgress.completedAt,
        updatedAt: lessonProgress.updatedAt,
      })
      .from(lessonProgress)
      .where(eq(lessonProgress.userId, user.id)),
    findMembership(ctx.db, user.id),
  ]);
  const membershipUntil = accessUntil(membership);
  const membershipEndsAt =
    membershipUntil && membershipUntil.getTime() > ctx.now().getTime() ? membershipUntil : null;
  const offered = membershipEndsAt
    ? await ctx.db
        .select({ contentsId: contents.id })
        .from(contents)
        .where(
          and(
            eq(contents.conttype, 'course'),
            eq(contents.membershipIncluded, true),
            eq(contents.isPublished, true),
          ),
        )
    : [];
  const enrolledIds = new Set(enrolled.map((row) => row.contentsId));
  const ids = [
    ...new Set([
      ...enrolledIds,
      ...started.map((row) => row.contentsId),
      ...offered.map((row) => row.contentsId),
    ]),
  ];
  if (ids.length === 0) return { courses: [], membershipEndsAt };
  const [courseRows, lessonRows, certificateRows, exams] = await Promise.all([
    // Only what a card shows: a course row also carries its description and curriculum.
    ctx.db
      .select({
        id: contents.id,
        title: contents.title,
        thumbnailUrl: contents.thumbnailUrl,
        membershipIncluded: contents.membershipIncluded,
      })
      .from(contents)
      .where(and(inArray(contents.id, ids), eq(contents.conttype, 'course'))),
    ctx.db
      .select({ id: lessons.id, contentsId: lessons.contentsId, title: lessons.title })
      .from(lessons)
      .where(and(inArray(lessons.contentsId, ids), lessonShownToMembers)),
    ctx.db
      .select({ contentsId: certificates.contentsId, number: certificates.number })
      .from(certificates)
      .where(and(eq(certificates.userId, user.id), inArray(certificates.contentsId, ids))),
    courseExamStanding(ctx.db, user.id, ids),
  ]);
  const decisions = await courseAccessFor(ctx, user, courseRows);
  const lessonsByCourse = groupBy(lessonRows, (lesson) => lesson.contentsId);
  const progressByCourse = groupBy(started, (row) => row.contentsId);
  const certificateByCourse = new Map(certificateRows.map((row) => [row.contentsId, row.number]));
  const items: MyCourse[] = [];
  for (const course of courseRows) {
    const access = decisions.get(course.id)!;
    // Free previews alone do not make a course "mine".
    if (!enrolledIds.has(course.id) && access.kind !== 'membership' && access.kind !== 'admin') continue;
    const courseLessons = lessonsByCourse.get(course.id) ?? [];
    const lessonById = new Map(courseLessons.map((lesson) => [lesson.id, lesson]));
    const progress = progressByCourse.get(course.id) ?? [];
    const completedLessons = progress.filter((row) => row.completedAt && lessonById.has(row.lessonId)).length;
    const last = progress.reduce<(typeof progress)[number] | undefined>(
      (latest, row) => (!latest || row.updatedAt > latest.updatedAt ? row : latest),
      undefined,
    );
    const lastLesson = last ? lessonById.get(last.lessonId) : undefined;
    const progressRate = rateOf(completedLessons, courseLessons.length);
    items.push({
      contentsid: course.id,
      title: pickLocalized(course.title, locale),
      thumbnailUrl: course.thumbnailUrl,
      totalLessons: courseLessons.length,
      completedLessons,
      progressRate,
      completed: courseLessons.length > 0 && progressRate === 100 && !exams.pending.has(course.id),
      lastLesson: lastLesson
        ? { lessonid: lastLesson.id, title: pickLocalized(lastLesson.title, locale) }
        : null,
      lastStudiedAt: last ? last.updatedAt.toISOString() : null,
      access: accessDto(access),
      certificateNumber: certificateByCourse.get(course.id) ?? null,
    });
  }
  items.sort(
    (a, b) => (b.lastStudiedAt ?? '').localeCompare(a.lastStudiedAt ?? '') || b.contentsid - a.contentsid,
  );
  return { courses: items, membershipEndsAt };
}
