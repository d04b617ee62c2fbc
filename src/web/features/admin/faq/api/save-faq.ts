import type { AdminFaqItem } from '@shared/contract/admin-content';
import type { FaqSaveBody } from '@shared/contract/board';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/** POST /api/Board/SaveFaq: without `sort`, an edit keeps the entry's place. */
export function useSaveFaq() {
  return useConsoleWrite(
    (body: FaqSaveBody) => apiDatas<AdminFaqItem>('POST', '/api/Board/SaveFaq', { body }),
    [adminKeys.faqs()],
  );
}
