import type { AdminContentsDetail, AdminContentsSaveBody } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/Save: creates (no contentsid) or updates a course or session. */
export function useSaveContents() {
  return useContentsWrite((body: AdminContentsSaveBody) =>
    apiDatas<AdminContentsDetail>('POST', '/api/Admin/Contents/Save', { body }),
  );
}
