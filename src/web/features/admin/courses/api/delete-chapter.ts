import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Chapters/Delete?id= */
export function useDeleteChapter(contentsid: number) {
  return useContentsWrite((id: number) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Chapters/Delete`, {
      query: { id },
    }),
  );
}
