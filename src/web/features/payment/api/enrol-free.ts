import type { freeEnrolment } from '@shared/contract/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDatas } from '../../../lib/api-client';

export function useEnrolFree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentsid: number) =>
      apiDatas<z.infer<typeof freeEnrolment>>('POST', `/api/Payment/EnrolFree/${contentsid}`),
    // Not awaited: the course read again says 'enrolled', which takes the free-enrolment button off the
    // page, and a caller's own onSuccess (the way to the player) would then never run.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
