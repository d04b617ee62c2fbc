import { inArray } from 'drizzle-orm';
import { coupons } from '../../src/server/db/schema/coupon';
import type { Answer } from '../../tests/fixtures/api-client';
import { routes } from '../../tests/fixtures/api-routes';
import {
  clientAs,
  createCoupon,
  createCourseWithLessons,
  createMember,
  createMembership,
  createReadyVideo,
  type Member,
} from '../../tests/fixtures/factories';
import { purchase } from '../../tests/fixtures/payment-flow';
import type { TestApp } from '../../tests/fixtures/test-app';
import type { KnownValues } from './requests';

function must<T>(answer: Answer<T> | null, step: string): T {
  if (answer?.status !== 200)
    throw new Error(`fuzz state: ${step} answered ${answer?.status}: ${answer?.text}`);
  return answer.body.datas;
}

/**
 * What the demo seed lacks and real use has, built before the random calls (schemathesis calls
 * this stateful testing): records with dependants. `member` is the fuzz's member role: a membership
 * holder with progress and a certificate on courses nobody bought, a paid order with a refund
 * request, a registered code. Another member's paid order is refunded by the operator; a campaign
 * is aimed at a course nobody bought. `known` names their ids by parameter, for the generated calls.
 * The other member is the only account in `useruid`: the console may suspend it, not the role.
 */
export async function buildState(t: TestApp): Promise<{ member: Member; known: KnownValues }> {
  const admin = await clientAs(t, 'admin');
  const [member, other] = [await createMember(t), await createMember(t)];
  // One lesson of 30 s is complete at the first save, so a certificate needs no clock.
  const video = await createReadyVideo(t, 30);
  const lesson = { videoId: video };
  const started = await createCourseWithLessons(t, { membershipIncluded: true }, [lesson, lesson]);
  const finished = await createCourseWithLessons(t, { membershipIncluded: true }, [lesson]);
  const bought = await createCourseWithLessons(t, { price: 99_000 }, [lesson]);
  const aimedAt = await createCourseWithLessons(t, { price: 50_000 }, [lesson]);

  await createMembership(t, member.id, true);
  for (const lessonid of [started.lessonIds[0]!, finished.lessonIds[0]!])
    must(
      await member.api.post('/api/Learning/SaveProgress', { lessonid, positionSec: 30, watchedSec: 30 }),
      'progress',
    );
  const certificate = must(
    await member.api.post(`/api/Learning/IssueCertificate/${finished.contentsId}`, { lang: 'ko' }),
    'certificate',
  );

  const mine = must((await purchase(t, member, { contentsid: bought.contentsId })).confirmed, 'order');
  const refund = must(
    await member.api.post(`/api/Payment/RequestRefund/${mine.paymentid}`, { reason: '개인 사정' }),
    'refund request',
  );
  const theirs = must((await purchase(t, other, { contentsid: bought.contentsId })).confirmed, 'order');
  must(
    await admin.call(
      routes.operatorRefund,
      { amount: theirs.amount, reason: 'Bought twice', memberAsked: true, overrideReason: 'Goodwill' },
      { params: { paymentid: theirs.paymentid } },
    ),
    'operator refund',
  );

  const codes = [
    await createCoupon(t, member.id),
    await createCoupon(t, null, { target: 'course', targetContentsId: aimedAt.contentsId }),
  ];
  const campaigns = await t.database.db
    .selectDistinct({ id: coupons.campaignId })
    .from(coupons)
    .where(inArray(coupons.couponnumber, codes));

  const courses = [started, finished, bought, aimedAt];
  const contentsIds = courses.map((course) => course.contentsId);
  const orders = [mine, theirs];
  return {
    member,
    known: {
      contentsid: contentsIds,
      id: contentsIds,
      lessonid: courses.flatMap((course) => course.lessonIds),
      videoid: [video],
      paymentid: orders.map((order) => order.paymentid),
      orderid: orders.map((order) => order.orderId),
      paymentkey: orders.map((order) => order.paymentKey!),
      refundid: [refund.refundid],
      couponnumber: codes,
      campaignid: campaigns.map((campaign) => campaign.id),
      useruid: [other.useruid],
      number: [certificate.number],
    },
  };
}
