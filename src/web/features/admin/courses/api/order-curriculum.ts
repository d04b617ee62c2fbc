import type { AdminContentsDetail, AdminCurriculumOrderBody } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Curriculum/Order: chapters and lessons in their new order, after a drag. */
export function useOrderCurriculum(contentsid: number) {
  return useContentsWrite((body: AdminCurriculumOrderBody) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Curriculum/Order`, { body }),
  );
}
