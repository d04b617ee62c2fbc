import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Lessons/{lessonid}/Captions/Delete?lang=: one language's captions. */
export function useDeleteCaption(contentsid: number) {
  return useContentsWrite(({ lessonid, lang }: { lessonid: number; lang: string }) =>
    apiDatas<AdminContentsDetail>(
      'POST',
      `/api/Admin/Contents/${contentsid}/Lessons/${lessonid}/Captions/Delete`,
      { query: { lang } },
    ),
  );
}
