import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCards } from '../../src/server/db/schema/membership';
import { orders } from '../../src/server/db/schema/payment';
import { sandboxPayments } from '../../src/server/db/schema/sandbox-gateway';
import { portoneSandboxSecrets } from '../../src/server/integrations/payment/portone-sandbox/portone-sandbox-routes';
import { sandboxSecretKey } from '../../src/server/integrations/payment/sandbox/sandbox-routes';
import { runMembershipRenewals } from '../../src/server/jobs/membership-renewal';
import { fillUnrecordedProviders } from '../../src/server/modules/payment/provider-of-record';
import { apiClient } from '../fixtures/api-client';
import { createAdmin, createCourse, createMember } from '../fixtures/factories';
import { membershipOf, moveClockTo, paidCharges, saveCard, subscribe } from '../fixtures/membership-flow';
import {
  CARDS,
  checkout,
  confirm,
  createOrder,
  paymentStatusChanged,
  purchase,
} from '../fixtures/payment-flow';
import { createTestApp, type RunningTestApp, type TestApp, useTestApp } from '../fixtures/test-app';

/**
 * A deployment switches its provider while orders and saved cards of the first one are still
 * open: every later call on them goes to the provider that took them (decision 091). The first
 * provider is the deployment's own sandbox; the second is `toss`, pointed at another app's sandbox,
 * which speaks Toss's API, or `portone`, pointed at that app's PortOne stand-in. Each gateway keeps
 * its ledger in its own app's database.
 */
// The second gateway's app serves both stand-ins: Toss's sandbox, and PortOne's.
const secondGateway = useTestApp({
  listen: true,
  seed: false,
  env: { PAYMENT_PROVIDERS: 'portone-sandbox' },
});
let deployment: RunningTestApp;
beforeAll(async () => {
  deployment = await createTestApp({ listen: true });
}, 60_000);
afterAll(async () => {
  await deployment?.close();
});

async function ledger(t: TestApp, paymentKey: string) {
  const [row] = await t.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentKey, paymentKey));
  return row ?? null;
}

async function switchToToss(): Promise<TestApp> {
  return deployment.restart({
    PAYMENT_PROVIDER: 'toss',
    PAYMENT_PROVIDERS: 'sandbox',
    TOSS_API_URL: `${secondGateway().baseUrl}/sandbox/toss`,
    TOSS_SECRET_KEY: sandboxSecretKey(secondGateway().config.JWT_SECRET),
    TOSS_CLIENT_KEY: 'test_ck_second',
  });
}

async function switchToPortOne(): Promise<TestApp> {
  const secrets = portoneSandboxSecrets(secondGateway().config.JWT_SECRET);
  return deployment.restart({
    PAYMENT_PROVIDER: 'portone',
    PAYMENT_PROVIDERS: 'sandbox',
    PORTONE_API_URL: `${secondGateway().baseUrl}/sandbox/portone`,
    PORTONE_API_SECRET: secrets.apiSecret,
    PORTONE_STORE_ID: 'store-sandbox',
    PORTONE_CHANNEL_KEY: 'channel-key-sandbox',
    PORTONE_WEBHOOK_SECRET: secrets.webhookSecret,
  });
}

async function ledgerOfOrder(t: TestApp, orderId: string) {
  return t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
}

