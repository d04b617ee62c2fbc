import type { ModerationActionResult, ModerationQueueItem } from '@shared/contract/moderation';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { auditLog } from '../../src/server/db/schema/board';
import { contentReports } from '../../src/server/db/schema/moderation';
import { coursePosts } from '../../src/server/db/schema/questions';
import { courseReviews } from '../../src/server/db/schema/reviews';
import { shownTo } from '../../src/server/modules/moderation/shown-to';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCourse,
  createMember,
  logIn,
  type Member,
  PASSWORD,
  uniqueIp,
} from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

// Reports share the posting budget; a small one here, so the limit test reaches it quickly.
const POSTING_LIMIT = 6;
const testApp = useTestApp({ seed: false, env: { RATE_LIMITS: `community.posting=${POSTING_LIMIT}/600` } });

// Reviews and posts are written directly: their own features are built elsewhere, moderation
// acts on the tables alone.
async function reviewBy(author: Member, body = '강의가 별로였습니다.\n광고 링크 포함') {
  const contentsId = await createCourse(testApp(), { price: 50_000 });
  const [row] = await testApp()
    .database.db.insert(courseReviews)
    .values({ contentsId, userId: author.id, rating: 1, body })
    .returning();
  return row!;
}

async function questionWithAnswer(author: Member, answerer: Member) {
  const contentsId = await createCourse(testApp(), { price: 50_000 });
  const { db } = testApp().database;
  const [question] = await db
    .insert(coursePosts)
    .values({ contentsId, userId: author.id, kind: 'question', title: '질문', body: '연락처 010-0000-0000' })
    .returning();
  const [answer] = await db
    .insert(coursePosts)
    .values({ contentsId, userId: answerer.id, kind: 'answer', questionId: question!.id, body: '답변입니다' })
    .returning();
  return { question: question!, answer: answer! };
}

const report = (
  who: Member,
  targetKind: 'review' | 'post',
  targetId: number,
  reason = 'spam',
  detail?: string,
) => who.api.post('/api/Moderation/Report', { targetKind, targetId, reason, detail });

async function queue(admin: Member, query = '') {
  const response = await admin.api.get<ModerationQueueItem[]>(
    `/api/Admin/Moderation/Queue?pageSize=200${query}`,
  );
  expect(response.status, response.text).toBe(200);
  return response.body;
}

const itemOf = async (admin: Member, kind: string, id: number, query = '') =>
  (await queue(admin, query)).datas.find((item) => item.targetKind === kind && item.targetId === id);

async function act(admin: Member, action: string, targetKind: string, targetId: number, reason: string) {
  const response = await admin.api.post<ModerationActionResult>(`/api/Admin/Moderation/${action}`, {
    targetKind,
    targetId,
    reason,
  });
  expect(response.status, response.text).toBe(200);
  return response.body.datas;
}

/** What a reader of the course's reviews sees, through the rule every public list uses. */
async function reviewsSeenBy(contentsId: number, viewerId: number | null) {
  const rows = await testApp()
    .database.db.select()
    .from(courseReviews)
    .where(and(eq(courseReviews.contentsId, contentsId), shownTo(courseReviews, viewerId)));
  return rows.map((row) => ({ id: row.id, hidden: row.hiddenAt !== null }));
}

const auditOf = (action: string, target: number) =>
  testApp()
    .database.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, String(target))));

