import type { NoticeInfo } from '@shared/contract/notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { boardKeys } from './keys';

/** GET /api/Main/GetNoticeInfo/{id}/?hitting=1: reading counts a view (the server counts once a day per reader). */
export function noticeInfoQuery(noticeid: number, locale: string) {
  return queryOptions({
    queryKey: boardKeys.notice(noticeid, locale),
    queryFn: ({ signal }) =>
      apiDatas<NoticeInfo>('GET', `/api/Main/GetNoticeInfo/${noticeid}/`, { query: { hitting: 1 }, signal }),
    enabled: Number.isInteger(noticeid) && noticeid > 0,
  });
}

export function useNoticeInfo(noticeid: number, locale: string) {
  return useQuery(noticeInfoQuery(noticeid, locale));
}
