import type { AccountProfile, UpdateProfileBody } from '@shared/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { userQuery } from './get-user';

export function useUpdateProfile(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiDatas<AccountProfile>('PUT', '/api/account/update', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery(useruid).queryKey }),
  });
}
