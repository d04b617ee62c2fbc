import type {
  AdminChapterSaveBody,
  AdminContentsDetail,
  AdminCurriculumOrderBody,
  AdminLessonSaveBody,
} from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './admin-contents';

/** A course's chapters and lessons: every call answers the whole course, which replaces the editor's copy. */
export function useCurriculum(contentsid: number) {
  const base = `/api/Admin/Contents/${contentsid}`;
  const post = (path: string, options: { body?: unknown; query?: Record<string, string | number> }) =>
    apiDatas<AdminContentsDetail>('POST', `${base}${path}`, options);
  return {
    saveChapter: useContentsWrite((body: AdminChapterSaveBody) => post('/Chapters/Save', { body })),
    deleteChapter: useContentsWrite((id: number) => post('/Chapters/Delete', { query: { id } })),
    saveLesson: useContentsWrite((body: AdminLessonSaveBody) => post('/Lessons/Save', { body })),
    deleteLesson: useContentsWrite((id: number) => post('/Lessons/Delete', { query: { id } })),
    order: useContentsWrite((body: AdminCurriculumOrderBody) => post('/Curriculum/Order', { body })),
    deleteCaption: useContentsWrite(({ lessonid, lang }: { lessonid: number; lang: string }) =>
      post(`/Lessons/${lessonid}/Captions/Delete`, { query: { lang } }),
    ),
  };
}
