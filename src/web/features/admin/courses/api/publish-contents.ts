import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Publish: shown to members or taken down (a course needs every video ready). */
export function usePublishContents(contentsid: number) {
  return useContentsWrite((published: boolean) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Publish`, {
      body: { published },
    }),
  );
}
