import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Lessons/{lessonid}/Video/Replacement/Delete: the lesson keeps its current video. */
export function useDiscardReplacement(contentsid: number, lessonid: number) {
  return useContentsWrite(() =>
    apiDatas<AdminContentsDetail>(
      'POST',
      `/api/Admin/Contents/${contentsid}/Lessons/${lessonid}/Video/Replacement/Delete`,
    ),
  );
}
