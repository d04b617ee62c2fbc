import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Admin/Faqs/Order: every id in the new order. */
export function useReorderFaqs() {
  return useConsoleWrite(
    (ids: number[]) => apiDatas<null>('POST', '/api/Admin/Faqs/Order', { body: { ids } }),
    [adminKeys.faqs()],
  );
}
