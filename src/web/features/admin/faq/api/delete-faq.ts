import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** DELETE /api/Board/DeleteFaq?faqid= */
export function useDeleteFaq() {
  return useConsoleWrite(
    (faqid: number) => apiDatas<null>('DELETE', '/api/Board/DeleteFaq', { query: { faqid } }),
    [adminKeys.faqs()],
  );
}
