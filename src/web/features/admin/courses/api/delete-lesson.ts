import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Lessons/Delete?id= */
export function useDeleteLesson(contentsid: number) {
  return useContentsWrite((id: number) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Lessons/Delete`, {
      query: { id },
    }),
  );
}
