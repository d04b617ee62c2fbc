import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { courseInstructors } from '../../src/server/db/schema/instructors';
import { lessonProgress } from '../../src/server/db/schema/learning';
import { courseReviews } from '../../src/server/db/schema/reviews';
import type { CourseCard } from '../../src/shared/contract/contents';
import type { CourseReviewPage, MyCourseReview, ReviewItem } from '../../src/shared/contract/reviews';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCourseWithLessons,
  createEnrolment,
  createMember,
  createReadyVideo,
  logIn,
  type Member,
  PASSWORD,
  uniqueIp,
} from '../fixtures/factories';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const webRoot = mkdtempSync(join(tmpdir(), 'medivenus-web-'));
copyFileSync('index.html', join(webRoot, 'index.html'));
/** Five posts per account per ten minutes, so the limit is reached in a test; the default is larger. */
const testApp = useTestApp({
  seed: false,
  env: { RATE_LIMITS: 'community.posting=5/600' },
  build: { webRoot },
});

const LESSONS = 4;

async function course(title = '리뷰 테스트 강의'): Promise<{ contentsId: number; lessonIds: number[] }> {
  const t = testApp();
  const specs = [];
  for (let i = 0; i < LESSONS; i++) specs.push({ videoId: await createReadyVideo(t, 600) });
  return createCourseWithLessons(t, { title }, specs);
}

/** A member who bought the course and completed `done` of its lessons (written directly, as the player would). */
async function holder(target: { contentsId: number; lessonIds: number[] }, done: number): Promise<Member> {
  const t = testApp();
  const member = await createMember(t);
  await createEnrolment(t, member.id, target.contentsId, null);
  const now = t.clock.now;
  if (done > 0)
    await t.database.db.insert(lessonProgress).values(
      target.lessonIds.slice(0, done).map((lessonId) => ({
        userId: member.id,
        lessonId,
        contentsId: target.contentsId,
        watchedSec: 600,
        completedAt: now,
        updatedAt: now,
      })),
    );
  return member;
}

/** An instructor assigned to one course (role and assignment written directly: the console for them is another part). */
async function instructorOf(contentsId: number): Promise<Member> {
  const t = testApp();
  const signedUp = await createMember(t);
  await t.database.db.update(users).set({ role: 'instructor' }).where(eq(users.id, signedUp.id));
  await t.database.db.insert(courseInstructors).values({ contentsId, userId: signedUp.id });
  const session = await logIn(t, signedUp.email, PASSWORD, false, { ip: uniqueIp() });
  return { ...signedUp, token: session.accessToken, api: apiClient(t, { token: session.accessToken }) };
}

const write = (member: Member, contentsId: number, rating: number, body = '설명이 명확합니다.\n추천해요.') =>
  member.api.post<ReviewItem>(`/api/Reviews/Course/${contentsId}`, { rating, body }, { lang: 'en' });

const reviewsOf = async (contentsId: number, query = '', viewer = apiClient(testApp())) => {
  const answer = await viewer.get<CourseReviewPage>(`/api/Reviews/Course/${contentsId}${query}`);
  expect(answer.status).toBe(200);
  return answer.body.datas;
};

const campusCard = async (t: TestApp, contentsId: number) => {
  const answer = await apiClient(t).get<CourseCard[]>('/api/Contents/search/campus?pageSize=48&sort=rating');
  expect(answer.status).toBe(200);
  return answer.body.datas.find((card) => card.contentsid === contentsId);
};

