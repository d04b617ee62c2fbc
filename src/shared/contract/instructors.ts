import { z } from 'zod';
import { adminMemberParams } from './admin';
import { idField, idParam } from './fields';
import { localizedTextInput, localizedTextOutput, optionalLocalizedTextInput } from './localized-input';

/** The instructor role (issue 44): an operator's profile editor and assignments, the instructor's console, the public face. */

export const INSTRUCTOR_BIOGRAPHY_MAX = 2000;

/** A photo is one of our own uploads for instructors (POST /api/Admin/Uploads/instructor), never a foreign address. */
const photoPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/GetUrl\/instructors\/[\w.-]+$/, { error: 'validation.invalid' });

export const instructorProfileBody = z.object({
  displayName: localizedTextInput(50),
  /** Plain text with line breaks, per language; shown as typed, never as markup. */
  biography: optionalLocalizedTextInput(INSTRUCTOR_BIOGRAPHY_MAX),
  photoPath: photoPath.nullable(),
});
export type InstructorProfileBody = z.infer<typeof instructorProfileBody>;

export const instructorCourseBody = z.object({ contentsid: idField });
export type InstructorCourseBody = z.infer<typeof instructorCourseBody>;

export const assignedCourse = z.object({
  contentsid: z.number().int(),
  title: z.string(),
  isPublished: z.boolean(),
});

/** What the operator edits: the profile in every language (empty before the first save) and the courses. */
export const adminInstructor = z.object({
  useruid: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  displayName: localizedTextOutput,
  biography: localizedTextOutput,
  photoPath: z.string().nullable(),
  courses: z.array(assignedCourse),
});
export type AdminInstructor = z.infer<typeof adminInstructor>;

export const instructorParams = adminMemberParams;
export const instructorCourseParams = z.object({ contentsid: idParam });

/** An instructor as a course page shows them, with their other published courses. */
export const publicInstructor = z.object({
  name: z.string(),
  photoUrl: z.string().nullable(),
  biography: z.string(),
  otherCourses: z.array(z.object({ contentsid: z.number().int(), title: z.string() })),
});
export type PublicInstructor = z.infer<typeof publicInstructor>;
