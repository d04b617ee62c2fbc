import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import type { AdminCreditsBody } from '@shared/contract/credits';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Credits: the 연수평점 a course carries, or none (null). */
export function useSetCredits(contentsid: number) {
  return useContentsWrite((body: AdminCreditsBody) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Credits`, { body }),
  );
}
