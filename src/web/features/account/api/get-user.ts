import type { AccountProfile } from '@shared/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { accountKeys } from './keys';

export function userQuery(useruid: string) {
  return queryOptions({
    queryKey: accountKeys.user(useruid),
    queryFn: ({ signal }) =>
      apiDatas<AccountProfile>('GET', `/api/account/user/${encodeURIComponent(useruid)}`, { signal }),
    enabled: Boolean(useruid),
  });
}

export function useUser(useruid: string) {
  return useQuery(userQuery(useruid));
}
