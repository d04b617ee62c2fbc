import type { PlayerCourse, PlayerLesson } from '@shared/contract/learning';

/** Every lesson in course order (chapters, then lessons). */
export function lessonsInOrder(course: PlayerCourse): PlayerLesson[] {
  return course.chapters.flatMap((chapter) => chapter.lessons);
}

/** The lesson a player address asks for (`?lesson=`), or null to let `lessonToOpen` choose. */
export function requestedLesson(search: URLSearchParams): number | null {
  return Number(search.get('lesson')) || null;
}

/**
 * The lesson to open: the one asked for, else the one watched last (resume), else the first the
 * member may play, else the first.
 */
export function lessonToOpen(course: PlayerCourse, requested: number | null): PlayerLesson | null {
  const all = lessonsInOrder(course);
  return (
    all.find((lesson) => lesson.lessonid === requested) ??
    all.find((lesson) => lesson.lessonid === course.lastLessonId) ??
    all.find((lesson) => lesson.playable) ??
    all[0] ??
    null
  );
}

export function neighboursOf(
  course: PlayerCourse,
  lessonId: number,
): { previous: PlayerLesson | null; next: PlayerLesson | null } {
  const all = lessonsInOrder(course);
  const index = all.findIndex((lesson) => lesson.lessonid === lessonId);
  return { previous: index > 0 ? all[index - 1]! : null, next: index >= 0 ? (all[index + 1] ?? null) : null };
}

/**
 * Where the player goes on at a lesson's end: the next lesson in the course's order, when the
 * member may play it and it has a video. None after the last lesson.
 */
export function lessonAfter(course: PlayerCourse, lessonId: number): PlayerLesson | null {
  const { next } = neighboursOf(course, lessonId);
  return next?.playable && next.videoid !== null ? next : null;
}

/**
 * Where the opened lesson starts: the moment a link names with its lesson (`?lesson=…&t=…`, a
 * question's link), else the position saved for it.
 */
export function startPositionOf(lesson: PlayerLesson, search: URLSearchParams): number {
  const moment = Number(search.get('t') ?? Number.NaN);
  const named = requestedLesson(search) === lesson.lessonid && Number.isInteger(moment) && moment >= 0;
  return named ? moment : lesson.positionSec;
}

/** Where to start: the saved position, unless the lesson was watched to (nearly) its end. */
export function resumePosition(positionSec: number, durationSec: number | null): number {
  if (positionSec <= 0) return 0;
  if (durationSec && positionSec >= durationSec - 3) return 0;
  return positionSec;
}
