import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/board';
import { contents } from '../../src/server/db/schema/catalogue';
import { coupons } from '../../src/server/db/schema/coupon';
import { enrolments } from '../../src/server/db/schema/learning';
import { applyGatewayPayment } from '../../src/server/modules/payment/order-settlement';
import { apiClient } from '../fixtures/api-client';
import { createAdmin, createCoupon, createCourse, createMember, createTraining } from '../fixtures/factories';
import { checkout, confirm, createOrder, paymentStatusChanged, purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });

/** The gateway's current account of the payment, applied to the order again (what any later webhook does). */
async function applyAgain(t: TestApp, paymentid: number, paymentKey: string) {
  return applyGatewayPayment(t.app.ctx, paymentid, await t.app.ctx.payments.current.getPayment(paymentKey));
}

async function enrolmentStatus(t: TestApp, paymentid: number) {
  const [row] = await t.database.db.select().from(enrolments).where(eq(enrolments.orderRowId, paymentid));
  return row?.status;
}

describe("cancellations made in the gateway's console", () => {
  it('end the purchase as a refund here would: access revoked, coupon back, open request closed', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 100_000, accessDays: 100 });
    const code = await createCoupon(t, member.id);
    const { confirmed } = await purchase(t, member, { contentsid: course, couponnumber: code });
    const { paymentid, paymentKey } = confirmed!.body.datas;
    await apiClient(t, { token: member.token }).post(`/api/Payment/RequestRefund/${paymentid}`, {
      reason: '환불해 주세요',
    });

    // The operator refunds the member from the gateway's console instead of the admin screen.
    await t.app.ctx.payments.current.cancel(paymentKey!, { reason: '콘솔에서 환불' }, 'console-1');
    expect(await enrolmentStatus(t, paymentid)).toBe('active');

    expect(await paymentStatusChanged(t, paymentKey!, 'CANCELED')).toEqual({
      success: true,
      outcome: 'processed',
    });
    expect(await enrolmentStatus(t, paymentid)).toBe('revoked');
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(coupon?.status).toBe('registered');
    const info = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(info.body.datas).toMatchObject({
      status: 'canceled',
      canceledAmount: 90_000,
      refunds: [{ status: 'approved', amount: 90_000 }],
      refundQuote: { refundable: false },
    });

    // The gateway repeats its notifications; a repeat changes nothing.
    expect(await applyAgain(t, paymentid, paymentKey!)).toBe('unchanged');
  });

  it('a partial one frees the training seat and keeps what is left of the payment', async () => {
    const t = testApp();
    const member = await createMember(t);
    const training = await createTraining(t, {
      price: 80_000,
      capacity: 5,
      startsInDays: 10,
    });
    const { confirmed } = await purchase(t, member, { contentsid: training });
    const { paymentid, paymentKey } = confirmed!.body.datas;
    const seatsTaken = async () =>
      (await t.database.db.select().from(contents).where(eq(contents.id, training)))[0]?.seatsTaken;
    expect(await seatsTaken()).toBe(1);

    await t.app.ctx.payments.current.cancel(
      paymentKey!,
      { reason: '콘솔에서 부분 환불', amount: 30_000 },
      'console-2',
    );
    await paymentStatusChanged(t, paymentKey!, 'PARTIAL_CANCELED');
    expect(await seatsTaken()).toBe(0);
    expect(await enrolmentStatus(t, paymentid)).toBe('revoked');
    const info = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(info.body.datas).toMatchObject({ status: 'partial_canceled', canceledAmount: 30_000 });

    // No member asked for this refund, so there is no refund row: the audit log tells operators.
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, String(paymentid)));
    expect(entries).toMatchObject([
      {
        actorId: null,
        action: 'GATEWAY cancellation',
        before: { status: 'done', canceledAmount: 0 },
        after: { status: 'partially_refunded', remainingAmount: 50_000 },
      },
    ]);
  });

  it('a notification about a payment the platform already refunded itself changes nothing', async () => {
    const t = testApp();
    const member = await createMember(t);
    const admin = await createAdmin(t);
    const course = await createCourse(t, { price: 50_000, accessDays: 30 });
    const { confirmed } = await purchase(t, member, { contentsid: course });
    const { paymentid, paymentKey } = confirmed!.body.datas;
    const requested = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: '취소',
      },
    );
    await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${requested.body.datas.refundid}`,
      {},
    );

    await paymentStatusChanged(t, paymentKey!, 'CANCELED');
    expect(await applyAgain(t, paymentid, paymentKey!)).toBe('unchanged');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, String(paymentid)));
    expect(entries.map((entry) => entry.action)).not.toContain('GATEWAY cancellation');
    const info = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(info.body.datas).toMatchObject({
      status: 'canceled',
      canceledAmount: 50_000,
      refunds: [{ status: 'approved', amount: 50_000 }],
    });
  });

  it('leave a withdrawn virtual-account order as withdrawn: nothing was paid, nothing is refunded', async () => {
    const t = testApp();
    const member = await createMember(t);
    const training = await createTraining(t, {
      price: 60_000,
      capacity: 5,
      startsInDays: 10,
    });
    const created = await createOrder(t, member, { contentsid: training, method: 'virtual_account' });
    const { redirect } = await checkout(t, created.body.datas, { bankCode: '20' });
    const { paymentid, paymentKey } = (await confirm(t, member, redirect)).body.datas;
    expect(
      (await apiClient(t, { token: member.token }).post(`/api/Payment/Cancel/${paymentid}`)).status,
    ).toBe(200);

    await paymentStatusChanged(t, paymentKey!, 'CANCELED');
    expect(await applyAgain(t, paymentid, paymentKey!)).toBe('unchanged');
    const info = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(info.body.datas).toMatchObject({ status: 'canceled', canceledAmount: 0 });
  });
});
