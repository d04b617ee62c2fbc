import type { NoticeInfo } from '@shared/contract/notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Main/GetNoticeInfo/{noticeid} without counting a view: every language, for the form. */
export function noticeQuery(noticeid: number) {
  return queryOptions({
    staleTime: 0,
    queryKey: adminKeys.notices.detail(noticeid),
    queryFn: ({ signal }) => apiDatas<NoticeInfo>('GET', `/api/Main/GetNoticeInfo/${noticeid}`, { signal }),
  });
}

export function useNotice(noticeid: number | null) {
  return useQuery({ ...noticeQuery(noticeid ?? 0), enabled: noticeid !== null });
}
