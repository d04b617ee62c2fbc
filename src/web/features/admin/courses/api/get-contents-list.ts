import type { AdminContentsListItem, AdminContentsListQuery } from '@shared/contract/admin-catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiDatas } from '../../../../lib/api-client';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { adminKeys } from '../../api/keys';

export type ContentsFilter = Partial<Omit<AdminContentsListQuery, 'page' | 'pageSize'>>;

/** The list query as the URL carries it (published as 1/0). */
function contentsListParams(filter: ContentsFilter) {
  return {
    conttype: filter.conttype,
    q: filter.q || undefined,
    categoryid: filter.categoryid,
    published: filter.published === undefined ? undefined : filter.published ? 1 : 0,
    sort: filter.sort,
    order: filter.order,
  };
}

/** GET /api/Admin/Contents: the catalogue screens' list of courses or sessions, by a column or filter. */
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

/** Every course or session the filter matches, for the CSV export. */
export function fetchAllContents(filter: ContentsFilter) {
  return fetchAllPages<AdminContentsListItem>('/api/Admin/Contents', contentsListParams(filter));
}

/** The same list for pickers: courses whose title matches what the operator typed (a few, newest first). */
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

/** The same list for a coupon's targets: the courses or sessions a coupon can apply to. */
export function useTargetContents(conttype: 'course' | 'training' | null) {
  return useQuery({
    staleTime: 0,
    queryKey: adminKeys.coupons.targets(conttype),
    queryFn: ({ signal }) =>
      apiDatas<{ contentsid: number; title: string }[]>('GET', '/api/Admin/Contents', {
        query: { conttype: conttype ?? 'course', pageSize: 200 },
        signal,
      }),
    enabled: conttype !== null,
  });
}
