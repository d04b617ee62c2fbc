import type { AdminContentsDetail, AdminLessonSaveBody } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Lessons/Save: creates (no lessonid) or updates a lesson. */
export function useSaveLesson(contentsid: number) {
  return useContentsWrite((body: AdminLessonSaveBody) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Lessons/Save`, { body }),
  );
}
