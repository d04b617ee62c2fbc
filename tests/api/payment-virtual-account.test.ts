import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../../src/server/db/schema/catalogue';
import { coupons } from '../../src/server/db/schema/coupon';
import { enrolments } from '../../src/server/db/schema/learning';
import { orders } from '../../src/server/db/schema/payment';
import { sandboxPayments } from '../../src/server/db/schema/sandbox-gateway';
import { expireVirtualAccounts } from '../../src/server/jobs/payment-jobs';
import { apiClient } from '../fixtures/api-client';
import { createCoupon, createMember, createTraining, DAY, type Member } from '../fixtures/factories';
import { checkout, confirm, createOrder, deposit } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });

async function issueAccount(t: TestApp, member: Member, contentsid: number, couponnumber?: string) {
  const created = await createOrder(t, member, { contentsid, method: 'virtual_account', couponnumber });
  expect(created.status).toBe(200);
  const { redirect } = await checkout(t, created.body.datas, { bankCode: '20' });
  const confirmed = await confirm(t, member, redirect);
  expect(confirmed.status).toBe(200);
  return confirmed.body.datas;
}

async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

async function seatsTaken(t: TestApp, id: number) {
  const [row] = await t.database.db
    .select({ n: contents.seatsTaken })
    .from(contents)
    .where(eq(contents.id, id));
  return row!.n;
}

