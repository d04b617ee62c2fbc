import type { NoticeListItem } from '@shared/contract/notice';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

export const ADMIN_NOTICE_PAGE_SIZE = 20;

/** POST /api/Main/GetNotices: the public list (pinned first, then newest), searched in every language. */
export function noticesQuery(page: number, search: string) {
  return queryOptions({
    staleTime: 0,
    queryKey: adminKeys.notices.list(page, search),
    queryFn: ({ signal }) =>
      api<NoticeListItem[]>('POST', '/api/Main/GetNotices', {
        body: { page, pageSize: ADMIN_NOTICE_PAGE_SIZE, ...(search ? { search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNotices(page: number, search: string) {
  return useQuery(noticesQuery(page, search));
}
