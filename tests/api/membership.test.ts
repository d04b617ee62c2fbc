import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../../src/server/db/schema/catalogue';
import { billingCards } from '../../src/server/db/schema/membership';
import { orders } from '../../src/server/db/schema/payment';
import { sandboxPayments } from '../../src/server/db/schema/sandbox-gateway';
import { runMembershipRenewals } from '../../src/server/jobs/membership-renewal';
import { hasActiveMembership } from '../../src/server/modules/membership/membership-access';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCoupon,
  createCourse,
  createMember,
  DAY,
  type Member,
} from '../fixtures/factories';
import {
  chargesOf,
  mailsTo,
  membershipOf,
  moveClockTo,
  paidCharges,
  registerCardAtGateway,
  saveCard,
  subscribe,
} from '../fixtures/membership-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });
const PRICE = 49_000;
const MINUTE = 60_000;

async function newMember(t: TestApp): Promise<Member> {
  return createMember(t);
}

async function subscribedMember(t: TestApp): Promise<Member> {
  const member = await newMember(t);
  await saveCard(t, member, 'approve');
  const subscribed = await subscribe(t, member);
  expect(subscribed.status).toBe(200);
  return member;
}

async function membershipHistory(t: TestApp, member: Member) {
  const list = await apiClient(t, { token: member.token }).get('/api/Payment/GetList/membership');
  expect(list.status).toBe(200);
  return list.body.datas as { orderName: string; amount: number; status: string; kind: string }[];
}

// Members created here have no language of their own yet, so their mail is in Korean.
const DECLINE_MAIL = /멤버십 결제에 실패|멤버십이 종료/;

