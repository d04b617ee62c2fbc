import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { attendeesQuery } from './get-attendees';

/**
 * POST /api/Admin/Contents/{contentsid}/Attendees/{enrolmentid}/Attendance: checks an attendee in or
 * out. The box ticks at once (the check-in desk cannot wait for the network); the server's time
 * replaces the guess, and a failure puts the old state back.
 */
export function useSetAttendance(contentsid: number) {
  const queryClient = useQueryClient();
  const key = attendeesQuery(contentsid).queryKey;
  const setAttendedAt = (enrolmentid: number, attendedAt: string | null) =>
    queryClient.setQueryData(key, (list) =>
      list?.map((row) => (row.enrolmentid === enrolmentid ? { ...row, attendedAt } : row)),
    );
  return useMutation({
    mutationFn: ({ enrolmentid, attended }: { enrolmentid: number; attended: boolean }) =>
      apiDatas<{ enrolmentid: number; attendedAt: string | null }>(
        'POST',
        `/api/Admin/Contents/${contentsid}/Attendees/${enrolmentid}/Attendance`,
        { body: { attended } },
      ),
    onMutate: async ({ enrolmentid, attended }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before =
        queryClient.getQueryData(key)?.find((row) => row.enrolmentid === enrolmentid)?.attendedAt ?? null;
      setAttendedAt(enrolmentid, attended ? new Date().toISOString() : null);
      return { before };
    },
    onError: (_error, { enrolmentid }, context) => setAttendedAt(enrolmentid, context?.before ?? null),
    onSuccess: (result) => setAttendedAt(result.enrolmentid, result.attendedAt),
  });
}
