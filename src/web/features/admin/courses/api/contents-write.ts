import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../../catalogue/api/keys';
import { adminKeys } from '../../api/keys';

/**
 * Every write to a course or session answers it whole: the editor's copy is replaced with it, lists
 * and the public catalogue reload.
 */
export function useContentsWrite<T>(call: (input: T) => Promise<AdminContentsDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.contents.detail(detail.contentsid), detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.contents.all });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.contents });
    },
  });
}
