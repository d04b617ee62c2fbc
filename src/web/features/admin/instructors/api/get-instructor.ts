import type { AdminInstructor } from '@shared/contract/instructors';
import { useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { instructorKeys } from './keys';

/** GET /api/Admin/Instructors/{useruid}: the instructor's profile in every language and their courses. */
export function useInstructor(useruid: string) {
  return useQuery({
    queryKey: instructorKeys.profile(useruid),
    queryFn: ({ signal }) =>
      apiDatas<AdminInstructor>('GET', `/api/Admin/Instructors/${useruid}`, { signal }),
  });
}
