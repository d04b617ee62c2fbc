import type {
  AdminContentsDetail,
  AdminContentsListItem,
  AdminContentsListQuery,
  AdminContentsSaveBody,
} from '@shared/contract/admin-catalogue';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDatas } from '../../../../lib/api-client';
import { catalogueKeys } from '../../../catalogue/api/keys';
import { adminKeys } from '../../api/keys';

export type ContentsFilter = Partial<Omit<AdminContentsListQuery, 'page' | 'pageSize'>>;

/** The list query as the URL carries it (published as 1/0). */
export function contentsListParams(filter: ContentsFilter) {
  return {
    conttype: filter.conttype,
    q: filter.q || undefined,
    categoryid: filter.categoryid,
    published: filter.published === undefined ? undefined : filter.published ? 1 : 0,
    sort: filter.sort,
    order: filter.order,
  };
}

export function contentsListQuery(filter: ContentsFilter, page: number) {
  return queryOptions({
    queryKey: adminKeys.contents.list(filter, page),
    queryFn: ({ signal }) =>
      api<AdminContentsListItem[]>('GET', '/api/Admin/Contents', {
        query: { ...contentsListParams(filter), page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useContentsList(filter: ContentsFilter, page: number) {
  return useQuery(contentsListQuery(filter, page));
}

/** Courses whose title matches what the operator typed, for pickers (a few, newest first). */
export function useCourseSearch(q: string) {
  return useQuery({
    queryKey: adminKeys.contents.search(q),
    queryFn: ({ signal }) =>
      apiDatas<AdminContentsListItem[]>('GET', '/api/Admin/Contents', {
        query: { conttype: 'course', q: q.trim() || undefined, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function contentsQuery(contentsid: number) {
  return queryOptions({
    queryKey: adminKeys.contents.detail(contentsid),
    queryFn: ({ signal }) =>
      apiDatas<AdminContentsDetail>('GET', `/api/Admin/Contents/${contentsid}`, { signal }),
  });
}

export function useContents(contentsid: number | null) {
  return useQuery({ ...contentsQuery(contentsid ?? 0), enabled: contentsid !== null });
}

/**
 * Every write answers the whole course or session: the editor's copy is replaced with it, lists
 * and the public catalogue reload.
 */
export function useContentsWrite<T>(call: (input: T) => Promise<AdminContentsDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      queryClient.setQueryData(contentsQuery(detail.contentsid).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.contents.all });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.contents });
    },
  });
}

export function useSaveContents() {
  return useContentsWrite((body: AdminContentsSaveBody) =>
    apiDatas<AdminContentsDetail>('POST', '/api/Admin/Contents/Save', { body }),
  );
}

export function usePublishContents(contentsid: number) {
  return useContentsWrite((published: boolean) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Publish`, {
      body: { published },
    }),
  );
}

export function useRecruitment(contentsid: number) {
  return useContentsWrite((closed: boolean) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Recruitment`, {
      body: { closed },
    }),
  );
}

export function useDeleteContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentsid: number) =>
      apiDatas<null>('POST', '/api/Admin/Contents/Delete', { query: { id: contentsid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.contents.all }),
  });
}

/** POST /api/Admin/Contents/{contentsid}/Cancel: the session is called off; a job refunds every attendee. */
export function useCancelSession(contentsid: number) {
  return useContentsWrite((reason: string) =>
    apiDatas<AdminContentsDetail>('POST', `/api/Admin/Contents/${contentsid}/Cancel`, { body: { reason } }),
  );
}