describe('a deployment that switches its payment provider', () => {
  it('pins orders and cards older than the record to the provider the deployment ran', async () => {
    const t = deployment;
    const member = await createMember(t);
    await saveCard(t, member, 'approve');
    const course = await createCourse(t, { price: 10_000 });
    const created = await createOrder(t, member, { contentsid: course });
    // As the rows were before the migration: no provider recorded.
    await t.database.db
      .update(orders)
      .set({ provider: null })
      .where(eq(orders.id, created.body.datas.paymentid));
    await t.database.db
      .update(billingCards)
      .set({ provider: null })
      .where(eq(billingCards.userId, member.id));

    await fillUnrecordedProviders(t.database.db, 'sandbox');
    await fillUnrecordedProviders(t.database.db, 'toss');

    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, created.body.datas.paymentid));
    const [card] = await t.database.db.select().from(billingCards).where(eq(billingCards.userId, member.id));
    expect([order!.provider, card!.provider]).toEqual(['sandbox', 'sandbox']);
  });

  it('refunds an earlier order and renews an earlier card through the provider that took them', async () => {
    const before = deployment;
    const admin = await createAdmin(before);
    const buyer = await createMember(before);
    const course = await createCourse(before, { price: 30_000, accessDays: 100 });
    const { confirmed } = await purchase(before, buyer, { contentsid: course });
    const { paymentid } = confirmed!.body.datas;
    const paymentKey = confirmed!.body.datas.paymentKey!;
    const consoleBuyer = await createMember(before);
    const consoleCourse = await createCourse(before, { price: 20_000, accessDays: 100 });
    const cancelledInConsole = (await purchase(before, consoleBuyer, { contentsid: consoleCourse }))
      .confirmed!.body.datas;
    const subscriber = await createMember(before);
    await saveCard(before, subscriber, 'approve');
    expect((await subscribe(before, subscriber)).status).toBe(200);

    const after = await switchToToss();

    // New checkouts go to the second provider: the buyer pays in its window, and it approves.
    const newcomer = await createMember(after);
    const created = await createOrder(after, newcomer, { contentsid: course });
    expect(created.body.datas).toMatchObject({ provider: 'toss', checkoutUrl: null });
    const order = created.body.datas;
    const window = new URLSearchParams({
      method: 'card',
      orderId: order.orderId,
      orderName: order.orderName,
      amount: String(order.amount),
      customerKey: order.customerKey,
      customerName: order.customerName,
      successUrl: `${after.config.PUBLIC_URL}/paymentComplete`,
      failUrl: `${after.config.PUBLIC_URL}/paymentFail`,
    });
    const { redirect } = await checkout(secondGateway(), { checkoutUrl: `/sandbox/toss/checkout?${window}` });
    const paidThere = await confirm(after, newcomer, redirect);
    expect(paidThere.status).toBe(200);
    const newKey = paidThere.body.datas.paymentKey!;
    expect(await ledger(secondGateway(), newKey)).toMatchObject({ status: 'DONE' });
    expect(await ledger(after, newKey)).toBeNull();

    // The order taken before the switch is refunded by the first provider, in full.
    const refunded = await apiClient(after, { token: admin.token }).post(
      `/api/Admin/Orders/${paymentid}/Refund`,
      {
        amount: 30_000,
        reason: 'Asked by phone',
        memberAsked: true,
      },
    );
    expect(refunded.status).toBe(200);
    expect(await ledger(after, paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await ledger(secondGateway(), paymentKey)).toBeNull();
    const [row] = await after.database.db.select().from(orders).where(eq(orders.id, paymentid));
    expect(row).toMatchObject({ status: 'canceled', canceledAmount: 30_000, provider: 'sandbox' });

    // The first gateway's console refunds an earlier order and notifies the one webhook address: the
    // notice is followed up at the first gateway, and the order ends here too.
    await after.app.ctx.payments
      .of('sandbox')
      .cancel(cancelledInConsole.paymentKey!, { reason: 'Refunded in the console' }, 'console-refund');
    expect(await paymentStatusChanged(after, cancelledInConsole.paymentKey!, 'CANCELED')).toMatchObject({
      outcome: 'processed',
    });
    const [mirrored] = await after.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, cancelledInConsole.paymentid));
    expect(mirrored).toMatchObject({ status: 'canceled', canceledAmount: 20_000 });

    // The card saved before the switch renews at the first provider, which issued its billing key.
    const due = (await membershipOf(after, subscriber)).currentPeriodEnd;
    moveClockTo(after, new Date(due.getTime() + 60_000));
    await runMembershipRenewals(after.app.ctx);
    const charges = await paidCharges(after, subscriber);
    expect(charges).toHaveLength(2);
    const [renewal] = await after.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, charges[1]!.orderRowId!));
    expect(renewal).toMatchObject({ status: 'done', provider: 'sandbox' });
    expect(await ledger(after, renewal!.paymentKey!)).toMatchObject({
      status: 'DONE',
      totalAmount: renewal!.amount,
    });
    const secondLedger = await secondGateway().database.db.select().from(sandboxPayments);
    expect(secondLedger.map((payment) => payment.paymentKey)).toEqual([newKey]);
  });

  it('after a switch from Toss to PortOne, refunds and renews earlier orders and cards through Toss', async () => {
    const before = await deployment.restart({});
    const admin = await createAdmin(before);
    const buyer = await createMember(before);
    const course = await createCourse(before, { price: 30_000, accessDays: 100 });
    const { confirmed } = await purchase(before, buyer, { contentsid: course });
    const { paymentid, paymentKey } = confirmed!.body.datas;
    const subscriber = await createMember(before);
    await saveCard(before, subscriber, 'approve');
    expect((await subscribe(before, subscriber)).status).toBe(200);

    const after = await switchToPortOne();

    // A new checkout opens PortOne's SDK window; the buyer pays there and PortOne sends them back.
    const newcomer = await createMember(after);
    const created = (await createOrder(after, newcomer, { contentsid: course })).body.datas;
    expect(created).toMatchObject({ provider: 'portone', checkoutUrl: null, clientKey: 'store-sandbox' });
    const window = new URLSearchParams({
      storeId: created.clientKey!,
      channelKey: created.channelKey!,
      paymentId: created.orderId,
      orderName: created.orderName,
      totalAmount: String(created.amount),
      currency: 'CURRENCY_KRW',
      payMethod: 'CARD',
      customerId: created.customerKey,
      redirectUrl: `${after.config.PUBLIC_URL}/payments/return/portone/payment`,
      action: 'pay',
      card: CARDS.approve,
    });
    const paid = await fetch(new URL('/sandbox/portone/checkout', secondGateway().baseUrl), {
      method: 'POST',
      body: window,
      redirect: 'manual',
    });
    const returned = await fetch(new URL(paid.headers.get('location')!, after.baseUrl), {
      redirect: 'manual',
    });
    const complete = new URL(returned.headers.get('location')!, after.baseUrl);
    expect(complete.pathname).toBe('/paymentComplete');
    const paidThere = await confirm(after, newcomer, complete);
    expect(paidThere.body.datas).toMatchObject({ status: 'done', paymentKey: created.orderId });
    expect(await ledgerOfOrder(secondGateway(), created.orderId)).toMatchObject([{ status: 'DONE' }]);
    expect(await ledgerOfOrder(after, created.orderId)).toEqual([]);

    // The order Toss took is refunded by Toss.
    const refunded = await apiClient(after, { token: admin.token }).post(
      `/api/Admin/Orders/${paymentid}/Refund`,
      {
        amount: 30_000,
        reason: 'Asked by phone',
        memberAsked: true,
      },
    );
    expect(refunded.status).toBe(200);
    expect(await ledger(after, paymentKey!)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await ledgerOfOrder(secondGateway(), confirmed!.body.datas.orderId)).toEqual([]);

    // The card Toss saved renews through Toss.
    const due = (await membershipOf(after, subscriber)).currentPeriodEnd;
    moveClockTo(after, new Date(due.getTime() + 60_000));
    await runMembershipRenewals(after.app.ctx);
    const charges = await paidCharges(after, subscriber);
    expect(charges).toHaveLength(2);
    const [renewal] = await after.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, charges[1]!.orderRowId!));
    expect(renewal).toMatchObject({ status: 'done', provider: 'sandbox' });
    expect(await ledger(after, renewal!.paymentKey!)).toMatchObject({ status: 'DONE' });
    expect(await ledgerOfOrder(secondGateway(), renewal!.orderId)).toEqual([]);
  });
});
