import type { Locale } from '@shared/constants';
import type { PublicInstructor } from '@shared/contract/instructors';
import { pickLocalized } from '@shared/localized';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { courseInstructors, instructorProfiles } from '../../db/schema/instructors';

/**
 * The instructors a course page shows: active accounts that still hold the instructor role (a
 * demoted one keeps their assignments but leaves the page), each with their other published courses.
 */
export async function publicInstructorsOf(
  db: Executor,
  contentsId: number,
  locale: Locale,
): Promise<PublicInstructor[]> {
  const people = await db
    .select({
      userId: users.id,
      accountName: users.name,
      displayName: instructorProfiles.displayName,
      biography: instructorProfiles.biography,
      photoPath: instructorProfiles.photoPath,
    })
    .from(courseInstructors)
    .innerJoin(users, eq(users.id, courseInstructors.userId))
    .leftJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
    .where(
      and(
        eq(courseInstructors.contentsId, contentsId),
        eq(users.role, 'instructor'),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(asc(courseInstructors.createdAt), asc(users.id));
  if (people.length === 0) return [];
  const others = await db
    .select({ userId: courseInstructors.userId, contentsid: contents.id, title: contents.title })
    .from(courseInstructors)
    .innerJoin(contents, eq(contents.id, courseInstructors.contentsId))
    .where(
      and(
        inArray(
          courseInstructors.userId,
          people.map((person) => person.userId),
        ),
        ne(contents.id, contentsId),
        eq(contents.isPublished, true),
      ),
    )
    .orderBy(asc(contents.id));
  return people.map((person) => ({
    name: pickLocalized(person.displayName, locale) || person.accountName,
    photoUrl: person.photoPath,
    biography: pickLocalized(person.biography, locale),
    otherCourses: others
      .filter((course) => course.userId === person.userId)
      .map((course) => ({ contentsid: course.contentsid, title: pickLocalized(course.title, locale) })),
  }));
}
