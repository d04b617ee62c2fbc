import type { AdminInstructor } from '@shared/contract/instructors';
import { apiDatas } from '../../../../lib/api-client';
import { useConsoleWrite } from '../../api/console-write';
import { instructorKeys } from './keys';

/** POST /api/Admin/Instructors/{useruid}/Courses (assign) or …/Courses/Delete (unassign). */
export function useSetCourseAssignment(useruid: string) {
  return useConsoleWrite(
    ({ contentsid, assigned }: { contentsid: number; assigned: boolean }) =>
      apiDatas<AdminInstructor>(
        'POST',
        `/api/Admin/Instructors/${useruid}/${assigned ? 'Courses' : 'Courses/Delete'}`,
        { body: { contentsid } },
      ),
    [instructorKeys.profile(useruid)],
  );
}
