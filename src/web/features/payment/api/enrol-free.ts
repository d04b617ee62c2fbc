import type { freeEnrolment } from '@shared/contract/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDatas } from '../../../lib/api-client';

export function useEnrolFree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentsid: number) =>
      apiDatas<z.infer<typeof freeEnrolment>>('POST', `/api/Payment/EnrolFree/${contentsid}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
