import type { CourseAccess } from '@shared/contract/learning';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contents, lessons, videos } from '../../db/schema/catalogue';
import { type DomainError, forbidden, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { activeEnrolmentsIn } from '../enrolment/enrolment.service';
import { findMembership, hasActiveMembership } from '../membership/membership-access';

/**
 * Who may watch what. A member watches a course's lessons when
 * - an enrolment of theirs is active and unexpired (bought: until a date, or for life), or
 * - the course is included in the membership and their membership is active, or
 * - they are an admin (previewing);
 * free-preview lessons are open to every logged-in member.
 */

export interface AccessDecision extends Omit<CourseAccess, 'expiresAt'> {
  allowed: boolean;
  expiresAt: Date | null;
}

interface CourseRef {
  id: number;
  membershipIncluded: boolean;
}

export async function courseAccessFor(
  ctx: AppContext,
  user: Pick<SessionUser, 'id' | 'role'>,
  courses: CourseRef[],
): Promise<Map<number, AccessDecision>> {
  const decisions = new Map<number, AccessDecision>();
  if (courses.length === 0) return decisions;
  if (user.role === 'admin') {
    for (const course of courses)
      decisions.set(course.id, { allowed: true, kind: 'admin', expiresAt: null, expired: false });
    return decisions;
  }
  const now = ctx.now();
  const rows = await activeEnrolmentsIn(
    ctx.db,
    user.id,
    courses.map((course) => course.id),
  );
  const needsMembership = courses.some((course) => course.membershipIncluded);
  const membershipActive = needsMembership ? await hasActiveMembership(ctx, user.id) : false;
  const hadMembership =
    needsMembership && !membershipActive ? (await findMembership(ctx.db, user.id)) !== undefined : false;

  for (const course of courses) {
    const own = rows.filter((row) => row.contentsId === course.id);
    const lifetime = own.find((row) => row.expiresAt === null);
    const latest = own
      .filter((row) => row.expiresAt !== null)
      .sort((a, b) => b.expiresAt!.getTime() - a.expiresAt!.getTime())[0];
    const viaMembership = own.some((row) => row.source === 'membership');
    if (lifetime) {
      decisions.set(course.id, {
        allowed: true,
        kind: lifetime.source === 'membership' ? 'membership' : 'lifetime',
        expiresAt: null,
        expired: false,
      });
    } else if (latest && latest.expiresAt!.getTime() > now.getTime()) {
      decisions.set(course.id, {
        allowed: true,
        kind: latest.source === 'membership' ? 'membership' : 'until',
        expiresAt: latest.expiresAt,
        expired: false,
      });
    } else if (course.membershipIncluded && membershipActive) {
      decisions.set(course.id, { allowed: true, kind: 'membership', expiresAt: null, expired: false });
    } else if (latest && !viaMembership) {
      decisions.set(course.id, { allowed: false, kind: 'until', expiresAt: latest.expiresAt, expired: true });
    } else if (course.membershipIncluded && (hadMembership || viaMembership)) {
      decisions.set(course.id, { allowed: false, kind: 'membership', expiresAt: null, expired: true });
    } else {
      decisions.set(course.id, { allowed: false, kind: 'none', expiresAt: null, expired: false });
    }
  }
  return decisions;
}

/** The 403 a member sees when a course is closed to them: expired, membership over, or not enrolled. */
export function accessDenied(decision: Pick<AccessDecision, 'kind' | 'expired'> | undefined): DomainError {
  if (decision?.expired && decision.kind === 'membership')
    return forbidden('MEMBERSHIP_ENDED', 'learning.membershipEnded');
  if (decision?.expired) return forbidden('ACCESS_EXPIRED', 'learning.accessExpired');
  return forbidden('NOT_ENROLLED', 'learning.notEnrolled');
}

const DENIAL_ORDER: Record<string, number> = { until: 0, membership: 1 };

export type VideoRow = typeof videos.$inferSelect;

/**
 * The video, if the member may watch it: some lesson using it (lessons may share a video) is a free
 * preview or belongs to a course open to them. Otherwise the most telling refusal.
 */
export async function assertCanWatchVideo(
  ctx: AppContext,
  user: Pick<SessionUser, 'id' | 'role'>,
  videoId: number,
): Promise<VideoRow> {
  const [video] = await ctx.db.select().from(videos).where(eq(videos.id, videoId));
  if (!video) throw recordNotFound('learning.videoNotFound');
  const uses = await ctx.db
    .select({
      contentsId: lessons.contentsId,
      isFreePreview: lessons.isFreePreview,
      membershipIncluded: contents.membershipIncluded,
      isPublished: contents.isPublished,
    })
    .from(lessons)
    .innerJoin(contents, eq(contents.id, lessons.contentsId))
    .where(eq(lessons.videoId, videoId));
  const visible = uses.filter((use) => use.isPublished || user.role === 'admin');
  if (visible.length === 0) throw recordNotFound('learning.videoNotFound');
  if (user.role === 'admin' || visible.some((use) => use.isFreePreview)) return video;
  const courses = [...new Map(visible.map((use) => [use.contentsId, use])).values()].map((use) => ({
    id: use.contentsId,
    membershipIncluded: use.membershipIncluded,
  }));
  const decisions = [...(await courseAccessFor(ctx, user, courses)).values()];
  if (decisions.some((decision) => decision.allowed)) return video;
  const telling = decisions
    .filter((decision) => decision.expired)
    .sort((a, b) => (DENIAL_ORDER[a.kind] ?? 9) - (DENIAL_ORDER[b.kind] ?? 9))[0];
  throw accessDenied(telling);
}

export interface WatchableLesson {
  id: number;
  contentsId: number;
  /** The video's length once transcoded; the catalogue's lesson length stands in until then. */
  durationSec: number;
}

/** The lesson, if the member may watch it: published (or an admin), and a free preview or open to them. */
export async function assertCanWatchLesson(
  ctx: AppContext,
  user: Pick<SessionUser, 'id' | 'role'>,
  lessonId: number,
): Promise<WatchableLesson> {
  const [lesson] = await ctx.db
    .select({
      id: lessons.id,
      contentsId: lessons.contentsId,
      isFreePreview: lessons.isFreePreview,
      lessonDurationSec: lessons.durationSec,
      membershipIncluded: contents.membershipIncluded,
      isPublished: contents.isPublished,
      videoStatus: videos.status,
      videoDurationSec: videos.durationSec,
    })
    .from(lessons)
    .innerJoin(contents, eq(contents.id, lessons.contentsId))
    .leftJoin(videos, eq(videos.id, lessons.videoId))
    .where(eq(lessons.id, lessonId));
  if (!lesson || (!lesson.isPublished && user.role !== 'admin'))
    throw recordNotFound('learning.lessonNotFound');
  if (!lesson.isFreePreview) {
    const decision = (
      await courseAccessFor(ctx, user, [
        { id: lesson.contentsId, membershipIncluded: lesson.membershipIncluded },
      ])
    ).get(lesson.contentsId);
    if (!decision?.allowed) throw accessDenied(decision);
  }
  return {
    id: lesson.id,
    contentsId: lesson.contentsId,
    durationSec:
      lesson.videoStatus === 'ready' && lesson.videoDurationSec
        ? lesson.videoDurationSec
        : lesson.lessonDurationSec,
  };
}
