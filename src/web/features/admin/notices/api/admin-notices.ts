import type { UploadedFile } from '@shared/contract/admin-content';
import type { NoticeInfo, NoticeListItem, NoticeSaveBody } from '@shared/contract/notice';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDatas } from '../../../../lib/api-client';

/** The console shows what members just did: its data is refetched whenever a screen or panel opens. */
const FRESH = 0;

import { adminKeys } from '../../api/keys';
import { uploadFile } from '../../components/upload-file';

export const ADMIN_NOTICE_PAGE_SIZE = 20;

/** POST /api/Main/GetNotices: the public list (pinned first, then newest), searched in every language. */
export function noticesQuery(page: number, search: string) {
  return queryOptions({
    staleTime: FRESH,
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

/** GET /api/Main/GetNoticeInfo/{noticeid} without counting a view: every language, for the form. */
export function noticeQuery(noticeid: number) {
  return queryOptions({
    staleTime: FRESH,
    queryKey: adminKeys.notices.detail(noticeid),
    queryFn: ({ signal }) => apiDatas<NoticeInfo>('GET', `/api/Main/GetNoticeInfo/${noticeid}`, { signal }),
  });
}

export function useNotice(noticeid: number | null) {
  return useQuery({ ...noticeQuery(noticeid ?? 0), enabled: noticeid !== null });
}

function useNoticeMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.notices.all }),
  });
}

/** POST /api/Main/SaveNotice */
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

/** POST /api/Main/DeleteNotice?noticeid= */
export function useDeleteNotice() {
  return useNoticeMutation((noticeid: number) =>
    apiDatas<null>('POST', '/api/Main/DeleteNotice', { query: { noticeid } }),
  );
}

/** POST /api/Admin/Uploads/notice: an attachment (images and documents; checked by its bytes). */
export function uploadAttachment(file: File, onProgress?: (percent: number) => void) {
  return uploadFile<UploadedFile>('/api/Admin/Uploads/notice', file, { onProgress });
}
