import { and, eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/storage';
import { hashPassword } from '../../modules/account/password';
import type { Transaction } from '../client';
import { users } from '../schema/account';
import { contents } from '../schema/catalogue';
import { courseInstructors, instructorProfiles } from '../schema/instructors';
import { artworkImage } from './artwork';

/** The demo instructor: 김서연 원장, who teaches the courses the catalogue already names her on. */
export const DEMO_INSTRUCTOR = {
  email: 'instructor@example.com',
  password: 'instructor1234!',
  name: '김서연',
} as const;

const PROFILE = {
  displayName: { ko: '김서연 원장', en: 'Dr. Seoyeon Kim', ja: 'キム・ソヨン院長' },
  biography: {
    ko: '피부과 전문의\n메디비너스 피부과 원장\n\n보툴리눔 톡신과 필러 시술을 15년간 해 왔고, 대한피부과학회에서 시술 안전 교육을 맡고 있습니다.',
    en: 'Board-certified dermatologist\nDirector, Medivenus Dermatology\n\nFifteen years of botulinum toxin and filler practice; teaches procedure safety for the Korean Dermatological Association.',
    ja: '皮膚科専門医\nメディビーナス皮膚科院長\n\nボツリヌストキシンとフィラーの施術歴15年。大韓皮膚科学会で施術安全教育を担当しています。',
  },
};

/** The instructor account, their profile with a photo, and the courses that name them. */
export async function seedDemoInstructor(
  tx: Transaction,
  storage: FileStorage,
  password: string,
): Promise<void> {
  const [instructor] = await tx
    .insert(users)
    .values({
      email: DEMO_INSTRUCTOR.email,
      passwordHash: await hashPassword(password),
      name: DEMO_INSTRUCTOR.name,
      role: 'instructor',
      memberType: 'medical',
      licenseKind: 'doctor',
      licenseNumber: '654321',
      licenseStatus: 'verified',
    })
    .returning({ id: users.id });
  const photoPath = await storage.write(
    'instructors',
    'demo-instructor.webp',
    await artworkImage({ width: 320, height: 320, variant: 2 }),
  );
  await tx.insert(instructorProfiles).values({ userId: instructor!.id, ...PROFILE, photoPath });
  const courses = await tx
    .select({ id: contents.id })
    .from(contents)
    .where(
      and(
        eq(contents.conttype, 'course'),
        eq(sql`${contents.instructorName}->>'ko'`, PROFILE.displayName.ko),
      ),
    );
  await tx
    .insert(courseInstructors)
    .values(courses.map((course) => ({ contentsId: course.id, userId: instructor!.id })));
}