describe('saved cards', () => {
  it('registers a card at the gateway, issues and stores a billing key (masked number only), and replays safely', async () => {
    const t = testApp();
    const member = await newMember(t);
    const back = await registerCardAtGateway(t, member, 'approve', 'subscription');
    expect(back.pathname).toBe('/paymentMethodResult');
    expect(back.searchParams.get('back')).toBe('subscription');
    const body = {
      authKey: back.searchParams.get('authKey'),
      customerKey: back.searchParams.get('customerKey'),
    };

    const issued = await apiClient(t, { token: member.token }).post('/api/Billing/Issue/', body);
    expect(issued.status).toBe(200);
    expect(issued.body.datas).toMatchObject({
      cardCompany: 'KB Kookmin Card',
      cardNumber: '43301234****000*',
      isActive: true,
      renewsAt: null,
    });
    // The result page reloaded: the same answer, still one card.
    const again = await apiClient(t, { token: member.token }).post('/api/Billing/Issue/', body);
    expect(again.body.datas.billingkey).toBe(issued.body.datas.billingkey);
    const list = await apiClient(t, { token: member.token }).get('/api/Billing/MyCardList');
    expect(list.body.datas).toHaveLength(1);
    const [row] = await t.database.db.select().from(billingCards).where(eq(billingCards.userId, member.id));
    expect(JSON.stringify(row)).not.toContain('4330123412340001');

    // A second card becomes the active one; the first can be made active again.
    const second = await saveCard(t, member, 'insufficient');
    const afterSecond = await apiClient(t, { token: member.token }).get('/api/Billing/MyCardList');
    expect(afterSecond.body.datas.map((card: { isActive: boolean }) => card.isActive)).toEqual([true, false]);
    const back1 = await apiClient(t, { token: member.token }).put(
      `/api/Billing/Active/${issued.body.datas.billingkey}`,
    );
    expect(back1.status).toBe(200);
    expect(
      back1.body.datas.find((card: { billingkey: string }) => card.billingkey === second.billingkey).isActive,
    ).toBe(false);
  });

  it('reports a registration the gateway refused and an authKey that does not belong to the member', async () => {
    const t = testApp();
    const member = await newMember(t);
    const declined = await registerCardAtGateway(t, member, 'decline');
    expect(declined.searchParams.get('code')).toBe('REJECT_CARD_COMPANY');
    expect(declined.searchParams.get('authKey')).toBeNull();

    const { customerKey } = (await apiClient(t, { token: member.token }).get('/api/Billing/Registration'))
      .body.datas;
    const made = await apiClient(t, { token: member.token }).post('/api/Billing/Issue/', {
      authKey: 'bln_made_up',
      customerKey,
    });
    expect(made.status).toBe(400);
    expect(made.body).toMatchObject({
      code: 'BILLING_ISSUE_FAILED',
      respMessage: 'The card could not be registered. Please try again.',
    });

    // Another member's registration (their customerKey) cannot be issued on this account.
    const other = await newMember(t);
    const theirs = await registerCardAtGateway(t, other, 'approve');
    const stolen = await apiClient(t, { token: member.token }).post('/api/Billing/Issue/', {
      authKey: theirs.searchParams.get('authKey'),
      customerKey: theirs.searchParams.get('customerKey'),
    });
    expect(stolen.status).toBe(400);
    expect((await apiClient(t, { token: member.token }).get('/api/Billing/MyCardList')).body.datas).toEqual(
      [],
    );
  });

  it("answers another member's billing key like a missing one (no IDOR) and needs a login", async () => {
    const t = testApp();
    const owner = await newMember(t);
    const intruder = await newMember(t);
    const card = await saveCard(t, owner, 'approve');
    expect(
      (await apiClient(t, { token: intruder.token }).put(`/api/Billing/Active/${card.billingkey}`)).status,
    ).toBe(404);
    expect(
      (await apiClient(t, { token: intruder.token }).delete(`/api/Billing/Delete/${card.billingkey}`)).status,
    ).toBe(404);
    expect((await apiClient(t, { token: intruder.token }).get('/api/Billing/MyCardList')).body.datas).toEqual(
      [],
    );
    expect((await apiClient(t).get('/api/Billing/MyCardList')).status).toBe(401);
    expect((await apiClient(t).delete(`/api/Billing/Delete/${card.billingkey}`)).status).toBe(401);
    const ownerList = await apiClient(t, { token: owner.token }).get('/api/Billing/MyCardList');
    expect(ownerList.body.datas).toMatchObject([{ billingkey: card.billingkey, isActive: true }]);
  });

  it('deleting the active card makes the newest remaining card active; the active card shows the renewal date', async () => {
    const t = testApp();
    const member = await subscribedMember(t);
    const older = (await apiClient(t, { token: member.token }).get('/api/Billing/MyCardList')).body.datas[0];
    const newer = await saveCard(t, member, 'approve');
    const mine = await apiClient(t, { token: member.token }).get('/api/Membership/My');
    const list = await apiClient(t, { token: member.token }).get('/api/Billing/MyCardList');
    expect(list.body.datas[0]).toMatchObject({
      billingkey: newer.billingkey,
      renewsAt: mine.body.datas.nextBillingAt,
    });
    const deleted = await apiClient(t, { token: member.token }).delete(
      `/api/Billing/Delete/${newer.billingkey}`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.datas).toMatchObject([{ billingkey: older.billingkey, isActive: true }]);
    expect(
      (await apiClient(t, { token: member.token }).delete(`/api/Billing/Delete/${newer.billingkey}`)).status,
    ).toBe(404);
  });
});

