import type { QuestionThread } from '@shared/contract/questions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionKeys } from './keys';

export const QUESTIONS_PAGE_SIZE = 10;

interface CourseQuestionsRequest {
  contentsid: number;
  /** Only this lesson's questions (the player); null for the whole course (the course page). */
  lessonid: number | null;
  page: number;
  locale: string;
  /** Who reads: their own hidden posts are shown to them, so each reader has their own cache. */
  viewer: string | null;
}

/** GET /api/Courses/{contentsid}/Questions: a page of questions with their replies, newest first. */
export function courseQuestionsQuery({ contentsid, lessonid, page, locale, viewer }: CourseQuestionsRequest) {
  return queryOptions({
    queryKey: questionKeys.course(contentsid, lessonid, page, locale, viewer),
    queryFn: async ({ signal }) => {
      const envelope = await api<QuestionThread[]>('GET', `/api/Courses/${contentsid}/Questions`, {
        query: { page, pageSize: QUESTIONS_PAGE_SIZE, lessonid },
        signal,
      });
      return { items: envelope.datas, total: envelope.total ?? envelope.datas.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useCourseQuestions(request: CourseQuestionsRequest) {
  return useQuery(courseQuestionsQuery(request));
}
