import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { coupons } from '../../src/server/db/schema/coupon';
import { courseReviews } from '../../src/server/db/schema/reviews';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCoupon,
  createCourseWithLessons,
  createMember,
  createReadyVideo,
  createTraining,
  type Member,
} from '../fixtures/factories';
import { saveCard } from '../fixtures/membership-flow';
import { purchase } from '../fixtures/payment-flow';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ seed: false, listen: true });

/** Path parameters that name something one member owns: another member must be refused outright. */
const OWNED_PARAMS = new Set([
  'useruid',
  'paymentid',
  'paymentKey',
  'billingkey',
  'videoid',
  'attemptid',
  'reviewid',
  'questionid',
]);

/** Routes that only touch the caller's own session or account; they run last so the loop can finish. */
const SELF_ENDING = ['/api/account/logout', '/api/account/withdraw'];

interface OwnerTrail {
  values: Record<string, string>;
  body: Record<string, unknown>;
  /** Strings that belong to the owner alone and must never reach another member. */
  secrets: string[];
}

/** An attempt of the owner's at a one-question test on the course they bought. */
async function ownersExamAttempt(owner: Member, contentsId: number) {
  const t = testApp();
  const admin = await createAdmin(t);
  const question = await admin.api.post(`/api/Admin/Contents/${contentsId}/Questions/Save`, {
    kind: 'truefalse',
    text: { ko: '리도카인은 마취제다', en: 'Lidocaine is an anaesthetic', ja: '' },
    explanation: { ko: '국소마취제입니다.', en: '', ja: '' },
    answerTrue: true,
    options: [],
    chapterid: null,
  });
  expect(question.status, question.text).toBe(200);
  const exams = await admin.api.post<{ exams: { examid: number }[] }>(
    `/api/Admin/Contents/${contentsId}/Exams/Save`,
    { title: { ko: '수료 시험', en: 'Final test' }, passPercent: 60, maxAttempts: 2 },
  );
  expect(exams.status, exams.text).toBe(200);
  const examid = exams.body.datas.exams[0]!.examid;
  const attempt = await owner.api.post<{ attemptid: number }>(`/api/Exam/Start/${examid}`);
  expect(attempt.status, attempt.text).toBe(200);
  return { examid: String(examid), attemptid: String(attempt.body.datas.attemptid) };
}

/**
 * The owner buys a course, takes its test, enrols in a free training, saves a card and registers a
 * coupon.
 */
async function ownerLeavesATrail(owner: Member): Promise<OwnerTrail> {
  const t = testApp();
  const { db } = t.database;
  const videoid = await createReadyVideo(t, 120);
  const { contentsId, lessonIds } = await createCourseWithLessons(t, { price: 30_000 }, [
    { videoId: videoid },
  ]);
  const bought = await purchase(t, owner, { contentsid: contentsId });
  expect(bought.confirmed?.status).toBe(200);
  const { paymentid, orderId, paymentKey, amount } = bought.confirmed!.body.datas;
  const trainingId = await createTraining(t, { price: 0, capacity: 5 });
  expect(
    (await apiClient(t, { token: owner.token }).post(`/api/Payment/EnrolFree/${trainingId}`, {})).status,
  ).toBe(200);
  // The seat's ticket (decision 103): whoever holds its code is let in at the door.
  const trainings = await apiClient(t, { token: owner.token }).get('/api/Learning/MyTrainings');
  const ticket = trainings.body.datas[0].ticket as string;
  expect(ticket).toMatch(/^[0-9a-f]{16}$/);
  const exam = await ownersExamAttempt(owner, contentsId);
  const card = await saveCard(t, owner, 'approve');
  const couponnumber = await createCoupon(t, owner.id);
  // A review of the course (written straight in: eligibility is the reviews test's) and a question on it.
  const [review] = await db
    .insert(courseReviews)
    .values({ contentsId, userId: owner.id, rating: 5, body: '좋은 강의' })
    .returning({ id: courseReviews.id });
  const question = await owner.api.post<{ postid: number }>(`/api/Courses/${contentsId}/Questions`, {
    lessonid: lessonIds[0],
    title: '질문',
    body: '주입 깊이가 궁금합니다',
  });
  expect(question.status, question.text).toBe(200);
  const [row] = await db.select().from(users).where(eq(users.id, owner.id));
  return {
    values: {
      useruid: row!.useruid,
      paymentid: String(paymentid),
      paymentKey: paymentKey!,
      billingkey: card.billingkey,
      videoid: String(videoid),
      contentsid: String(contentsId),
      ...exam,
      couponnumber,
      id: String(trainingId),
      tab: 'all',
      reviewid: String(review!.id),
      questionid: String(question.body.datas.postid),
    },
    body: {
      paymentKey,
      orderId,
      amount,
      lessonid: lessonIds[0],
      positionSec: 60,
      answers: [],
      watchedSec: 60,
      contentsid: contentsId,
      couponnumber,
      agree: true,
      method: 'card',
      reason: 'not mine',
      // A whole review, follow-up and resolution, so their refusals are about whose they are.
      rating: 1,
      body: 'not mine',
      resolved: true,
      customerKey: row!.useruid,
      authKey: 'replayed-auth-key',
      // A whole tax-invoice request, so the refusal is about the order's owner, not the form.
      businessNumber: '220-81-62517',
      companyName: '다른상사',
      ceoName: '김대표',
      businessAddress: '서울특별시 중구 세종대로 1',
      email: 'billing@example.com',
      // A whole refund account too, for the cancelled session's refund.
      refundAccount: { bank: '20', accountNumber: '110123456789', holderName: '다른사람' },
    },
    secrets: [owner.email, row!.useruid, orderId, paymentKey!, card.billingkey, ticket],
  };
}

