import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema/payment';
import { GatewayError } from '../../src/server/integrations/payment/gateway';
import { runMembershipRenewals } from '../../src/server/jobs/membership-renewal';
import { reconcilePendingOrders } from '../../src/server/jobs/payment-jobs';
import type { PaymentCreated } from '../../src/shared/contract/payment';
import { apiClient } from '../fixtures/api-client';
import { routes } from '../fixtures/api-routes';
import { easyPayAndTransferCases } from '../fixtures/easy-pay-transfer-cases';
import { createAdmin, createCourse, createMember, createTraining, type Member } from '../fixtures/factories';
import { membershipOf, moveClockTo, paidCharges, subscribe } from '../fixtures/membership-flow';
import { confirm, createOrder } from '../fixtures/payment-flow';
import { STAND_INS, type StandIn } from '../fixtures/stand-ins';
import { type TestApp, useTestApp } from '../fixtures/test-app';

/**
 * One payment suite, run once per built-in stand-in: Toss's sandbox and PortOne's. Each case is a
 * buyer, a member or an operator doing what they would; nothing here knows which gateway it pays.
 */

async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

async function order(t: TestApp, member: Member, standIn: StandIn, body: Parameters<typeof createOrder>[2]) {
  const created = await createOrder(t, member, body);
  expect(created.status).toBe(200);
  expect(created.body.datas.provider).toBe(standIn.provider);
  return created.body.datas as PaymentCreated;
}

describe.each(STAND_INS)('payments through $provider', (standIn) => {
  const testApp = useTestApp({ listen: true, env: { PAYMENT_PROVIDER: standIn.provider } });

  it('takes a card payment', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 55_000 });
    const created = await order(t, member, standIn, { contentsid: course });
    const back = await standIn.pay(t, created);
    expect(back.pathname).toBe('/paymentComplete');
    const confirmed = await confirm(t, member, back);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.datas).toMatchObject({ status: 'done', method: 'card', amount: 55_000 });
    const atGateway = await t.app.ctx.payments.current.getPayment(confirmed.body.datas.paymentKey!);
    expect(atGateway).toMatchObject({ status: 'paid', paidAmount: 55_000, orderId: created.orderId });
  });

  it('issues a virtual account and settles it on the deposit webhook', async () => {
    const t = testApp();
    const member = await createMember(t);
    const training = await createTraining(t, { price: 40_000, capacity: 5 });
    const created = await order(t, member, standIn, {
      contentsid: training,
      method: 'virtual_account',
      bankCode: '88',
    });
    const confirmed = await confirm(t, member, await standIn.pay(t, created));
    expect(confirmed.body.datas).toMatchObject({ status: 'waiting_for_deposit' });
    const paymentKey = confirmed.body.datas.paymentKey!;
    expect(await standIn.deposit(t, created, paymentKey)).toEqual({ delivered: true });
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'done', seat: 'taken' });
  });

  it('refunds in part, then the rest', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const course = await createCourse(t, { price: 30_000, accessDays: 100 });
    const created = await order(t, member, standIn, { contentsid: course });
    const { paymentid, paymentKey } = (await confirm(t, member, await standIn.pay(t, created))).body.datas;
    const refund = (amount: number) =>
      apiClient(t, { token: admin.token }).post(`/api/Admin/Orders/${paymentid}/Refund`, {
        amount,
        reason: 'Asked by phone',
        memberAsked: true,
        overrideReason: 'Agreed with the member',
      });
    expect((await refund(10_000)).status).toBe(200);
    expect(await orderRow(t, created.orderId)).toMatchObject({
      status: 'partial_canceled',
      canceledAmount: 10_000,
    });
    expect(await t.app.ctx.payments.current.getPayment(paymentKey!)).toMatchObject({
      status: 'partially_refunded',
      remainingAmount: 20_000,
    });
    expect((await refund(20_000)).status).toBe(200);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'canceled', canceledAmount: 30_000 });
    expect(await t.app.ctx.payments.current.getPayment(paymentKey!)).toMatchObject({
      status: 'refunded',
      remainingAmount: 0,
    });
  });

  it('renews the membership on the saved billing key', async () => {
    const t = testApp();
    const member = await createMember(t);
    const back = await standIn.registerCard(t, member, 'approve');
    expect(back.pathname).toBe('/paymentMethodResult');
    const issued = await apiClient(t, { token: member.token }).call(routes.issueBillingKey, {
      authKey: back.searchParams.get('authKey') ?? '',
      customerKey: back.searchParams.get('customerKey') ?? '',
    });
    expect(issued.status).toBe(200);
    expect((await subscribe(t, member)).status).toBe(200);
    const due = (await membershipOf(t, member)).currentPeriodEnd;
    moveClockTo(t, new Date(due.getTime() + 60_000));
    await runMembershipRenewals(t.app.ctx);
    expect(await paidCharges(t, member)).toHaveLength(2);
  });

  it('completes a payment whose confirm answer was lost, by reconciliation', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 20_000 });
    const created = await order(t, member, standIn, { contentsid: course });
    const back = await standIn.pay(t, created);
    const provider = t.app.ctx.payments.current;
    const realConfirm = provider.confirm;
    // The gateway takes the payment, and the answer never reaches the server (a crash, a cut).
    provider.confirm = async (input, key) => {
      provider.confirm = realConfirm;
      await realConfirm(input, key);
      throw new GatewayError('unavailable', 'NETWORK_ERROR', 'socket hang up');
    };
    const lost = await confirm(t, member, back);
    expect(lost.body.code).toBe('PAYMENT_PENDING');
    expect((await orderRow(t, created.orderId)).status).toBe('ready');
    t.clock.advance(3 * 60_000);
    expect(await reconcilePendingOrders(t.app.ctx)).toMatchObject({ completed: 1 });
    expect((await orderRow(t, created.orderId)).status).toBe('done');
  });

  it('refuses a payment of a tampered amount', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 50_000 });
    const created = await order(t, member, standIn, { contentsid: course });
    const back = await standIn.pay(t, created, { amount: 100 });
    // Back at the platform with the amount the window was given (Toss) or the order's (PortOne).
    const refused = await confirm(t, member, back);
    expect(refused.status).toBe(400);
    expect((await orderRow(t, created.orderId)).status).not.toBe('done');
    // Whatever reached the gateway is not left paid.
    const atGateway = await t.app.ctx.payments.current.lookupByOrder(created.orderId);
    expect(atGateway?.status ?? 'none').not.toBe('paid');
  });

  it('refuses a webhook the gateway did not send', async () => {
    const t = testApp();
    const member = await createMember(t);
    const training = await createTraining(t, { price: 40_000, capacity: 5 });
    const created = await order(t, member, standIn, {
      contentsid: training,
      method: 'virtual_account',
      bankCode: '88',
    });
    const { paymentKey } = (await confirm(t, member, await standIn.pay(t, created))).body.datas;
    const forged = await standIn.forgeWebhook(t, created, paymentKey!);
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    expect((await orderRow(t, created.orderId)).status).toBe('waiting_for_deposit');
  });

  easyPayAndTransferCases(testApp, standIn);
});
