import type { Locale } from '@shared/constants';
import type { AdminInstructor, InstructorProfileBody } from '@shared/contract/instructors';
import { allLanguages } from '@shared/contract/localized-input';
import { pickLocalized } from '@shared/localized';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { courseInstructors, instructorProfiles } from '../../db/schema/instructors';
import { adminMemberTransaction } from '../../domain/admin-transaction';
import { conflict, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';

type UserRow = typeof users.$inferSelect;

/** Profiles and assignments belong to instructors: an operator makes the member one first. */
function assertInstructor(user: UserRow): void {
  if (user.role !== 'instructor') throw conflict('NOT_INSTRUCTOR', 'instructors.notInstructor');
}

async function findUser(db: Executor, useruid: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.useruid, useruid));
  if (!user) throw recordNotFound();
  return user;
}

async function instructorOf(db: Executor, user: UserRow, locale: Locale): Promise<AdminInstructor> {
  const [[profile], courses] = await Promise.all([
    db.select().from(instructorProfiles).where(eq(instructorProfiles.userId, user.id)),
    db
      .select({ contentsid: contents.id, title: contents.title, isPublished: contents.isPublished })
      .from(courseInstructors)
      .innerJoin(contents, eq(contents.id, courseInstructors.contentsId))
      .where(eq(courseInstructors.userId, user.id))
      .orderBy(asc(contents.id)),
  ]);
  return {
    useruid: user.useruid,
    email: user.email,
    name: user.name,
    role: user.role,
    // Before the first save the form starts from the account's name.
    displayName: profile ? allLanguages(profile.displayName) : allLanguages({ ko: user.name }),
    biography: allLanguages(profile?.biography ?? {}),
    photoPath: profile?.photoPath ?? null,
    courses: courses.map((course) => ({ ...course, title: pickLocalized(course.title, locale) })),
  };
}

/** GET /api/Admin/Instructors/{useruid}: the profile and the assigned courses of any member. */
export async function getInstructor(ctx: AppContext, locale: Locale, useruid: string) {
  return instructorOf(ctx.db, await findUser(ctx.db, useruid), locale);
}

/** POST /api/Admin/Instructors/{useruid}/Profile: saves the public profile, audited field by field. */
export async function saveProfile(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  useruid: string,
  body: InstructorProfileBody,
): Promise<AdminInstructor> {
  return adminMemberTransaction(ctx, admin, useruid, async (tx, user) => {
    assertInstructor(user);
    const [before] = await tx.select().from(instructorProfiles).where(eq(instructorProfiles.userId, user.id));
    const values = { ...body, updatedAt: ctx.now() };
    await tx
      .insert(instructorProfiles)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: instructorProfiles.userId, set: values });
    await recordChange(
      tx,
      admin,
      'instructor.profile',
      { type: 'member', id: useruid },
      before
        ? { displayName: before.displayName, biography: before.biography, photoPath: before.photoPath }
        : null,
      { ...body },
    );
    return instructorOf(tx, user, locale);
  });
}

/**
 * POST /api/Admin/Instructors/{useruid}/Courses and …/Courses/Delete: assigns or unassigns a
 * course. Both are idempotent: assigning twice or removing what is not there changes nothing and
 * records nothing.
 */
export async function setAssignment(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  useruid: string,
  contentsid: number,
  assigned: boolean,
): Promise<AdminInstructor> {
  return adminMemberTransaction(ctx, admin, useruid, async (tx, user) => {
    const [course] = await tx
      .select({ id: contents.id, conttype: contents.conttype })
      .from(contents)
      .where(eq(contents.id, contentsid));
    if (course?.conttype !== 'course') throw recordNotFound('instructors.courseNotFound');
    const link = and(eq(courseInstructors.contentsId, contentsid), eq(courseInstructors.userId, user.id));
    if (assigned) assertInstructor(user);
    const changed = assigned
      ? await tx
          .insert(courseInstructors)
          .values({ contentsId: contentsid, userId: user.id })
          .onConflictDoNothing()
          .returning()
      : await tx.delete(courseInstructors).where(link).returning();
    if (changed.length)
      await recordChange(
        tx,
        admin,
        assigned ? 'instructor.assign' : 'instructor.unassign',
        { type: 'member', id: useruid },
        null,
        { contentsid },
      );
    return instructorOf(tx, user, locale);
  });
}
