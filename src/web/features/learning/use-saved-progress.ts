import type { SavedProgress } from '@shared/contract/learning';
import { useQueryClient } from '@tanstack/react-query';
import { playerCourseQuery } from './api/get-player-course';

/** Writes a lesson's saved progress into the cached course, so the list and the course's rate follow it. */
export function useSavedProgress(contentsid: number, locale: string) {
  const queryClient = useQueryClient();
  return (saved: SavedProgress) => {
    queryClient.setQueryData(playerCourseQuery(contentsid, locale).queryKey, (old) => {
      if (!old) return old;
      const chapters = old.chapters.map((chapter) => ({
        ...chapter,
        lessons: chapter.lessons.map((item) =>
          item.lessonid === saved.lessonid
            ? {
                ...item,
                positionSec: saved.positionSec,
                watchedSec: saved.watchedSec,
                completed: saved.completed,
              }
            : item,
        ),
      }));
      const completedLessons = chapters
        .flatMap((chapter) => chapter.lessons)
        .filter((item) => item.completed).length;
      return {
        ...old,
        chapters,
        completedLessons,
        progressRate: saved.progressRate,
        lastLessonId: saved.lessonid,
      };
    });
  };
}
