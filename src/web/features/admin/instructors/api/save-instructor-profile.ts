import type { AdminInstructor, InstructorProfileBody } from '@shared/contract/instructors';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { instructorKeys } from './keys';

/** POST /api/Admin/Instructors/{useruid}/Profile: the public name, biography and photo. */
export function useSaveInstructorProfile(useruid: string) {
  return useConsoleWrite(
    (body: InstructorProfileBody) =>
      apiDatas<AdminInstructor>('POST', `/api/Admin/Instructors/${useruid}/Profile`, { body }),
    [instructorKeys.profile(useruid)],
  );
}
