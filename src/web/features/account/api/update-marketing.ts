import type { MarketingBody } from '@shared/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { userQuery } from './get-user';

export function useUpdateMarketing(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketingBody) => apiDatas<unknown>('PUT', '/api/account/marketing', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery(useruid).queryKey }),
  });
}