describe('another member, holding the owner’s identifiers', () => {
  it('is refused every member route that names the owner’s things, and changes none of them', async () => {
    const t = testApp();
    const owner = await createMember(t);
    const other = await createMember(t);
    // The other member has a card of their own, so a refusal is about ownership, not a missing card.
    await saveCard(t, other, 'approve');
    const trail = await ownerLeavesATrail(owner);

    const memberRoutes = t.app.routeTable
      .filter((route) => route.access === 'member')
      .sort((a, b) => Number(SELF_ENDING.includes(a.url)) - Number(SELF_ENDING.includes(b.url)));
    expect(memberRoutes.length).toBeGreaterThan(30);

    for (const route of memberRoutes) {
      const label = `${route.method} ${route.url}`;
      const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      for (const param of params)
        expect(trail.values[param], `${label}: which owner value should :${param} get?`).toBeDefined();
      const url = route.url.replace(/:(\w+)/g, (_, param: string) =>
        encodeURIComponent(trail.values[param]!),
      );
      const answer = await apiClient(t, { token: other.token }).send(
        route.method as 'GET',
        url,
        route.method === 'GET' ? undefined : trail.body,
      );

      expect(answer.status, label).toBeLessThan(500);
      const text = JSON.stringify(answer.body);
      for (const secret of trail.secrets) expect(text, `${label} leaks ${secret}`).not.toContain(secret);
      if (params.some((param) => OWNED_PARAMS.has(param)))
        expect([403, 404], `${label} answered ${answer.status}`).toContain(answer.status);
    }

    // The owner's things are as the owner left them.
    const payment = await apiClient(t, { token: owner.token }).get(
      `/api/Payment/GetInfo/${trail.values.paymentid}`,
    );
    expect(payment.body.datas.status).toBe('done');
    expect(payment.body.datas.canceledAmount).toBe(0);
    const cards = await apiClient(t, { token: owner.token }).get('/api/Billing/MyCardList');
    expect(cards.body.datas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ billingkey: trail.values.billingkey, isActive: true }),
      ]),
    );
    const [coupon] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.couponnumber, trail.values.couponnumber!));
    expect(coupon).toMatchObject({ userId: owner.id, status: 'registered' });
    const owned = await apiClient(t, { token: owner.token }).get('/api/Learning/MyCourses');
    expect(JSON.stringify(owned.body.datas)).toContain(`"contentsid":${trail.values.contentsid}`);
    const [review] = await t.database.db
      .select()
      .from(courseReviews)
      .where(eq(courseReviews.id, Number(trail.values.reviewid)));
    expect(review).toMatchObject({ rating: 5, body: '좋은 강의' });
    const questions = await apiClient(t).get(`/api/Courses/${trail.values.contentsid}/Questions`);
    expect(JSON.stringify(questions.body.datas)).toContain('"resolved":false');
    const me = await apiClient(t, { token: owner.token }).get(`/api/account/user/${trail.values.useruid}`);
    expect(me.body.datas.email).toBe(owner.email);
  }, 60_000);
});
