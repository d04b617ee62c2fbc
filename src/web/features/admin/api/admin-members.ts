import type {
  AdminGrantBody,
  AdminMemberDetail,
  AdminMemberListItem,
  AdminMemberListQuery,
} from '@shared/contract/admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDatas } from '../../../lib/api-client';
import type { ListFilter } from '../components/use-list-filters';
import { adminKeys } from './keys';

export type MemberFilter = ListFilter<AdminMemberListQuery>;

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

export function memberQuery(useruid: string) {
  return queryOptions({
    queryKey: adminKeys.member(useruid),
    queryFn: ({ signal }) => apiDatas<AdminMemberDetail>('GET', `/api/Admin/Members/${useruid}`, { signal }),
  });
}

export function useMember(useruid: string) {
  return useQuery(memberQuery(useruid));
}

type MemberAction =
  | { kind: 'License'; body: { status: 'verified' | 'rejected' } }
  | { kind: 'Status'; body: { status: 'active' | 'suspended' } }
  | { kind: 'Role'; body: { role: 'member' | 'admin' } }
  | { kind: 'Grant'; body: AdminGrantBody };

/** Every change to a member refreshes the member's file and the list. */
export function useMemberAction(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MemberAction) =>
      apiDatas<unknown>('POST', `/api/Admin/Members/${useruid}/${action.kind}`, { body: action.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
