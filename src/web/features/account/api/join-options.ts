import type { joinOptions } from '@shared/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDatas } from '../../../lib/api-client';
import { accountKeys } from './keys';

type JoinOptions = z.infer<typeof joinOptions>;

export const joinOptionsQuery = queryOptions({
  queryKey: accountKeys.joinOptions(),
  queryFn: ({ signal }) => apiDatas<JoinOptions>('GET', '/api/account/joinoptions', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useJoinOptions() {
  return useQuery(joinOptionsQuery);
}