describe('who may review', () => {
  it('refuses a member who does not hold the course, and a holder under the watched share, each with a clear message', async () => {
    const target = await course();
    const stranger = await createMember(testApp());
    const refused = await write(stranger, target.contentsId, 5);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'REVIEW_NOT_HOLDER',
      respMessage: 'Only members taking this course can review it.',
    });

    const beginner = await holder(target, 1);
    const early = await write(beginner, target.contentsId, 5);
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({
      code: 'REVIEW_NOT_WATCHED',
      respMessage: 'You can review this course once you have completed 30% of it.',
    });
    const korean = await beginner.api.post(
      `/api/Reviews/Course/${target.contentsId}`,
      {
        rating: 5,
        body: '좋아요',
      },
      { lang: 'ko' },
    );
    expect(korean.body.respMessage).toBe('강의를 30% 이상 수강한 뒤 수강평을 남길 수 있습니다.');
    const mine = await beginner.api.get<MyCourseReview>(`/api/Reviews/Course/${target.contentsId}/Mine`);
    expect(mine.body.datas).toEqual({
      eligibility: 'under_threshold',
      progressRate: 25,
      minPercent: 30,
      review: null,
    });
    expect((await reviewsOf(target.contentsId)).summary.count).toBe(0);
  });

  it('lets a holder past the share write one review; a second is a conflict, and the visitor sees it masked', async () => {
    const target = await course();
    const member = await holder(target, 2);
    const created = await write(member, target.contentsId, 4, '<b>굵게</b>\n둘째 줄');
    expect(created.status).toBe(200);
    expect(created.body.datas).toMatchObject({
      rating: 4,
      body: '<b>굵게</b>\n둘째 줄',
      mine: true,
      hidden: false,
    });

    const again = await write(member, target.contentsId, 1);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REVIEW_EXISTS');

    const page = await reviewsOf(target.contentsId);
    expect(page.summary).toEqual({
      average: 4,
      count: 1,
      distribution: [
        { rating: 5, count: 0 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ author: '구*자', mine: false, body: '<b>굵게</b>\n둘째 줄' });
  });

  it('refuses a suspended member who tries to post', async () => {
    const target = await course();
    const member = await holder(target, 4);
    const admin = await createAdmin(testApp());
    expect(
      (await admin.api.post(`/api/Admin/Members/${member.useruid}/Status`, { status: 'suspended' })).status,
    ).toBe(200);
    const refused = await write(member, target.contentsId, 5);
    expect(refused.status).toBe(401);
    expect((await reviewsOf(target.contentsId)).summary.count).toBe(0);
  });
});

