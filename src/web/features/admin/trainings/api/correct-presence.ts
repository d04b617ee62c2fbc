import type { PresenceCorrectionBody, PresenceResult } from '@shared/contract/session-checkin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { attendeesQuery } from './get-attendees';

/** POST /api/Admin/Contents/{contentsid}/Attendees/{enrolmentid}/Presence: an operator's correction, with its reason. */
export function useCorrectPresence(contentsid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enrolmentid, ...body }: PresenceCorrectionBody & { enrolmentid: number }) =>
      apiDatas<PresenceResult>(
        'POST',
        `/api/Admin/Contents/${contentsid}/Attendees/${enrolmentid}/Presence`,
        { body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendeesQuery(contentsid).queryKey }),
  });
}
