import { and, asc, eq } from 'drizzle-orm';
import { hashPassword, randomPassword } from '../../modules/account/password';
import type { Transaction } from '../client';
import { users } from '../schema/account';
import { contents } from '../schema/catalogue';
import { contentReports } from '../schema/moderation';
import { coursePosts } from '../schema/questions';
import { courseReviews } from '../schema/reviews';

/** The advertiser whose writing the demo's queue holds; nobody signs in as them. */
export const DEMO_SPAMMER = { email: 'promo@example.com', name: '광고계정' } as const;

/** The review the demo member reported: the end-to-end run hides it from the console's queue. */
export const DEMO_REPORTED_REVIEW =
  '최저가 보톡스 재료 도매! 카톡 문의 주세요 ☎ 010-0000-0000\n지금 바로 연락 주세요';

/**
 * The console's moderation queue is not empty on a fresh demo: an advertiser's review and question
 * on the first course, reported by the demo member.
 */
export async function seedDemoModeration(tx: Transaction, reporterId: number, now: Date): Promise<void> {
  const [course] = await tx
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.conttype, 'course'), eq(contents.isPublished, true)))
    .orderBy(asc(contents.id))
    .limit(1);
  if (!course) return;
  const [spammer] = await tx
    .insert(users)
    .values({
      email: DEMO_SPAMMER.email,
      name: DEMO_SPAMMER.name,
      passwordHash: await hashPassword(randomPassword()),
      memberType: 'medical',
    })
    .returning({ id: users.id });
  const [review] = await tx
    .insert(courseReviews)
    .values({ contentsId: course.id, userId: spammer!.id, rating: 1, body: DEMO_REPORTED_REVIEW })
    .returning({ id: courseReviews.id });
  const [question] = await tx
    .insert(coursePosts)
    .values({
      contentsId: course.id,
      userId: spammer!.id,
      kind: 'question',
      title: '재료 공동구매 하실 분',
      body: '단체 구매 원하시면 개인 연락처로 연락 주세요. hong@example.com',
    })
    .returning({ id: coursePosts.id });
  await tx.insert(contentReports).values([
    {
      targetKind: 'review',
      targetId: review!.id,
      reporterId,
      reason: 'spam',
      detail: '광고입니다.',
      createdAt: now,
    },
    { targetKind: 'post', targetId: question!.id, reporterId, reason: 'personalInformation', createdAt: now },
  ]);
}
