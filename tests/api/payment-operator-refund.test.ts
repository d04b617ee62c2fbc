import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema/account';
import { auditLog } from '../../src/server/db/schema/board';
import { contents } from '../../src/server/db/schema/catalogue';
import { coupons } from '../../src/server/db/schema/coupon';
import { enrolments } from '../../src/server/db/schema/learning';
import { orders, refunds } from '../../src/server/db/schema/payment';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCoupon,
  createCourse,
  createMember,
  createTraining,
  type Member,
} from '../fixtures/factories';
import { checkout, confirm, createOrder, deposit, gatewayLedger, purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });

async function orderRow(t: TestApp, paymentid: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, paymentid));
  return row!;
}

async function refundMails(t: TestApp, member: Member) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, member.email), like(mailOutbox.dedupeKey, 'email:refund-decided:%')));
}

const refundOrder = (t: TestApp, admin: Member, paymentid: number, body: object) =>
  apiClient(t, { token: admin.token }).post(`/api/Admin/Orders/${paymentid}/Refund`, body);

describe('operator refunds from the console', () => {
  it('refunds part, then the rest: an amount other than the policy needs a reason and is audited', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const course = await createCourse(t, { price: 100_000, accessDays: 100 });
    const code = await createCoupon(t, member.id);
    const { confirmed } = await purchase(t, member, { contentsid: course, couponnumber: code });
    const { paymentid, paymentKey } = confirmed!.body.datas;

    const detail = await apiClient(t, { token: admin.token }).get(`/api/Admin/Orders/${paymentid}`);
    expect(detail.body.datas.refundOffer).toMatchObject({
      refundable: true,
      cancelable: false,
      remaining: 90_000,
      suggestedAmount: 90_000,
      policy: 'full',
      needsRefundAccount: false,
    });

    const partial = { amount: 30_000, reason: 'Asked by phone', memberAsked: true };
    const noReason = await refundOrder(t, admin, paymentid, partial);
    expect(noReason.status).toBe(400);
    expect(noReason.body.respMessage).toBe(
      "Please give a reason for refunding another amount than the policy's.",
    );
    const first = await refundOrder(t, admin, paymentid, { ...partial, overrideReason: 'Used half' });
    expect(first.status).toBe(200);
    expect(first.body.datas).toMatchObject({
      amount: 30_000,
      orderStatus: 'partial_canceled',
      canceledAmount: 30_000,
      remainingAmount: 60_000,
    });
    // One entry per refund, labelled by its kind and naming the order: no raw request line beside it.
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'order.refund',
      targetType: 'order',
      target: String(paymentid),
      after: { amount: 30_000, policyAmount: 90_000, memberAsked: true, overrideReason: 'Used half' },
    });
    // Any refund ends the access; the coupon stays used until the whole payment is back.
    const [enrolment] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.orderRowId, paymentid));
    expect(enrolment?.status).toBe('revoked');
    let [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(coupon?.status).toBe('used');

    const rest = await refundOrder(t, admin, paymentid, {
      amount: 60_000,
      reason: 'Double charge',
      memberAsked: false,
      overrideReason: 'The policy returns nothing more; refunding the rest',
    });
    expect(rest.body.datas).toMatchObject({
      orderStatus: 'canceled',
      canceledAmount: 90_000,
      remainingAmount: 0,
    });
    [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(coupon?.status).toBe('registered');
    const gateway = await gatewayLedger(t, paymentKey!);
    expect(gateway).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(gateway.cancels.map((cancel) => cancel.cancelAmount)).toEqual([30_000, 60_000]);
    expect(await refundMails(t, member)).toHaveLength(2);

    const history = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(history.body.datas).toMatchObject({ status: 'canceled', canceledAmount: 90_000 });
    const again = await refundOrder(t, admin, paymentid, { ...partial, overrideReason: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.respMessage).toBe('This order has no paid amount left to refund.');
  });

  it('refunds a virtual-account payment to the bank account the operator enters, and frees the seat', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const training = await createTraining(t, { price: 70_000, capacity: 5 });
    const created = await createOrder(t, member, { contentsid: training, method: 'virtual_account' });
    const { redirect } = await checkout(t, created.body.datas, { bankCode: '20' });
    const issued = (await confirm(t, member, redirect)).body.datas;
    expect((await deposit(t, issued.paymentKey!)).status).toBe(200);
    expect((await orderRow(t, issued.paymentid)).status).toBe('done');

    const body = { amount: 70_000, reason: 'Cannot attend', memberAsked: true };
    const missing = await refundOrder(t, admin, issued.paymentid, body);
    expect(missing.status).toBe(400);
    expect(missing.body.respMessage).toBe('Please enter the bank account for the refund.');
    const invalid = await refundOrder(t, admin, issued.paymentid, {
      ...body,
      refundAccount: { bank: '20', accountNumber: 'not-a-number', holderName: '구매자' },
    });
    expect(invalid.status).toBe(400);
    const koInvalid = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Orders/${issued.paymentid}/Refund`,
      { ...body, refundAccount: { bank: '20', accountNumber: 'x', holderName: '' } },
      { lang: 'ko' },
    );
    expect(koInvalid.status).toBe(400);
    expect(koInvalid.body.respMessage).not.toBe(invalid.body.respMessage);

    const refunded = await refundOrder(t, admin, issued.paymentid, {
      ...body,
      refundAccount: { bank: '20', accountNumber: '110-123-456789', holderName: '구매자' },
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.datas).toMatchObject({ orderStatus: 'canceled', remainingAmount: 0 });
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderRowId, issued.paymentid));
    expect(row).toMatchObject({ origin: 'operator', refundBank: '20', refundAccountNumber: '110123456789' });
    const [session] = await t.database.db.select().from(contents).where(eq(contents.id, training));
    expect(session?.seatsTaken).toBe(0);
    expect((await gatewayLedger(t, issued.paymentKey!)).status).toBe('CANCELED');
  });

  it("the session's attendee list says who paid, who holds a seat until a deposit and who was refunded", async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const training = await createTraining(t, { price: 40_000, capacity: 5 });
    const payer = await createMember(t);
    await purchase(t, payer, { contentsid: training });
    const refunded = await createMember(t);
    const { paymentid } = (await purchase(t, refunded, { contentsid: training })).confirmed!.body.datas;
    expect(
      (await refundOrder(t, admin, paymentid, { amount: 40_000, reason: 'Changed plans', memberAsked: true }))
        .status,
    ).toBe(200);
    const transfer = await createMember(t);
    const created = await createOrder(t, transfer, { contentsid: training, method: 'virtual_account' });
    const { redirect } = await checkout(t, created.body.datas, { bankCode: '20' });
    expect((await confirm(t, transfer, redirect)).body.datas.status).toBe('waiting_for_deposit');

    const list = await apiClient(t, { token: admin.token }).get(`/api/Admin/Contents/${training}/Attendees`);
    expect(list.status).toBe(200);
    const standing = Object.fromEntries(
      list.body.datas.map((row: { email: string; standing: string }) => [row.email, row.standing]),
    );
    expect(standing).toEqual({
      [payer.email]: 'paid',
      [refunded.email]: 'refunded',
      [transfer.email]: 'awaiting_deposit',
    });
    const waiting = list.body.datas.find((row: { email: string }) => row.email === transfer.email);
    expect(waiting).toMatchObject({ enrolmentid: null, amount: 40_000, paidAt: null, attendedAt: null });
  });

  it('cancels unpaid orders: an open checkout here only, an issued virtual account at the gateway too', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const training = await createTraining(t, { price: 40_000, capacity: 3 });
    const open = (await createOrder(t, member, { contentsid: training })).body.datas;
    const canceled = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Orders/${open.paymentid}/Cancel`,
      {
        reason: 'Duplicate order',
      },
    );
    expect(canceled.body.datas).toEqual({ paymentid: open.paymentid, status: 'canceled' });
    expect((await orderRow(t, open.paymentid)).seat).toBe('released');

    const created = await createOrder(t, member, { contentsid: training, method: 'virtual_account' });
    const { redirect } = await checkout(t, created.body.datas, { bankCode: '20' });
    const issued = (await confirm(t, member, redirect)).body.datas;
    const closed = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Orders/${issued.paymentid}/Cancel`,
      {
        reason: 'Member will not pay',
      },
    );
    expect(closed.body.datas.status).toBe('canceled');
    expect((await gatewayLedger(t, issued.paymentKey!)).status).toBe('CANCELED');
    expect((await deposit(t, issued.paymentKey!)).status).toBe(400);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries.map(({ action, targetType, target }) => ({ action, targetType, target }))).toEqual([
      { action: 'order.cancel', targetType: 'order', target: String(open.paymentid) },
      { action: 'order.cancel', targetType: 'order', target: String(issued.paymentid) },
    ]);

    const paid = (await purchase(t, member, { contentsid: training })).confirmed!.body.datas;
    const refused = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Orders/${paid.paymentid}/Cancel`,
      {
        reason: 'x',
      },
    );
    expect(refused.status).toBe(409);
  });

  it("an operator refund racing the member's request approval and the webhook: one refund, one cancel", async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const course = await createCourse(t, { price: 50_000, accessDays: 30 });
    const { paymentid, paymentKey } = (await purchase(t, member, { contentsid: course })).confirmed!.body
      .datas;
    const asked = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: 'Changed my mind',
      },
    );
    const { refundid } = asked.body.datas;
    const webhook = () =>
      fetch(new URL('/webhooks/payment', t.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          eventType: 'PAYMENT_STATUS_CHANGED',
          data: { paymentKey, status: 'CANCELED' },
        }),
      });

    const [operator, approval, hook] = await Promise.all([
      refundOrder(t, admin, paymentid, { amount: 50_000, reason: 'Phoned in', memberAsked: true }),
      apiClient(t, { token: admin.token }).post(`/api/Payment/Admin/ApproveRefund/${refundid}`, {
        note: 'ok',
      }),
      webhook(),
    ]);
    expect(hook.status).toBe(200);
    const statuses = [operator.status, approval.status].sort();
    expect(statuses).toEqual([200, 409]);
    expect((await webhook()).status).toBe(200);

    const gateway = await gatewayLedger(t, paymentKey!);
    expect(gateway.cancels).toHaveLength(1);
    expect(gateway.balanceAmount).toBe(0);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderRowId, paymentid));
    expect(rows.map((row) => row.status)).toEqual(['approved']);
    expect(await orderRow(t, paymentid)).toMatchObject({ status: 'canceled', canceledAmount: 50_000 });
    expect(await refundMails(t, member)).toHaveLength(1);
  });
});