describe('the average, the lists and the cards', () => {
  it('follows edits and deletes, sorts newest, highest and lowest, and pages', async () => {
    const t = testApp();
    const target = await course();
    const [a, b, c] = [await holder(target, 4), await holder(target, 2), await holder(target, 3)];
    const first = (await write(a, target.contentsId, 5)).body.datas;
    t.clock.advance(1000);
    await write(b, target.contentsId, 2);
    t.clock.advance(1000);
    const third = (await write(c, target.contentsId, 3)).body.datas;
    expect((await reviewsOf(target.contentsId)).summary).toMatchObject({ average: 3.33, count: 3 });

    const newest = await reviewsOf(target.contentsId, '?sort=newest');
    expect(newest.items.map((item) => item.rating)).toEqual([3, 2, 5]);
    expect((await reviewsOf(target.contentsId, '?sort=highest')).items.map((item) => item.rating)).toEqual([
      5, 3, 2,
    ]);
    expect((await reviewsOf(target.contentsId, '?sort=lowest')).items.map((item) => item.rating)).toEqual([
      2, 3, 5,
    ]);
    const second = await reviewsOf(target.contentsId, '?sort=highest&page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.rating)).toEqual([2]);

    const edited = await a.api.put<ReviewItem>(`/api/Reviews/${first.reviewid}`, {
      rating: 1,
      body: '다시 보니 별로',
    });
    expect(edited.status).toBe(200);
    expect((await reviewsOf(target.contentsId)).summary).toMatchObject({ average: 2, count: 3 });
    // Another member can neither edit nor delete it.
    expect((await b.api.put(`/api/Reviews/${first.reviewid}`, { rating: 5, body: '남의 글' })).status).toBe(
      404,
    );
    expect((await b.api.delete(`/api/Reviews/${first.reviewid}`)).status).toBe(404);

    expect((await c.api.delete(`/api/Reviews/${third.reviewid}`)).status).toBe(200);
    expect((await reviewsOf(target.contentsId)).summary).toMatchObject({ average: 1.5, count: 2 });
    expect(await campusCard(t, target.contentsId)).toMatchObject({ ratingAverage: 1.5, ratingCount: 2 });
    const detail = await apiClient(t).get<CourseCard>(`/api/Contents/GetInfo/${target.contentsId}`);
    expect(detail.body.datas).toMatchObject({ ratingAverage: 1.5, ratingCount: 2 });

    // Deleted, the member may write again.
    expect((await write(c, target.contentsId, 4)).status).toBe(200);
  });

  it('leaves a hidden review out of the average, the count and the lists, except for its author, who sees it marked', async () => {
    const t = testApp();
    const target = await course();
    const [kept, hiddenAuthor] = [await holder(target, 4), await holder(target, 4)];
    await write(kept, target.contentsId, 4);
    const hidden = (await write(hiddenAuthor, target.contentsId, 1, '광고 글')).body.datas;
    await t.database.db
      .update(courseReviews)
      .set({ hiddenAt: t.clock.now, hiddenReason: 'spam' })
      .where(eq(courseReviews.id, hidden.reviewid));

    const visitor = await reviewsOf(target.contentsId);
    expect(visitor.summary).toMatchObject({ average: 4, count: 1 });
    expect(visitor.items.map((item) => item.reviewid)).not.toContain(hidden.reviewid);
    expect(visitor.total).toBe(1);
    const other = await reviewsOf(target.contentsId, '', kept.api);
    expect(other.items.map((item) => item.reviewid)).not.toContain(hidden.reviewid);

    const author = await reviewsOf(target.contentsId, '', hiddenAuthor.api);
    expect(author.summary).toMatchObject({ average: 4, count: 1 });
    expect(author.items.find((item) => item.reviewid === hidden.reviewid)).toMatchObject({
      hidden: true,
      mine: true,
    });
    const mine = await hiddenAuthor.api.get<MyCourseReview>(`/api/Reviews/Course/${target.contentsId}/Mine`);
    expect(mine.body.datas.review).toMatchObject({ reviewid: hidden.reviewid, hidden: true });
    expect(await campusCard(t, target.contentsId)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
  });

  it('sorts the campus by rating: best first, unrated last', async () => {
    const t = testApp();
    const [low, high, none] = [
      await course('낮은 평점'),
      await course('높은 평점'),
      await course('평점 없음'),
    ];
    await write(await holder(low, 4), low.contentsId, 1);
    await write(await holder(high, 4), high.contentsId, 5);
    const answer = await apiClient(t).get<CourseCard[]>(
      '/api/Contents/search/campus?pageSize=48&sort=rating',
    );
    const order = answer.body.datas.map((card) => card.contentsid);
    expect(order.indexOf(high.contentsId)).toBeLessThan(order.indexOf(low.contentsId));
    expect(order.indexOf(low.contentsId)).toBeLessThan(order.indexOf(none.contentsId));
    expect(answer.body.datas.find((card) => card.contentsid === none.contentsId)).toMatchObject({
      ratingAverage: null,
      ratingCount: 0,
    });
  });

  it('gives the right average and count when 20 members review one course at once', async () => {
    const t = testApp();
    const target = await course();
    const members: Member[] = [];
    for (let i = 0; i < 20; i++) members.push(await holder(target, 2));
    const answers = await Promise.all(
      members.map((member, i) => write(member, target.contentsId, (i % 5) + 1)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const { summary } = await reviewsOf(target.contentsId);
    expect(summary.count).toBe(20);
    expect(summary.average).toBe(3);
    expect(summary.distribution.map((entry) => entry.count)).toEqual([4, 4, 4, 4, 4]);
    expect(await campusCard(t, target.contentsId)).toMatchObject({ ratingAverage: 3, ratingCount: 20 });
  });
});

describe('posting limits', () => {
  it('stops an account after five posts in ten minutes, with 429 RATE_LIMITED, and lets it post again later', async () => {
    const t = testApp();
    const target = await course();
    const member = await holder(target, 4);
    const review = (await write(member, target.contentsId, 3)).body.datas;
    for (let i = 0; i < 4; i++)
      expect(
        (await member.api.put(`/api/Reviews/${review.reviewid}`, { rating: 4, body: `수정 ${i}` })).status,
      ).toBe(200);
    const blocked = await member.api.put(`/api/Reviews/${review.reviewid}`, { rating: 5, body: '한 번 더' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    // Another account's budget is its own.
    expect((await write(await holder(target, 4), target.contentsId, 5)).status).toBe(200);
    t.clock.advance(600 * 1000);
    expect(
      (await member.api.put(`/api/Reviews/${review.reviewid}`, { rating: 5, body: '한 번 더' })).status,
    ).toBe(200);
  });
});

describe('the staff reply', () => {
  it("lets the course's instructor and an operator reply once, editable, and refuses another course's instructor and members", async () => {
    const target = await course();
    const elsewhere = await course('다른 강의');
    const author = await holder(target, 4);
    const review = (await write(author, target.contentsId, 2, '예제가 부족해요')).body.datas;
    const own = await instructorOf(target.contentsId);
    const other = await instructorOf(elsewhere.contentsId);
    const reply = (who: Member, body: string) =>
      who.api.put(`/api/Admin/Reviews/${review.reviewid}/Reply`, { body });

    expect((await reply(other, '제가 답합니다')).status).toBe(403);
    expect((await reply(author, '셀프 답변')).status).toBe(403);
    const first = await reply(own, '예제를 추가했습니다.');
    expect(first.status).toBe(200);
    expect(first.body.datas.reply).toMatchObject({ body: '예제를 추가했습니다.' });
    const edited = await reply(own, '예제 5개를 추가했습니다.\n확인해 주세요.');
    expect(edited.status).toBe(200);
    const admin = await createAdmin(testApp());
    expect((await reply(admin, '운영팀도 확인했습니다.')).status).toBe(200);

    const [item] = (await reviewsOf(target.contentsId)).items;
    expect(item?.reply).toMatchObject({ body: '운영팀도 확인했습니다.' });
  });

  it("lists in the console the reviews of the caller's courses only: an instructor theirs, an operator every course's", async () => {
    const target = await course();
    const elsewhere = await course('다른 강의');
    const mineReview = (await write(await holder(target, 4), target.contentsId, 5)).body.datas;
    const otherReview = (await write(await holder(elsewhere, 4), elsewhere.contentsId, 4)).body.datas;
    const own = await instructorOf(target.contentsId);
    const listed = await own.api.get('/api/Admin/Reviews?pageSize=100');
    expect(listed.status).toBe(200);
    const ids = (listed.body.datas as ReviewItem[]).map((item) => item.reviewid);
    expect(ids).toContain(mineReview.reviewid);
    expect(ids).not.toContain(otherReview.reviewid);
    expect(listed.body.datas[0]).toMatchObject({ courseTitle: '리뷰 테스트 강의' });

    const unreplied = await own.api.get(`/api/Admin/Reviews?replied=replied&contentsid=${target.contentsId}`);
    expect(unreplied.body.total).toBe(0);

    const admin = await createAdmin(testApp());
    const all = await admin.api.get(`/api/Admin/Reviews?contentsid=${elsewhere.contentsId}`);
    expect((all.body.datas as ReviewItem[]).map((item) => item.reviewid)).toEqual([otherReview.reviewid]);
    const member = await createMember(testApp());
    expect((await member.api.get('/api/Admin/Reviews')).status).toBe(403);
  });
});

describe("the served course page's JSON-LD", () => {
  const courseJsonLd = async (contentsId: number) => {
    const page = await testApp().app.inject({ method: 'GET', url: `/courseDetail/${contentsId}` });
    expect(page.statusCode).toBe(200);
    const blocks = [...page.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    );
    const data = blocks.find((block) => block['@type'] === 'Course');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: expect.any(String),
    });
    return data!;
  };

  it('carries aggregateRating only once the course has visible reviews', async () => {
    const target = await course();
    expect(await courseJsonLd(target.contentsId)).not.toHaveProperty('aggregateRating');
    await write(await holder(target, 4), target.contentsId, 5);
    await write(await holder(target, 4), target.contentsId, 4);
    expect((await courseJsonLd(target.contentsId)).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 2,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
