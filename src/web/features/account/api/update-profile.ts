import type { AccountProfile, UpdateProfileBody } from '@shared/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';
import { updateStoredName } from '../../../lib/session';
import { userQuery } from './get-user';

export function useUpdateProfile(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiDatas<AccountProfile>('PUT', '/api/account/update', { body }),
    onSuccess: (profile) => {
      // The header and the my-page greeting read the stored session user (spec §4 login-change event).
      updateStoredName(profile.name);
      return queryClient.invalidateQueries({ queryKey: userQuery(useruid).queryKey });
    },
  });
}
