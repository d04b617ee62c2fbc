import type { PlayerCourse, PlayerLesson, SavedProgress } from '@shared/contract/learning';
import { useQueryClient } from '@tanstack/react-query';
import { playerCourseQuery } from './api/get-player-course';

function withLesson(course: PlayerCourse, lessonid: number, change: Partial<PlayerLesson>): PlayerCourse {
  return {
    ...course,
    chapters: course.chapters.map((chapter) => ({
      ...chapter,
      lessons: chapter.lessons.map((item) => (item.lessonid === lessonid ? { ...item, ...change } : item)),
    })),
  };
}

/** Writes a lesson's saved progress into the cached course, so the list and the course's rate follow it. */
export function useSavedProgress(contentsid: number, locale: string) {
  const queryClient = useQueryClient();
  return (saved: SavedProgress) => {
    queryClient.setQueryData(playerCourseQuery(contentsid, locale).queryKey, (old) => {
      if (!old) return old;
      const course = withLesson(old, saved.lessonid, {
        positionSec: saved.positionSec,
        watchedSec: saved.watchedSec,
        completed: saved.completed,
      });
      const completedLessons = course.chapters
        .flatMap((chapter) => chapter.lessons)
        .filter((item) => item.completed).length;
      return { ...course, completedLessons, progressRate: saved.progressRate, lastLessonId: saved.lessonid };
    });
  };
}

/** Writes a lesson's verified seconds into the cached course, for the lesson list. */
export function useVerifiedTime(contentsid: number, locale: string) {
  const queryClient = useQueryClient();
  return (lessonid: number, verifiedSec: number) => {
    queryClient.setQueryData(playerCourseQuery(contentsid, locale).queryKey, (old) =>
      old ? withLesson(old, lessonid, { verifiedSec }) : old,
    );
  };
}
