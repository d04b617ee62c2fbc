import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Main/DeleteNotice?noticeid= */
export function useDeleteNotice() {
  return useConsoleWrite(
    (noticeid: number) => apiDatas<null>('POST', '/api/Main/DeleteNotice', { query: { noticeid } }),
    [adminKeys.notices.all],
  );
}
