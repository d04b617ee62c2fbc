import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { apiDatas } from '../../../../lib/api-client';
import { useContentsWrite } from './contents-write';

/** POST /api/Admin/Contents/{contentsid}/Cancel: the session is called off; a job refunds every attendee. */
export function useCancelSession(contentsid: number) {
  return useContentsWrite((reason: string) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Cancel`, { body: { reason } }),
  );
}
