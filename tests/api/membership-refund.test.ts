import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema/payment';
import { runMembershipRenewals } from '../../src/server/jobs/membership-renewal';
import { apiClient } from '../fixtures/api-client';
import { routes } from '../fixtures/api-routes';
import { createAdmin, createCourseWithLessons, createMember, type Member } from '../fixtures/factories';
import { membershipOf, moveClockTo, paidCharges, saveCard, subscribe } from '../fixtures/membership-flow';
import { gatewayLedger, paymentStatusChanged } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

/**
 * A refunded membership charge takes back the period it paid for
 * (docs/decisions/048-a-refunded-membership-charge-ends-its-period.md): the membership shows
 * ended, membership-included courses close and the card is not charged again.
 */

const testApp = useTestApp({ listen: true });

/** A member who bought the membership through the sandbox gateway with a saved card. */
async function subscribedMember(t: TestApp) {
  const member = await createMember(t);
  await saveCard(t, member, 'approve');
  const subscribed = await subscribe(t, member);
  expect(subscribed.status).toBe(200);
  expect(subscribed.body.datas.state).toBe('active');
  const [charge] = await paidCharges(t, member);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, charge!.orderRowId!));
  return { member, order: order! };
}

async function includedCourse(t: TestApp) {
  const { contentsId, lessonIds } = await createCourseWithLessons(
    t,
    { price: 90_000, membershipIncluded: true },
    [{ videoId: null, durationSec: 600 }],
  );
  return { contentsId, lessonId: lessonIds[0]! };
}

/** What the member sees of the course in the player, and whether saving progress is let through. */
async function courseAccess(t: TestApp, member: Member, course: { contentsId: number; lessonId: number }) {
  const client = apiClient(t, { token: member.token });
  const player = await client.call(routes.player, undefined, { params: { contentsid: course.contentsId } });
  expect(player.status).toBe(200);
  const save = await client.post('/api/Learning/SaveProgress', {
    lessonid: course.lessonId,
    positionSec: 5,
    watchedSec: 5,
  });
  return { access: player.body.datas.access, save: save.status, code: save.body.code };
}

async function myMembership(t: TestApp, member: Member) {
  const mine = await apiClient(t, { token: member.token }).call(routes.myMembership);
  expect(mine.status).toBe(200);
  return mine.body.datas;
}

/** A month and a day on: the renewal would have charged by now, and the grace would still hold. */
async function renewalDueHasPassed(t: TestApp, member: Member, periodEnd: Date) {
  moveClockTo(t, new Date(periodEnd.getTime() + 86_400_000));
  await runMembershipRenewals(t.app.ctx);
  return paidCharges(t, member);
}

describe('a refunded membership charge', () => {
  it('refunded by an operator from the console ends the membership, closes included courses and stops renewals', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const course = await includedCourse(t);
    const { member, order } = await subscribedMember(t);
    const periodEnd = (await membershipOf(t, member)).currentPeriodEnd;
    expect(await courseAccess(t, member, course)).toMatchObject({
      access: { kind: 'membership', expired: false },
      save: 200,
    });

    // The policy suggests nothing for a membership: the operator's amount needs a reason.
    const refunded = await apiClient(t, { token: admin.token }).call(
      routes.operatorRefund,
      {
        amount: order.amount,
        reason: 'Member phoned: signed up by mistake',
        memberAsked: true,
        overrideReason: 'Goodwill, unused',
      },
      { params: { paymentid: order.id } },
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.datas).toMatchObject({ orderStatus: 'canceled', remainingAmount: 0 });

    expect(await myMembership(t, member)).toMatchObject({
      state: 'none',
      endedAt: t.clock.now.toISOString(),
      nextBillingAt: null,
      canCancel: false,
      canResume: false,
    });
    expect(await courseAccess(t, member, course)).toEqual({
      access: { kind: 'membership', expired: true, expiresAt: null },
      save: 403,
      code: 'MEMBERSHIP_ENDED',
    });
    // The card on file is not charged for another month.
    expect(await renewalDueHasPassed(t, member, periodEnd)).toHaveLength(1);
    expect((await membershipOf(t, member)).status).toBe('ended');
    expect((await gatewayLedger(t, order.paymentKey!)).balanceAmount).toBe(0);

    // The member may subscribe again: a new period from today.
    const again = await subscribe(t, member);
    expect(again.status).toBe(200);
    expect(again.body.datas).toMatchObject({
      state: 'active',
      currentPeriodStart: t.clock.now.toISOString(),
    });
  });

  it('a partial refund ends the period too, as any refund of a course ends its access', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const course = await includedCourse(t);
    const { member, order } = await subscribedMember(t);
    const refunded = await apiClient(t, { token: admin.token }).call(
      routes.operatorRefund,
      { amount: 10_000, reason: 'Outage compensation', memberAsked: false, overrideReason: 'Outage' },
      { params: { paymentid: order.id } },
    );
    expect(refunded.body.datas).toMatchObject({
      orderStatus: 'partial_canceled',
      remainingAmount: order.amount - 10_000,
    });
    expect((await myMembership(t, member)).state).toBe('none');
    expect((await courseAccess(t, member, course)).save).toBe(403);
  });

  it("cancelled in the gateway's console ends the membership when the webhook reports it", async () => {
    const t = testApp();
    const course = await includedCourse(t);
    const { member, order } = await subscribedMember(t);
    const periodEnd = (await membershipOf(t, member)).currentPeriodEnd;

    await t.app.ctx.payments.current.cancel(
      order.paymentKey!,
      { reason: '콘솔에서 환불' },
      'console-membership',
    );
    // Until the gateway tells the platform, nothing here knows.
    expect((await myMembership(t, member)).state).toBe('active');

    expect(await paymentStatusChanged(t, order.paymentKey!, 'CANCELED')).toMatchObject({
      outcome: 'processed',
    });
    expect(await myMembership(t, member)).toMatchObject({ state: 'none', nextBillingAt: null });
    expect(await courseAccess(t, member, course)).toMatchObject({ save: 403, code: 'MEMBERSHIP_ENDED' });
    const history = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${order.id}`);
    expect(history.body.datas).toMatchObject({ status: 'canceled', canceledAmount: order.amount });
    expect(await renewalDueHasPassed(t, member, periodEnd)).toHaveLength(1);

    // The gateway repeats its notification: nothing changes twice.
    expect(await paymentStatusChanged(t, order.paymentKey!, 'CANCELED')).toMatchObject({
      outcome: 'processed',
    });
    expect((await membershipOf(t, member)).status).toBe('ended');
  });

  it('a refund of a period already over leaves the current, renewed period alone', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const { member, order: first } = await subscribedMember(t);
    const firstEnd = (await membershipOf(t, member)).currentPeriodEnd;
    moveClockTo(t, firstEnd);
    await runMembershipRenewals(t.app.ctx);
    expect(await paidCharges(t, member)).toHaveLength(2);

    const refunded = await apiClient(t, { token: admin.token }).call(
      routes.operatorRefund,
      {
        amount: first.amount,
        reason: 'Double charge last month',
        memberAsked: true,
        overrideReason: 'Error',
      },
      { params: { paymentid: first.id } },
    );
    expect(refunded.status).toBe(200);
    expect(await myMembership(t, member)).toMatchObject({
      state: 'active',
      currentPeriodStart: firstEnd.toISOString(),
    });
  });
});