function webhook(t: TestApp, body: unknown) {
  return fetch(new URL('/webhooks/payment', t.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('virtual accounts through the sandbox gateway', () => {
  it('issues an account, holds the seat, and the sandbox deposit completes the order by webhook', async () => {
    const t = testApp();
    const member = await createMember(t);
    const training = await createTraining(t, { price: 150_000, capacity: 3 });
    const info = await issueAccount(t, member, training);
    expect(info).toMatchObject({
      status: 'waiting_for_deposit',
      method: 'virtual_account',
      amount: 150_000,
      virtualAccount: { bankCode: '20', accountNumber: expect.stringMatching(/^\d{12}$/) },
      receiptAvailable: false,
    });
    // The account is open for a day, and the seat is kept for the order meanwhile.
    const due = new Date(info.virtualAccount!.dueDate).getTime();
    expect(Math.abs(due - t.clock.now.getTime() - DAY)).toBeLessThan(1000);
    const availability = await apiClient(t, { token: member.token }).get(
      `/api/Payment/checktraining/${training}`,
    );
    expect(availability.body.datas.seatsLeft).toBe(2);
    expect(await seatsTaken(t, training)).toBe(0);

    const history = await apiClient(t, { token: member.token }).get('/api/Payment/GetList/training');
    expect(history.body.datas[0]).toMatchObject({ status: 'waiting_for_deposit' });

    const paid = await deposit(t, info.paymentKey!);
    expect(paid.status).toBe(200);
    expect(paid.body.webhook).toEqual({ delivered: true, statusCode: 200 });
    const after = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${info.paymentid}`);
    expect(after.body.datas).toMatchObject({ status: 'done', receiptAvailable: true });
    expect(await seatsTaken(t, training)).toBe(1);
    const granted = await t.database.db.select().from(enrolments).where(eq(enrolments.userId, member.id));
    expect(granted).toHaveLength(1);
  });

  it('treats repeated and out-of-order webhooks as no-ops, and refuses a forged secret', async () => {
    const t = testApp();
    const member = await createMember(t);
    const training = await createTraining(t, { price: 90_000, capacity: 5 });
    const info = await issueAccount(t, member, training);
    const order = await orderRow(t, info.orderId);

    const forged = await webhook(t, {
      createdAt: '2026-01-01T00:00:00.000000',
      secret: 'not-the-secret',
      status: 'DONE',
      transactionKey: 'tx',
      orderId: info.orderId,
    });
    expect(forged.status).toBe(401);
    expect((await orderRow(t, info.orderId)).status).toBe('waiting_for_deposit');

    // A 'DONE' notice before the money arrived changes nothing: the gateway still says waiting.
    const early = await webhook(t, {
      createdAt: '2026-01-01T00:00:00.000000',
      secret: order.vaSecret,
      status: 'DONE',
      transactionKey: 'tx-early',
      orderId: info.orderId,
    });
    expect(early.status).toBe(200);
    expect((await orderRow(t, info.orderId)).status).toBe('waiting_for_deposit');

    expect((await deposit(t, info.paymentKey!)).status).toBe(200);
    const done = { secret: order.vaSecret, status: 'DONE', transactionKey: 'tx-1', orderId: info.orderId };
    for (let i = 0; i < 3; i++) expect((await webhook(t, done)).status).toBe(200);
    // The issuing notice arrives last: the order stays done.
    const late = await webhook(t, { ...done, status: 'WAITING_FOR_DEPOSIT', transactionKey: 'tx-0' });
    expect(late.status).toBe(200);

    const final = await orderRow(t, info.orderId);
    expect(final.status).toBe('done');
    expect(await seatsTaken(t, training)).toBe(1);
    const granted = await t.database.db.select().from(enrolments).where(eq(enrolments.orderRowId, final.id));
    expect(granted).toHaveLength(1);
    const [content] = await t.database.db.select().from(contents).where(eq(contents.id, training));
    expect(content?.enrolCount).toBe(1);

    // An unknown order is acknowledged and ignored, so the gateway stops retrying.
    const unknown = await webhook(t, { ...done, orderId: 'MV-unknown-order' });
    expect(unknown.status).toBe(200);
  });

  it('expires an unpaid account at its deadline: the seat is released and the coupon returned', async () => {
    const t = testApp();
    const member = await createMember(t);
    const training = await createTraining(t, { price: 120_000, capacity: 1 });
    const code = await createCoupon(t, member.id);
    const info = await issueAccount(t, member, training, code);
    expect(info.amount).toBe(110_000);

    // The only seat is held: nobody else can book it meanwhile.
    const other = await createMember(t);
    const blocked = await createOrder(t, other, { contentsid: training });
    expect(blocked.status).toBe(409);
    expect(blocked.body.respMessage).toBe('No seats available for the course.');

    const [usedCoupon] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(usedCoupon?.status).toBe('used');

    expect(await expireVirtualAccounts(t.app.ctx)).toEqual({ expired: 0, completed: 0, skipped: 0 });
    t.clock.advance(DAY + 60_000);
    expect(await expireVirtualAccounts(t.app.ctx)).toMatchObject({ expired: 1 });

    const expired = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${info.paymentid}`);
    expect(expired.body.datas.status).toBe('expired');
    const [returned] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(returned?.status).toBe('registered');
    // A deposit after the deadline is refused by the gateway.
    expect((await deposit(t, info.paymentKey!)).status).toBe(400);
    const nowFree = await createOrder(t, other, { contentsid: training });
    expect(nowFree.status).toBe(200);
  });

  it('completes at expiry time when the deposit came but its webhook was lost', async () => {
    const t = testApp();
    const member = await createMember(t);
    const training = await createTraining(t, { price: 30_000, capacity: 4 });
    const info = await issueAccount(t, member, training);
    // The money arrives at the gateway, but its notification never reaches this server.
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'DONE', approvedAt: t.clock.now })
      .where(eq(sandboxPayments.paymentKey, info.paymentKey!));
    expect((await orderRow(t, info.orderId)).status).toBe('waiting_for_deposit');
    t.clock.advance(DAY + 60_000);
    expect(await expireVirtualAccounts(t.app.ctx)).toEqual({ expired: 0, completed: 1, skipped: 0 });
    expect((await orderRow(t, info.orderId)).status).toBe('done');
  });

  it('lets a member withdraw an unpaid order: the account closes, the seat and coupon come back', async () => {
    const t = testApp();
    const member = await createMember(t);
    const training = await createTraining(t, { price: 120_000, capacity: 1 });
    const code = await createCoupon(t, member.id);
    const info = await issueAccount(t, member, training, code);
    const canceled = await apiClient(t, { token: member.token }).post(
      `/api/Payment/Cancel/${info.paymentid}`,
    );
    expect(canceled.status).toBe(200);
    expect((await orderRow(t, info.orderId)).status).toBe('canceled');
    const [returned] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(returned?.status).toBe('registered');
    expect((await deposit(t, info.paymentKey!)).status).toBe(400);
    const again = await createOrder(t, member, { contentsid: training, couponnumber: code });
    expect(again.status).toBe(200);
  });
});
