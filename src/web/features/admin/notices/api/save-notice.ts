import type { NoticeInfo, NoticeSaveBody } from '@shared/contract/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';
import { noticeQuery } from './get-notice';

/** POST /api/Main/SaveNotice: creates (no noticeid) or updates a notice; the form keeps the answer. */
export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeSaveBody) => apiDatas<NoticeInfo>('POST', '/api/Main/SaveNotice', { body }),
    onSuccess: (notice) => {
      queryClient.setQueryData(noticeQuery(notice.noticeid).queryKey, notice);
      return queryClient.invalidateQueries({ queryKey: adminKeys.notices.all });
    },
  });
}
