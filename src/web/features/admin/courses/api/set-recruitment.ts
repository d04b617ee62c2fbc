import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Recruitment: a session's sign-up closed or opened again. */
export function useSetRecruitment(contentsid: number) {
  return useContentsWrite((closed: boolean) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Recruitment`, {
      body: { closed },
    }),
  );
}
