import type { AdminMemberListItem, AdminMemberListQuery } from '@shared/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type MemberFilter = ListFilter<AdminMemberListQuery>;

/** GET /api/Admin/Members: newest first or by a column, by name, email, type, licence and status. */
export function membersQuery(filter: MemberFilter, page: number) {
  return queryOptions({
    queryKey: adminKeys.members(filter, page),
    queryFn: ({ signal }) =>
      api<AdminMemberListItem[]>('GET', '/api/Admin/Members', {
        query: { ...filter, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMembers(filter: MemberFilter, page: number) {
  return useQuery(membersQuery(filter, page));
}

/** Every member the filter matches, for the CSV export. */
export function fetchAllMembers(filter: MemberFilter) {
  return fetchAllPages<AdminMemberListItem>('/api/Admin/Members', filter);
}
