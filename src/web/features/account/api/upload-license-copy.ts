import type { AccountProfile } from '@shared/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file';
import { userQuery } from './get-user';

/** The member's own licence copy (a photo, a scan or a PDF); answers the profile as it now stands. */
export const LICENSE_COPY_PATH = '/api/account/license/copy';

export function useUploadLicenseCopy(useruid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<AccountProfile>(LICENSE_COPY_PATH, file),
    onSuccess: (profile) => queryClient.setQueryData(userQuery(useruid).queryKey, profile),
  });
}
