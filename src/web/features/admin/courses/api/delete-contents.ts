import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Contents/Delete?id= */
export function useDeleteContents() {
  return useConsoleWrite(
    (contentsid: number) =>
      apiDatas<null>('POST', '/api/Admin/Contents/Delete', { query: { id: contentsid } }),
    [adminKeys.contents.all],
  );
}
