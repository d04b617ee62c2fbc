import { and, asc, eq } from 'drizzle-orm';
import { hashPassword, randomPassword } from '../../modules/account/password';
import type { Transaction } from '../client';
import { users } from '../schema/account';
import { contents } from '../schema/catalogue';
import { enrolments } from '../schema/learning';
import { courseReviews } from '../schema/reviews';

const DAY = 86_400_000;

/** Learners who reviewed the demo courses; nobody signs in as them (their password is random). */
const REVIEWERS = ['윤서아', '이서준', '박하은', '최도윤', '정유나', '강지호'];

/** [course index, reviewer index, rating, text, days ago, staff reply]. */
const REVIEWS: [number, number, number, string, number, string | null][] = [
  [
    0,
    0,
    5,
    '해부학 설명이 정말 명확합니다.\n시술 전에 다시 돌려보기 좋아요.',
    20,
    '감사합니다. 다음 강의에서 사례를 더 준비하겠습니다.',
  ],
  [0, 1, 4, '실전 사례가 많아서 도움이 되었습니다. 자료가 조금 더 있으면 좋겠어요.', 15, null],
  [0, 2, 5, '초보 원장에게 꼭 필요한 내용만 담겨 있습니다.', 9, null],
  [0, 3, 3, '내용은 좋지만 후반부 진도가 빠릅니다.', 4, null],
  [1, 1, 5, 'Clear structure and practical tips. Worth every minute.', 12, null],
  [1, 4, 4, '시술 후 관리 파트가 특히 유익했습니다.', 6, '후기 감사합니다!'],
  [2, 5, 4, '필러 부작용 대처법을 체계적으로 정리할 수 있었습니다.', 8, null],
  [2, 0, 2, '기대보다 기초적인 내용이 많았어요.', 3, null],
];

/** Demo 수강평 on the first published courses, a few with the instructor's reply (issue 44). */
export async function seedDemoReviews(tx: Transaction, now: Date): Promise<void> {
  const courses = await tx
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.conttype, 'course'), eq(contents.isPublished, true)))
    .orderBy(asc(contents.id))
    .limit(3);
  if (courses.length < 3) return;
  const passwordHash = await hashPassword(randomPassword());
  const reviewers = await tx
    .insert(users)
    .values(
      REVIEWERS.map((name, index) => ({
        email: `reviewer${index + 1}@demo.medivenus.example`,
        passwordHash,
        name,
        memberType: 'medical' as const,
      })),
    )
    .returning({ id: users.id });
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  await tx.insert(enrolments).values(
    REVIEWS.map(([course, reviewer, , , daysAgo]) => ({
      userId: reviewers[reviewer]!.id,
      contentsId: courses[course]!.id,
      source: 'admin' as const,
      startsAt: at(daysAgo + 30),
      expiresAt: null,
    })),
  );
  await tx.insert(courseReviews).values(
    REVIEWS.map(([course, reviewer, rating, body, daysAgo, reply]) => ({
      contentsId: courses[course]!.id,
      userId: reviewers[reviewer]!.id,
      rating,
      body,
      replyBody: reply,
      repliedAt: reply ? at(daysAgo - 1) : null,
      createdAt: at(daysAgo),
      updatedAt: at(daysAgo),
    })),
  );
}
