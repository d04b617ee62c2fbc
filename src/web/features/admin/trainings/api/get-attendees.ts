import type { AdminAttendee } from '@shared/contract/admin-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

/** GET /api/Admin/Contents/{contentsid}/Attendees: a session's attendees and held seats, with their check-in times. */
export function attendeesQuery(contentsid: number) {
  return queryOptions({
    queryKey: adminKeys.attendees(contentsid),
    queryFn: ({ signal }) =>
      apiDatas<AdminAttendee[]>('GET', `/api/Admin/Contents/${contentsid}/Attendees`, { signal }),
  });
}

export function useAttendees(contentsid: number) {
  return useQuery(attendeesQuery(contentsid));
}
