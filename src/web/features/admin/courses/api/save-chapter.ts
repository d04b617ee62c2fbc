import type { AdminChapterSaveBody, AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Chapters/Save: creates (no chapterid) or renames a chapter. */
export function useSaveChapter(contentsid: number) {
  return useContentsWrite((body: AdminChapterSaveBody) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Chapters/Save`, { body }),
  );
}
