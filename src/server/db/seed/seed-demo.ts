import { count, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/storage';
import { DEMO_CLIP_SECONDS } from '../../integrations/video/video-pipeline';
import { hashPassword, randomPassword, verifyPassword } from '../../modules/account/password';
import { contentsSearchText } from '../../modules/contents/search-text';
import { DEFAULT_PLAN, PLAN_SETTINGS_KEY } from '../../modules/membership/membership-plan';
import type { Database } from '../client';
import { users } from '../schema/account';
import { banners, faqs, notices, settings, terms } from '../schema/board';
import { categories, chapters, contents, lessons } from '../schema/catalogue';
import { couponCampaigns, coupons } from '../schema/coupon';
import { artworkImage } from './artwork';
import { SEED_BANNERS, SEED_FAQS, SEED_NOTICES, SEED_TERMS } from './board-data';
import { SEED_CATEGORIES, SEED_COURSES, SEED_TRAININGS } from './catalogue-data';
import { seedDemoCourseCredits, seedDemoSessionCredits } from './credits-data';
import { seedDemoVideos } from './demo-videos';
import { seedDemoExam } from './exam-data';
import { DEMO_INSTRUCTOR, seedDemoInstructor } from './seed-instructors';
import { seedDemoModeration } from './seed-moderation';
import { seedDemoQuestions } from './seed-questions';
import { seedDemoReviews } from './seed-reviews';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin1234!', name: '관리자' },
  member: { email: 'member@example.com', password: 'member1234!', name: '김민지' },
  instructor: DEMO_INSTRUCTOR,
} as const;

const DAY = 86_400_000;

export interface DemoPasswords {
  admin: string;
  member: string;
  instructor: string;
}

/** The published demo passwords: for the local demo and tests only. */
export const PUBLISHED_DEMO_PASSWORDS: DemoPasswords = {
  admin: DEMO_ACCOUNTS.admin.password,
  member: DEMO_ACCOUNTS.member.password,
  instructor: DEMO_ACCOUNTS.instructor.password,
};

/** Passwords nobody can look up, for demo data seeded outside the local demo. */
export function randomDemoPasswords(): DemoPasswords {
  return { admin: randomPassword(), member: randomPassword(), instructor: randomPassword() };
}

/**
 * The demo accounts that still have a published password, as the local demo (`npm start`) leaves
 * them: anyone who read the README can sign in as them. Only the demo's own emails are looked at,
 * since an argon2 verify costs tens of milliseconds: a few verifies, however many members there are.
 */
export async function accountsWithPublishedPasswords(db: Database): Promise<string[]> {
  const accounts = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        Object.values(DEMO_ACCOUNTS).map((account) => account.email),
      ),
    )
    .orderBy(users.email);
  const published = Object.values(PUBLISHED_DEMO_PASSWORDS);
  const exposed = await Promise.all(
    accounts.map(async ({ email, passwordHash }) => {
      const matches = await Promise.all(published.map((password) => verifyPassword(passwordHash, password)));
      return matches.includes(true) ? email : null;
    }),
  );
  return exposed.filter((email) => email !== null);
}

interface SeedDeps {
  db: Database;
  storage: FileStorage;
  now: Date;
  /** The demo accounts' passwords; the published ones unless given. */
  passwords?: DemoPasswords;
}