describe('subscription', () => {
  it('shows the plan: monthly price and the membership-included courses', async () => {
    const t = testApp();
    const plan = await apiClient(t).get('/api/Membership/Plan');
    expect(plan.status).toBe(200);
    expect(plan.body.datas.price).toBe(PRICE);
    expect(plan.body.datas.courses.length).toBeGreaterThan(0);
    expect(
      plan.body.datas.courses.every((course: { membershipIncluded: boolean }) => course.membershipIncluded),
    ).toBe(true);
  });

  it('without a card answers NO_ACTIVE_CARD, and without agreeing to the terms a 400', async () => {
    const t = testApp();
    const member = await newMember(t);
    const noCard = await subscribe(t, member);
    expect(noCard.status).toBe(409);
    expect(noCard.body.code).toBe('NO_ACTIVE_CARD');
    await saveCard(t, member, 'approve');
    const noAgree = await apiClient(t, { token: member.token }).post('/api/Membership/Subscribe', {});
    expect(noAgree.status).toBe(400);
    expect((await apiClient(t, { token: member.token }).get('/api/Membership/My')).body.datas.state).toBe(
      'none',
    );
  });

  it('charges the first month less the coupon at once, opens included courses, and lists the charge in payment history', async () => {
    const t = testApp();
    const member = await newMember(t);
    const includedCourse = await createCourse(t, { price: 90_000 });
    await t.database.db
      .update(contents)
      .set({ membershipIncluded: true })
      .where(eq(contents.id, includedCourse));
    const before = await apiClient(t, { token: member.token }).get(`/api/Contents/GetInfo/${includedCourse}`);
    expect(before.body.datas.purchaseState).toBe('purchasable');

    const code = await createCoupon(t, member.id, {
      discountType: 'percent',
      percent: 50,
      target: 'membership',
    });
    const courseOnly = await createCoupon(t, member.id, { target: 'course' });
    const offered = await apiClient(t, { token: member.token }).get('/api/Membership/Coupons');
    expect(offered.body.datas.map((coupon: { couponnumber: string }) => coupon.couponnumber)).toEqual([code]);
    expect(offered.body.datas[0]).toMatchObject({ discountAmount: 24_500, finalAmount: 24_500 });
    expect((await subscribe(t, member, courseOnly)).status).toBe(400);

    await saveCard(t, member, 'approve');
    const subscribed = await subscribe(t, member, code);
    expect(subscribed.status).toBe(200);
    const start = t.clock.now;
    expect(subscribed.body.datas).toMatchObject({
      state: 'active',
      currentPeriodStart: start.toISOString(),
      nextAmount: PRICE,
      canCancel: true,
      card: { cardNumber: '43301234****000*' },
    });
    const end = new Date(subscribed.body.datas.currentPeriodEnd!);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    expect(subscribed.body.datas.nextBillingAt).toBe(end.toISOString());

    const history = await membershipHistory(t, member);
    expect(history).toMatchObject([{ kind: 'membership', status: 'done', amount: 24_500 }]);
    expect(await hasActiveMembership(t.app.ctx, member.id)).toBe(true);
    const after = await apiClient(t, { token: member.token }).get(`/api/Contents/GetInfo/${includedCourse}`);
    expect(after.body.datas.purchaseState).toBe('membership');
    const notIncluded = await createCourse(t, { price: 90_000 });
    expect(
      (await apiClient(t, { token: member.token }).get(`/api/Contents/GetInfo/${notIncluded}`)).body.datas
        .purchaseState,
    ).toBe('purchasable');

    // The coupon is spent; subscribing twice is refused and charges nothing.
    expect((await apiClient(t, { token: member.token }).get('/api/Membership/Coupons')).body.datas).toEqual(
      [],
    );
    const twice = await subscribe(t, member);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_MEMBER');
    expect(await paidCharges(t, member)).toHaveLength(1);
  });

  it("names a membership order with the plan's name in the reader's language, in history and the console", async () => {
    const t = testApp();
    const member = await subscribedMember(t);
    const admin = await createAdmin(t);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, member.id));
    const period = order!.orderName.replace(/^\S+ \S+ /, '');
    expect(period).toMatch(/^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/);

    const names = async (lang: string) => [
      (await apiClient(t, { token: member.token }).get('/api/Payment/GetList/membership', { lang })).body
        .datas[0].orderName,
      (await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${order!.id}`, { lang })).body
        .datas.orderName,
      (await apiClient(t, { token: admin.token }).get(`/api/Admin/Orders/${order!.id}`, { lang })).body.datas
        .orderName,
    ];
    expect(await names('ko')).toEqual(Array(3).fill(`메디비너스 멤버십 ${period}`));
    expect(await names('ja')).toEqual(Array(3).fill(`MEDIVENUSメンバーシップ ${period}`));
    expect(await names('en')).toEqual(Array(3).fill(`MEDIVENUS Membership ${period}`));
  });

  it('a declined first charge opens nothing, reports the payment error and gives the coupon back', async () => {
    const t = testApp();
    const member = await newMember(t);
    const code = await createCoupon(t, member.id, { target: 'membership' });
    await saveCard(t, member, 'insufficient');
    const refused = await subscribe(t, member, code);
    expect(refused.status).toBe(400);
    expect(refused.body.respMessage).toBe(
      'The transaction could not be completed due to a payment error. Please try again.',
    );
    expect((await apiClient(t, { token: member.token }).get('/api/Membership/My')).body.datas.state).toBe(
      'none',
    );
    expect(await hasActiveMembership(t.app.ctx, member.id)).toBe(false);
    expect(await membershipHistory(t, member)).toEqual([]);
    expect(
      (await apiClient(t, { token: member.token }).get('/api/Membership/Coupons')).body.datas,
    ).toHaveLength(1);
  });
});

describe('renewals', () => {
  it('through three billing periods: exactly three charges and matching payment history', async () => {
    const t = testApp();
    const member = await subscribedMember(t);
    for (let period = 1; period < 3; period++) {
      const { currentPeriodEnd } = await membershipOf(t, member);
      // Nothing is due a minute before the end, however often the job runs.
      moveClockTo(t, new Date(currentPeriodEnd.getTime() - MINUTE));
      await runMembershipRenewals(t.app.ctx);
      expect(await paidCharges(t, member)).toHaveLength(period);
      moveClockTo(t, new Date(currentPeriodEnd.getTime() + MINUTE));
      await runMembershipRenewals(t.app.ctx);
      await runMembershipRenewals(t.app.ctx);
      const renewed = await membershipOf(t, member);
      expect(renewed.currentPeriodStart.toISOString()).toBe(currentPeriodEnd.toISOString());
      expect(await paidCharges(t, member)).toHaveLength(period + 1);
    }
    const paid = await paidCharges(t, member);
    expect(new Set(paid.map((charge) => charge.periodStart.toISOString())).size).toBe(3);
    const history = await membershipHistory(t, member);
    expect(history).toHaveLength(3);
    expect(history.every((order) => order.status === 'done' && order.amount === PRICE)).toBe(true);
    const charges = await apiClient(t, { token: member.token }).get('/api/Membership/Charges');
    expect(charges.body.total).toBe(3);
    expect((await apiClient(t, { token: member.token }).get('/api/Membership/My')).body.datas.state).toBe(
      'active',
    );
  });

  it('charges a due renewal exactly once when two job runners race', async () => {
    const t = testApp();
    const members = await Promise.all([0, 1, 2, 3].map(() => subscribedMember(t)));
    const ends = await Promise.all(members.map((member) => membershipOf(t, member)));
    const latest = Math.max(...ends.map((row) => row.currentPeriodEnd.getTime()));
    moveClockTo(t, new Date(latest + MINUTE));
    const [first, second] = await Promise.all([
      runMembershipRenewals(t.app.ctx),
      runMembershipRenewals(t.app.ctx),
    ]);
    expect(first.unknown + second.unknown).toBe(0);
    for (const [index, member] of members.entries()) {
      const charges = await chargesOf(t, member);
      expect(charges.filter((charge) => charge.status === 'done')).toHaveLength(2);
      expect(charges.filter((charge) => charge.status !== 'done')).toEqual([]);
      // The gateway itself saw one charge per period for this member's card.
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, charges[0]!.orderRowId!));
      const atGateway = await t.database.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.customerKey, order!.customerKey));
      expect(atGateway, `member ${index}`).toHaveLength(2);
    }
  });

  it('a declined renewal is retried on days 1, 3 and 5 with a mail each time, then the membership ends', async () => {
    const t = testApp();
    const member = await subscribedMember(t);
    await saveCard(t, member, 'insufficient');
    const due = (await membershipOf(t, member)).currentPeriodEnd;
    const at = (days: number) => new Date(due.getTime() + days * DAY + MINUTE);

    moveClockTo(t, at(0));
    await runMembershipRenewals(t.app.ctx);
    let row = await membershipOf(t, member);
    expect(row).toMatchObject({ status: 'past_due', retryCount: 1, lastFailureCode: 'REJECT_CARD_PAYMENT' });
    expect(row.nextRetryAt?.getTime()).toBe(due.getTime() + DAY);
    let mails = await mailsTo(t, member, DECLINE_MAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('멤버십 결제에 실패했습니다');
    expect(mails[0]!.text).toContain(`${t.config.PUBLIC_URL}/mypage/membership`);
    // Past due keeps access while the retries last.
    expect(await hasActiveMembership(t.app.ctx, member.id)).toBe(true);
    const mine = await apiClient(t, { token: member.token }).get('/api/Membership/My');
    expect(mine.body.datas).toMatchObject({ state: 'past_due', canRetry: true, failedAttempts: 1 });

    // Between retry days the job does nothing.
    moveClockTo(t, at(0.5));
    await runMembershipRenewals(t.app.ctx);
    expect(await chargesOf(t, member)).toHaveLength(2);

    for (const [day, next, count] of [
      [1, 3, 2],
      [3, 5, 3],
    ] as const) {
      moveClockTo(t, at(day));
      await runMembershipRenewals(t.app.ctx);
      row = await membershipOf(t, member);
      expect(row).toMatchObject({ status: 'past_due', retryCount: count });
      expect(row.nextRetryAt?.getTime()).toBe(due.getTime() + next * DAY);
      expect(await mailsTo(t, member, DECLINE_MAIL)).toHaveLength(count);
    }

    moveClockTo(t, at(5));
    await runMembershipRenewals(t.app.ctx);
    row = await membershipOf(t, member);
    expect(row).toMatchObject({ status: 'ended', retryCount: 4, nextRetryAt: null });
    mails = await mailsTo(t, member, DECLINE_MAIL);
    expect(mails).toHaveLength(4);
    expect(mails[0]!.subject).toContain('멤버십이 종료되었습니다');
    expect(await hasActiveMembership(t.app.ctx, member.id)).toBe(false);
    expect((await apiClient(t, { token: member.token }).get('/api/Membership/My')).body.datas.state).toBe(
      'none',
    );
    const failed = (await chargesOf(t, member)).filter((charge) => charge.status === 'failed');
    expect(failed).toHaveLength(4);
    // Declined attempts are not payments: history still shows the one paid month.
    expect(await membershipHistory(t, member)).toHaveLength(1);

    moveClockTo(t, at(30));
    await runMembershipRenewals(t.app.ctx);
    expect(await chargesOf(t, member)).toHaveLength(5);
  });

  it('the member updates the card and retries at once: the unpaid period is charged and the cycle continues', async () => {
    const t = testApp();
    const member = await subscribedMember(t);
    await saveCard(t, member, 'insufficient');
    const due = (await membershipOf(t, member)).currentPeriodEnd;
    moveClockTo(t, new Date(due.getTime() + MINUTE));
    await runMembershipRenewals(t.app.ctx);
    expect((await membershipOf(t, member)).status).toBe('past_due');

    const stillPoor = await apiClient(t, { token: member.token }).post('/api/Membership/Retry');
    expect(stillPoor.status).toBe(400);
    expect((await membershipOf(t, member)).retryCount).toBe(1);

    await saveCard(t, member, 'approve');
    const retried = await apiClient(t, { token: member.token }).post('/api/Membership/Retry');
    expect(retried.status).toBe(200);
    expect(retried.body.datas).toMatchObject({
      state: 'active',
      currentPeriodStart: due.toISOString(),
      failedAttempts: 0,
    });
    const paid = await paidCharges(t, member);
    expect(paid.map((charge) => charge.periodStart.toISOString())).toContain(due.toISOString());
    expect(await membershipHistory(t, member)).toHaveLength(2);
    expect((await apiClient(t, { token: member.token }).post('/api/Membership/Retry')).status).toBe(409);

    // The scheduled retry day passes without another charge.
    moveClockTo(t, new Date(due.getTime() + DAY + MINUTE));
    await runMembershipRenewals(t.app.ctx);
    expect(await paidCharges(t, member)).toHaveLength(2);
  });

  it('settles a renewal whose answer was lost from the gateway, without charging again', async () => {
    const t = testApp();
    const member = await subscribedMember(t);
    const due = (await membershipOf(t, member)).currentPeriodEnd;
    moveClockTo(t, new Date(due.getTime() + MINUTE));
    // The gateway charges this member, then this instance dies before recording the answer.
    const [card] = await t.database.db.select().from(billingCards).where(eq(billingCards.userId, member.id));
    const gateway = t.app.ctx.payments.of(card!.provider);
    const crashing = {
      ...gateway,
      chargeBillingKey: async (...args: Parameters<typeof gateway.chargeBillingKey>) => {
        const payment = await gateway.chargeBillingKey(...args);
        if (args[1].customerKey === card!.customerKey) throw new Error('instance crashed');
        return payment;
      },
    };
    const lost = { ...t.app.ctx, payments: { ...t.app.ctx.payments, of: () => crashing } };
    await expect(runMembershipRenewals(lost)).rejects.toThrow('instance crashed');
    expect((await chargesOf(t, member)).at(-1)?.status).toBe('pending');
    await runMembershipRenewals(t.app.ctx);
    expect((await chargesOf(t, member)).at(-1)?.status).toBe('pending');

    moveClockTo(t, new Date(t.clock.now.getTime() + 6 * MINUTE));
    await runMembershipRenewals(t.app.ctx);
    const charges = await chargesOf(t, member);
    expect(charges.map((charge) => charge.status)).toEqual(['done', 'done']);
    expect((await membershipOf(t, member)).currentPeriodStart.toISOString()).toBe(due.toISOString());
    expect(await membershipHistory(t, member)).toHaveLength(2);
  });
});

describe('cancel and resume', () => {
  it('cancel keeps access to the end of the paid period, resume undoes it, and after the end access stops', async () => {
    const t = testApp();
    const member = await subscribedMember(t);
    const end = (await membershipOf(t, member)).currentPeriodEnd;

    const cancelled = await apiClient(t, { token: member.token }).post('/api/Membership/Cancel');
    expect(cancelled.body.datas).toMatchObject({
      state: 'cancelled',
      accessUntil: end.toISOString(),
      nextBillingAt: null,
      canResume: true,
      canCancel: false,
    });
    expect(
      (await apiClient(t, { token: member.token }).get('/api/Billing/MyCardList')).body.datas[0].renewsAt,
    ).toBeNull();
    const resumed = await apiClient(t, { token: member.token }).post('/api/Membership/Resume');
    expect(resumed.body.datas).toMatchObject({ state: 'active', nextBillingAt: end.toISOString() });
    expect((await apiClient(t, { token: member.token }).post('/api/Membership/Resume')).status).toBe(409);
    expect((await apiClient(t, { token: member.token }).post('/api/Membership/Cancel')).status).toBe(200);

    moveClockTo(t, new Date(end.getTime() - MINUTE));
    await runMembershipRenewals(t.app.ctx);
    expect(await hasActiveMembership(t.app.ctx, member.id)).toBe(true);

    moveClockTo(t, new Date(end.getTime() + MINUTE));
    // Access ends with the period, whether or not the job has run yet.
    expect(await hasActiveMembership(t.app.ctx, member.id)).toBe(false);
    await runMembershipRenewals(t.app.ctx);
    expect((await membershipOf(t, member)).status).toBe('ended');
    expect(await paidCharges(t, member)).toHaveLength(1);
    const mine = await apiClient(t, { token: member.token }).get('/api/Membership/My');
    expect(mine.body.datas).toMatchObject({ state: 'none', canResume: false });
    expect((await apiClient(t, { token: member.token }).post('/api/Membership/Resume')).status).toBe(409);
    expect((await apiClient(t, { token: member.token }).post('/api/Membership/Cancel')).status).toBe(409);

    // Subscribing again starts a new cycle from today.
    const again = await subscribe(t, member);
    expect(again.status).toBe(200);
    expect(again.body.datas).toMatchObject({
      state: 'active',
      currentPeriodStart: t.clock.now.toISOString(),
    });
  });

  it('cancelling while past due ends the membership and stops the retries', async () => {
    const t = testApp();
    const member = await subscribedMember(t);
    await saveCard(t, member, 'insufficient');
    const due = (await membershipOf(t, member)).currentPeriodEnd;
    moveClockTo(t, new Date(due.getTime() + MINUTE));
    await runMembershipRenewals(t.app.ctx);
    const cancelled = await apiClient(t, { token: member.token }).post('/api/Membership/Cancel');
    expect(cancelled.body.datas.state).toBe('none');
    moveClockTo(t, new Date(due.getTime() + 2 * DAY));
    await runMembershipRenewals(t.app.ctx);
    expect(await chargesOf(t, member)).toHaveLength(2);
    expect(await mailsTo(t, member, DECLINE_MAIL)).toHaveLength(1);
  });
});
