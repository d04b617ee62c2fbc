import type { AdminMembershipItem, adminMembershipListQuery } from '@shared/contract/admin-commerce';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { consoleListQuery } from '../../api/console-list';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { adminKeys } from '../../api/keys';
import type { ListFilter } from '../../components/use-list-filters';

export type MembershipFilter = ListFilter<z.input<typeof adminMembershipListQuery>>;

/** GET /api/Admin/Memberships: declined renewals first, or by a column. */
export function membershipsQuery(filter: MembershipFilter, page: number) {
  return consoleListQuery<AdminMembershipItem, typeof filter>(
    adminKeys.memberships,
    '/api/Admin/Memberships',
    filter,
    page,
  );
}

export function useMemberships(filter: MembershipFilter, page: number) {
  return useQuery(membershipsQuery(filter, page));
}

/** Every membership the filter matches, for the CSV export. */
export function fetchAllMemberships(filter: MembershipFilter) {
  return fetchAllPages<AdminMembershipItem>('/api/Admin/Memberships', filter);
}