/** Fills an empty database with a believable platform; does nothing when users already exist. */
export async function seedDemoData({
  db,
  storage,
  now,
  passwords = PUBLISHED_DEMO_PASSWORDS,
}: SeedDeps): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const [adminHash, memberHash] = await Promise.all([
    hashPassword(passwords.admin),
    hashPassword(passwords.member),
  ]);

  await db.transaction(async (tx) => {
    const [, member] = await tx
      .insert(users)
      .values([
        {
          email: DEMO_ACCOUNTS.admin.email,
          passwordHash: adminHash,
          name: DEMO_ACCOUNTS.admin.name,
          role: 'admin',
          memberType: 'medical',
        },
        {
          email: DEMO_ACCOUNTS.member.email,
          passwordHash: memberHash,
          name: DEMO_ACCOUNTS.member.name,
          memberType: 'medical',
          mobile: '01012345678',
          licenseKind: 'doctor',
          licenseNumber: '123456',
          licenseStatus: 'verified',
          affiliatedClinic: '메디비너스 피부과',
          jobTitle: '원장',
          professionalStatus: 'private_practitioner',
          birthdate: '1988-04-12',
        },
      ])
      .returning({ id: users.id });

    const categoryIds = new Map<string, number>();
    for (const [index, top] of SEED_CATEGORIES.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ name: top.name, sortOrder: index })
        .returning({ id: categories.id });
      categoryIds.set(top.key, row!.id);
      for (const [childIndex, child] of top.children.entries()) {
        const [childRow] = await tx
          .insert(categories)
          .values({ name: child.name, parentId: row!.id, sortOrder: childIndex })
          .returning({ id: categories.id });
        categoryIds.set(child.key, childRow!.id);
      }
    }

    for (const [index, course] of SEED_COURSES.entries()) {
      const thumbnailUrl = await storage.write(
        'thumbnails',
        `course-${index + 1}.webp`,
        await artworkImage({
          width: 640,
          height: 360,
          variant: index,
        }),
      );
      const [row] = await tx
        .insert(contents)
        .values({
          conttype: 'course',
          categoryId: categoryIds.get(course.category)!,
          subcategoryId: categoryIds.get(course.subcategory)!,
          lang: course.lang,
          title: course.title,
          summary: course.summary,
          description: {
            ko: `<p>${course.summary.ko}</p><ul><li>임상 사례 중심 강의</li><li>시술 전후 관리 자료 제공</li></ul>`,
            en: `<p>${course.summary.en}</p><ul><li>Case-based lectures</li><li>Before-and-after care materials</li></ul>`,
            ja: `<p>${course.summary.ja}</p><ul><li>症例中心の講義</li><li>施術前後のケア資料付き</li></ul>`,
          },
          instructorName: course.instructor,
          tags: course.tags,
          thumbnailUrl,
          level: course.level,
          price: course.price,
          listPrice: course.listPrice ?? null,
          accessDays: course.accessDays,
          membershipIncluded: course.membershipIncluded,
          isPublished: true,
          publishedAt: new Date(now.getTime() - (SEED_COURSES.length - index) * DAY),
          enrolCount: (index * 37) % 250,
          searchText: contentsSearchText({
            title: course.title,
            summary: course.summary,
            instructorName: course.instructor,
            tags: course.tags,
          }),
        })
        .returning({ id: contents.id });
      for (const [chapterIndex, chapter] of course.chapters.entries()) {
        const [chapterRow] = await tx
          .insert(chapters)
          .values({ contentsId: row!.id, title: chapter.title, sortOrder: chapterIndex })
          .returning({ id: chapters.id });
        await tx.insert(lessons).values(
          chapter.lessons.map((lesson, lessonIndex) => ({
            chapterId: chapterRow!.id,
            contentsId: row!.id,
            title: lesson.title,
            sortOrder: lessonIndex,
            // The generated clip's length (the video worker writes the measured one when it is ready).
            durationSec: DEMO_CLIP_SECONDS,
            isFreePreview: lesson.free ?? false,
          })),
        );
      }
      if (course.withExam) {
        await seedDemoExam(tx, row!.id);
        await seedDemoCourseCredits(tx, row!.id, now);
      }
    }

    await seedDemoVideos(tx, storage, now);
    await seedDemoQuestions(tx, member!.id, now);
    await seedDemoReviews(tx, now);
    await seedDemoInstructor(tx, storage, passwords.instructor);

    for (const [index, training] of SEED_TRAININGS.entries()) {
      const startsAt = new Date(now.getTime() + training.daysFromNow * DAY);
      startsAt.setUTCHours(1, 0, 0, 0); // 10:00 in Seoul
      const thumbnailUrl = await storage.write(
        'thumbnails',
        `training-${index + 1}.webp`,
        await artworkImage({
          width: 640,
          height: 360,
          variant: index + 3,
        }),
      );
      const [session] = await tx
        .insert(contents)
        .values({
          conttype: 'training',
          categoryId: categoryIds.get(training.category)!,
          subcategoryId: categoryIds.get(training.subcategory)!,
          title: training.title,
          summary: training.summary,
          description: {
            ko: `<p>${training.summary.ko}</p>`,
            en: `<p>${training.summary.en}</p>`,
            ja: `<p>${training.summary.ja}</p>`,
          },
          curriculum: {
            ko: '<ol><li>이론 강의</li><li>시연</li><li>실습 및 피드백</li></ol>',
            en: '<ol><li>Lecture</li><li>Demonstration</li><li>Practice and feedback</li></ol>',
            ja: '<ol><li>理論講義</li><li>デモンストレーション</li><li>実習とフィードバック</li></ol>',
          },
          instructorName: training.instructor,
          tags: [],
          thumbnailUrl,
          price: training.price,
          isPublished: true,
          publishedAt: now,
          edutype: training.edutype,
          startsAt,
          endsAt: new Date(startsAt.getTime() + training.hours * 3_600_000),
          venueName: training.venue,
          venueAddress: training.address,
          capacity: training.capacity,
          seatsTaken: training.seatsTaken,
          recruitDeadline: new Date(startsAt.getTime() - 2 * DAY),
          searchText: contentsSearchText({
            title: training.title,
            summary: training.summary,
            instructorName: training.instructor,
            tags: [],
          }),
        })
        .returning({ id: contents.id });
      if (index === 0) await seedDemoSessionCredits(tx, session!.id, now);
    }

    for (const [index, banner] of SEED_BANNERS.entries()) {
      const imageUrl = await storage.write(
        'banners',
        `banner-${index + 1}.webp`,
        await artworkImage({
          width: 1200,
          height: 400,
          variant: index,
        }),
      );
      await tx.insert(banners).values({
        title: banner.title,
        subtitle: banner.subtitle,
        imageUrl,
        linkUrl: banner.link,
        sortOrder: index,
      });
    }

    await tx.insert(notices).values(
      SEED_NOTICES.map((notice, index) => ({
        title: notice.title,
        body: notice.body,
        isNotice: notice.isNotice,
        isTop3: notice.isTop3,
        hits: 40 + index * 17,
        createdAt: new Date(now.getTime() - notice.daysAgo * DAY),
      })),
    );
    await tx.insert(faqs).values(SEED_FAQS.map((faq, index) => ({ ...faq, sortOrder: index })));
    await tx.insert(terms).values(
      SEED_TERMS.map((term) => ({
        tab: term.tab,
        version: '2026-01',
        effectiveAt: new Date('2026-01-01T00:00:00+09:00'),
        body: term.body,
      })),
    );

    // The monthly plan an operator would set: 49,000 KRW.
    await tx.insert(settings).values({ key: PLAN_SETTINGS_KEY, value: DEFAULT_PLAN, updatedAt: now });

    const validFrom = new Date('2025-01-01T00:00:00+09:00');
    const validUntil = new Date(now.getTime() + 365 * DAY);
    const [welcome, percent, membership, expired] = await tx
      .insert(couponCampaigns)
      .values([
        {
          name: {
            ko: '신규 가입 1만원 할인',
            en: '10,000 KRW welcome discount',
            ja: '新規登録1万ウォン割引',
          },
          discountType: 'fixed',
          amount: 10000,
          minAmount: 50000,
          target: 'any',
          validFrom,
          validUntil,
        },
        {
          name: {
            ko: '강의 20% 할인 (최대 3만원)',
            en: '20% off courses (up to 30,000 KRW)',
            ja: '講座20％割引（最大3万ウォン）',
          },
          discountType: 'percent',
          percent: 20,
          maxDiscount: 30000,
          target: 'course',
          validFrom,
          validUntil,
        },
        {
          name: {
            ko: '멤버십 첫 달 50% 할인',
            en: '50% off the first membership month',
            ja: 'メンバーシップ初月50％割引',
          },
          discountType: 'percent',
          percent: 50,
          target: 'membership',
          validFrom,
          validUntil,
        },
        {
          name: { ko: '지난 이벤트 쿠폰', en: 'Past event coupon', ja: '過去のイベントクーポン' },
          discountType: 'fixed',
          amount: 5000,
          target: 'any',
          validFrom,
          validUntil: new Date(now.getTime() - DAY),
        },
      ])
      .returning({ id: couponCampaigns.id });
    await tx.insert(coupons).values([
      { couponnumber: 'HELLO1', campaignId: welcome!.id },
      { couponnumber: 'HELLO2', campaignId: welcome!.id },
      { couponnumber: 'STUDY2', campaignId: percent!.id },
      { couponnumber: 'MEMB50', campaignId: membership!.id },
      { couponnumber: 'OLD001', campaignId: expired!.id },
      {
        couponnumber: 'DEMO01',
        campaignId: percent!.id,
        userId: member!.id,
        status: 'registered',
        registeredAt: now,
      },
      {
        couponnumber: 'DEMO02',
        campaignId: welcome!.id,
        userId: member!.id,
        status: 'registered',
        registeredAt: now,
      },
    ]);
    await seedDemoModeration(tx, member!.id, now);
  });
  return true;
}