describe('reporting a review or post', () => {
  it('records one report per member and target; a repeat answers the first and adds nothing', async () => {
    const [author, reader] = [await createMember(testApp()), await createMember(testApp())];
    const review = await reviewBy(author);
    const first = await report(reader, 'review', review.id, 'abuse', '  욕설이 있습니다  ');
    expect(first.status, first.text).toBe(200);
    expect(first.body.datas.created).toBe(true);
    const again = await report(reader, 'review', review.id, 'spam');
    expect(again.status).toBe(200);
    expect(again.body.datas).toEqual({ created: false, reportedAt: first.body.datas.reportedAt });
    const rows = await testApp()
      .database.db.select()
      .from(contentReports)
      .where(and(eq(contentReports.targetKind, 'review'), eq(contentReports.targetId, review.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: reader.id, reason: 'abuse', detail: '욕설이 있습니다' });
  });

  it('refuses a visitor, one’s own post, a missing target and an unknown reason', async () => {
    const [author, reader] = [await createMember(testApp()), await createMember(testApp())];
    const review = await reviewBy(author);
    const visitor = await apiClient(testApp()).post('/api/Moderation/Report', {
      targetKind: 'review',
      targetId: review.id,
      reason: 'spam',
    });
    expect(visitor.status).toBe(401);
    const own = await report(author, 'review', review.id);
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({
      code: 'REPORT_OWN_CONTENT',
      respMessage: 'You cannot report your own post.',
    });
    const missing = await report(reader, 'post', 2_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body.respMessage).toBe(
      'This post could not be found. It may have been deleted or hidden.',
    );
    expect((await report(reader, 'review', review.id, 'boring')).status).toBe(400);
    expect(
      await testApp().database.db.select().from(contentReports).where(eq(contentReports.targetId, review.id)),
    ).toEqual([]);
  });

  it('refuses a suspended member', async () => {
    const [admin, author, reader] = [
      await createAdmin(testApp()),
      await createMember(testApp()),
      await createMember(testApp()),
    ];
    const review = await reviewBy(author);
    const suspended = await admin.api.post(`/api/Admin/Members/${reader.useruid}/Status`, {
      status: 'suspended',
    });
    expect(suspended.status, suspended.text).toBe(200);
    expect((await report(reader, 'review', review.id)).status).toBe(401);
    const relogin = await apiClient(testApp()).post(
      '/api/account/login',
      { email: reader.email, password: PASSWORD },
      { ip: uniqueIp() },
    );
    expect(relogin.body.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('shares the posting budget: past it, a member’s reports are refused with 429 until the window passes', async () => {
    const [author, reader] = [await createMember(testApp()), await createMember(testApp())];
    const reviews = [];
    for (let i = 0; i <= POSTING_LIMIT; i++) reviews.push(await reviewBy(author));
    for (const review of reviews.slice(0, POSTING_LIMIT))
      expect((await report(reader, 'review', review.id)).status).toBe(200);
    const blocked = await report(reader, 'review', reviews[POSTING_LIMIT]!.id);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    // Another member's budget is their own.
    expect((await report(await createMember(testApp()), 'review', reviews[POSTING_LIMIT]!.id)).status).toBe(
      200,
    );
    testApp().clock.advance(600_000);
    expect((await report(reader, 'review', reviews[POSTING_LIMIT]!.id)).status).toBe(200);
  });
});

describe('the console’s moderation queue', () => {
  it('lists reported targets, the most reported first, with content, author, course and reasons', async () => {
    const [admin, author, answerer, a, b] = [
      await createAdmin(testApp()),
      await createMember(testApp(), { name: '작성자' }),
      await createMember(testApp()),
      await createMember(testApp(), { name: '신고자' }),
      await createMember(testApp()),
    ];
    const review = await reviewBy(author);
    const { question } = await questionWithAnswer(author, answerer);
    await report(a, 'post', question.id, 'personalInformation', '전화번호 노출');
    await report(a, 'review', review.id, 'spam');
    await report(b, 'review', review.id, 'other', '광고');

    const { datas, total } = await queue(admin);
    expect(total).toBeGreaterThanOrEqual(2);
    const kinds = datas.map((item) => `${item.targetKind}:${item.targetId}`);
    expect(kinds.indexOf(`review:${review.id}`)).toBeLessThan(kinds.indexOf(`post:${question.id}`));
    const reviewItem = datas.find((item) => item.targetKind === 'review' && item.targetId === review.id)!;
    expect(reviewItem).toMatchObject({
      openReports: 2,
      totalReports: 2,
      content: {
        rating: 1,
        body: review.body,
        authorName: '작성자',
        authorEmail: author.email,
        contentsid: review.contentsId,
        courseTitle: 'Test course',
        hiddenAt: null,
      },
    });
    expect(reviewItem.reports.map((r) => r.reason).sort()).toEqual(['other', 'spam']);
    const postItem = datas.find((item) => item.targetKind === 'post' && item.targetId === question.id)!;
    expect(postItem.content).toMatchObject({ postKind: 'question', title: '질문' });
    expect(postItem.reports[0]).toMatchObject({
      reason: 'personalInformation',
      detail: '전화번호 노출',
      reporterName: '신고자',
      closedAt: null,
    });
    expect((await queue(admin, '&targetKind=post')).datas.every((item) => item.targetKind === 'post')).toBe(
      true,
    );
  });

  it('is the operators’ alone: a member or an instructor is refused', async () => {
    const member = await createMember(testApp());
    expect((await member.api.get('/api/Admin/Moderation/Queue')).status).toBe(403);
    const instructor = await createMember(testApp());
    await testApp().database.db.update(users).set({ role: 'instructor' }).where(eq(users.id, instructor.id));
    const session = await logIn(testApp(), instructor.email, PASSWORD, false, { ip: uniqueIp() });
    const asInstructor = apiClient(testApp(), { token: session.accessToken });
    expect((await asInstructor.get('/api/Admin/Moderation/Queue')).status).toBe(403);
    expect(
      (
        await asInstructor.post('/api/Admin/Moderation/Hide', {
          targetKind: 'review',
          targetId: 1,
          reason: 'x',
        })
      ).status,
    ).toBe(403);
  });
});

describe('moderation decisions', () => {
  it('hide takes a review from readers but not from its author, who sees it flagged; restore brings it back', async () => {
    const [admin, author, reader] = [
      await createAdmin(testApp()),
      await createMember(testApp()),
      await createMember(testApp()),
    ];
    const review = await reviewBy(author);
    await report(reader, 'review', review.id, 'abuse');

    expect(await act(admin, 'Hide', 'review', review.id, '욕설 (운영정책 3조)')).toEqual({
      targetKind: 'review',
      targetId: review.id,
      state: 'hidden',
      closedReports: 1,
    });
    expect(await reviewsSeenBy(review.contentsId, null)).toEqual([]);
    expect(await reviewsSeenBy(review.contentsId, reader.id)).toEqual([]);
    expect(await reviewsSeenBy(review.contentsId, author.id)).toEqual([{ id: review.id, hidden: true }]);
    // Out of the open queue, in the hidden one with its reason; the reader can no longer report it.
    expect(await itemOf(admin, 'review', review.id)).toBeUndefined();
    const hidden = await itemOf(admin, 'review', review.id, '&status=hidden');
    expect(hidden).toMatchObject({ openReports: 0, content: { hiddenReason: '욕설 (운영정책 3조)' } });
    expect(hidden!.reports[0]!.closedAt).not.toBeNull();
    expect((await report(await createMember(testApp()), 'review', review.id)).status).toBe(404);

    // A retry changes nothing and records nothing more.
    expect((await act(admin, 'Hide', 'review', review.id, '욕설 (운영정책 3조)')).closedReports).toBe(0);
    const [entry, ...more] = await auditOf('courseReview.hide', review.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'courseReview',
      before: { openReports: 1, hiddenAt: null },
      after: { openReports: 0, hiddenReason: '욕설 (운영정책 3조)', reason: '욕설 (운영정책 3조)' },
    });

    expect((await act(admin, 'Restore', 'review', review.id, '이의신청 인정')).state).toBe('visible');
    expect(await reviewsSeenBy(review.contentsId, null)).toEqual([{ id: review.id, hidden: false }]);
    const [restored] = await auditOf('courseReview.restore', review.id);
    expect(restored).toMatchObject({ actorId: admin.id, after: { hiddenAt: null, reason: '이의신청 인정' } });
  });

  it('delete removes a question with its answers and closes their reports; the log keeps what it said', async () => {
    const [admin, author, answerer, reader] = [
      await createAdmin(testApp()),
      await createMember(testApp()),
      await createMember(testApp()),
      await createMember(testApp()),
    ];
    const { question, answer } = await questionWithAnswer(author, answerer);
    await report(reader, 'post', question.id, 'personalInformation');
    await report(reader, 'post', answer.id, 'spam');

    expect(await act(admin, 'Delete', 'post', question.id, '개인정보 노출')).toMatchObject({
      state: 'deleted',
      closedReports: 1,
    });
    const { db } = testApp().database;
    expect(
      await db.select().from(coursePosts).where(eq(coursePosts.contentsId, question.contentsId)),
    ).toEqual([]);
    expect(await itemOf(admin, 'post', answer.id)).toBeUndefined();
    const closed = await itemOf(admin, 'post', question.id, '&status=closed');
    expect(closed).toMatchObject({ content: null, openReports: 0, totalReports: 1 });
    // The retry of a delete that committed answers the same state.
    expect((await act(admin, 'Delete', 'post', question.id, '개인정보 노출')).state).toBe('deleted');
    const entries = await auditOf('coursePost.delete', question.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      targetType: 'coursePost',
      before: { body: '연락처 010-0000-0000', authorId: author.id, openReports: 1 },
      after: { reason: '개인정보 노출' },
    });
  });

  it('dismiss closes the reports and leaves the content as it is', async () => {
    const [admin, author, reader] = [
      await createAdmin(testApp()),
      await createMember(testApp()),
      await createMember(testApp()),
    ];
    const review = await reviewBy(author);
    await report(reader, 'review', review.id, 'falseInformation');
    expect(await act(admin, 'Dismiss', 'review', review.id, '사실과 다르지 않음')).toMatchObject({
      state: 'visible',
      closedReports: 1,
    });
    expect(await reviewsSeenBy(review.contentsId, null)).toEqual([{ id: review.id, hidden: false }]);
    expect(await itemOf(admin, 'review', review.id)).toBeUndefined();
    const [entry] = await auditOf('courseReview.dismiss', review.id);
    expect(entry).toMatchObject({
      before: { openReports: 1 },
      after: { openReports: 0, reason: '사실과 다르지 않음' },
    });
    // A later report of the same content opens it again.
    await report(await createMember(testApp()), 'review', review.id, 'spam');
    expect(await itemOf(admin, 'review', review.id)).toMatchObject({ openReports: 1, totalReports: 2 });
  });

  it('needs a reason and an existing target', async () => {
    const admin = await createAdmin(testApp());
    const noReason = await admin.api.post('/api/Admin/Moderation/Hide', {
      targetKind: 'review',
      targetId: 1,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const missing = await admin.api.post('/api/Admin/Moderation/Restore', {
      targetKind: 'review',
      targetId: 2_000_000,
      reason: '복구',
    });
    expect(missing.status).toBe(404);
  });
});
