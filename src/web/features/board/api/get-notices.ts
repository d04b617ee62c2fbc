import type { NoticeListItem } from '@shared/contract/notice';
import type { NoticePage } from '@shared/contract/server-render';

export type { NoticePage };

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTICE_PAGE_SIZE } from '../board-values';
import { boardKeys } from './keys';

/** POST /api/Main/GetNotices: pinned notices first, then newest first; the filters go in the body. */
export async function getNotices(page: number, search: string, signal?: AbortSignal): Promise<NoticePage> {
  const envelope = await api<NoticeListItem[]>('POST', '/api/Main/GetNotices', {
    body: { page, pageSize: NOTICE_PAGE_SIZE, ...(search ? { search } : {}) },
    signal,
  });
  return {
    items: envelope.datas,
    total: envelope.total ?? 0,
    pageSize: envelope.pageSize ?? NOTICE_PAGE_SIZE,
  };
}

export function noticesQuery(page: number, search: string, locale: string) {
  return queryOptions({
    queryKey: boardKeys.notices(locale, page, search),
    queryFn: ({ signal }) => getNotices(page, search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNotices(page: number, search: string, locale: string) {
  return useQuery(noticesQuery(page, search, locale));
}
