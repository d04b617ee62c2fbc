import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../lib/api-client';

export function useEnrolFree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentsid: number) =>
      apiDatas<{ contentsid: number; conttype: 'course' | 'training' }>(
        'POST',
        `/api/Payment/EnrolFree/${contentsid}`,
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
