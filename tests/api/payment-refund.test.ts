import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../src/server/db/schema/catalogue';
import { coupons } from '../../src/server/db/schema/coupon';
import { enrolments } from '../../src/server/db/schema/learning';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCoupon,
  createCourse,
  createMember,
  createTraining,
  DAY,
  type Member,
} from '../fixtures/factories';
import { gatewayLedger, purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });

async function enrolmentOf(t: TestApp, paymentid: number) {
  const [row] = await t.database.db.select().from(enrolments).where(eq(enrolments.orderRowId, paymentid));
  return row!;
}

describe('refunds: member request, admin approval, gateway cancel', () => {
  let admin: Member;
  beforeAll(async () => {
    const t = testApp();
    admin = await createAdmin(t);
  });

  it('shows a refund request waiting for a decision in the payment list and the detail', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 20_000 });
    const { confirmed } = await purchase(t, member, { contentsid: course });
    const { paymentid } = confirmed!.body.datas;
    const listed = async () =>
      (await apiClient(t, { token: member.token }).get('/api/Payment/GetList/all')).body.datas.find(
        (item: { paymentid: number }) => item.paymentid === paymentid,
      );
    expect(await listed()).toMatchObject({ status: 'done', refundRequested: false });
    await apiClient(t, { token: member.token }).post(`/api/Payment/RequestRefund/${paymentid}`, {
      reason: '중복 결제',
    });
    expect(await listed()).toMatchObject({ status: 'done', refundRequested: true });
    const info = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(info.body.datas.refundRequested).toBe(true);
  });

  it('refunds a course in full within 7 days: access revoked, coupon returned, whole charge cancelled', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 100_000, accessDays: 100 });
    const code = await createCoupon(t, member.id);
    const { confirmed } = await purchase(t, member, { contentsid: course, couponnumber: code });
    const { paymentid, paymentKey } = confirmed!.body.datas;
    t.clock.advance(3 * DAY);

    const info = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(info.body.datas.refundQuote).toEqual({
      refundable: true,
      policy: 'full',
      amount: 90_000,
      reason: null,
    });
    const requested = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: '일정이 맞지 않아요',
      },
    );
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({
      respMessage: 'Your refund request has been received.',
      datas: { policy: 'full', amount: 90_000 },
    });
    const twice = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: '다시',
      },
    );
    expect(twice.status).toBe(409);

    const queue = await apiClient(t, { token: admin.token }).get(
      '/api/Payment/Admin/Refunds?status=requested',
    );
    const entry = queue.body.datas.find((item: { paymentid: number }) => item.paymentid === paymentid);
    expect(entry).toMatchObject({
      policy: 'full',
      amount: 90_000,
      paidAmount: 90_000,
      userEmail: member.email,
    });

    const byMember = await apiClient(t, { token: member.token }).post(
      `/api/Payment/Admin/ApproveRefund/${entry.refundid}`,
      {},
    );
    expect(byMember.status).toBe(403);
    const approved = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${entry.refundid}`,
      {},
    );
    expect(approved.status).toBe(200);
    expect(approved.body.datas).toMatchObject({ status: 'approved', amount: 90_000 });
    const repeated = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${entry.refundid}`,
      {},
    );
    expect(repeated.status).toBe(409);

    expect(await gatewayLedger(t, paymentKey!)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect((await enrolmentOf(t, paymentid)).status).toBe('revoked');
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(coupon?.status).toBe('registered');
    const after = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(after.body.datas).toMatchObject({
      status: 'canceled',
      canceledAmount: 90_000,
      refunds: [{ status: 'approved', amount: 90_000 }],
      refundQuote: { refundable: false, reason: 'already_refunded' },
    });
    const history = await apiClient(t, { token: member.token }).get('/api/Payment/GetList/course');
    expect(history.body.datas[0]).toMatchObject({ paymentid, status: 'canceled' });
  });

  it('refunds a course partially after 7 days, in proportion to the unused access time', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 100_000, accessDays: 100 });
    const code = await createCoupon(t, member.id, { amount: 20_000 });
    const { confirmed } = await purchase(t, member, { contentsid: course, couponnumber: code });
    const { paymentid, paymentKey } = confirmed!.body.datas;
    t.clock.advance(20 * DAY);

    const requested = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: '더 이상 수강하지 않아요',
      },
    );
    // 80,000 paid, 80 of 100 days unused → 64,000.
    expect(requested.body.datas).toEqual({ refundid: expect.any(Number), policy: 'partial', amount: 64_000 });
    const approved = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${requested.body.datas.refundid}`,
      { note: '규정에 따른 부분 환불' },
    );
    expect(approved.status).toBe(200);
    expect(await gatewayLedger(t, paymentKey!)).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 16_000,
    });
    const after = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(after.body.datas).toMatchObject({ status: 'partial_canceled', canceledAmount: 64_000 });
    expect((await enrolmentOf(t, paymentid)).status).toBe('revoked');
    // A partly used coupon is not given back.
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(coupon?.status).toBe('used');
  });

  it('refunds training until 3 days before the session and frees the seat; not after', async () => {
    const t = testApp();
    const member = await createMember(t);
    const training = await createTraining(t, {
      price: 80_000,
      capacity: 5,
      startsInDays: 10,
    });
    const { confirmed } = await purchase(t, member, { contentsid: training });
    const { paymentid } = confirmed!.body.datas;
    const requested = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: '취소',
      },
    );
    expect(requested.body.datas).toMatchObject({ policy: 'full', amount: 80_000 });
    await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${requested.body.datas.refundid}`,
      {},
    );
    const [content] = await t.database.db.select().from(contents).where(eq(contents.id, training));
    expect(content?.seatsTaken).toBe(0);

    const soon = await createTraining(t, {
      price: 80_000,
      capacity: 5,
      startsInDays: 5,
    });
    const late = await purchase(t, member, { contentsid: soon });
    t.clock.advance(3 * DAY);
    const refused = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${late.confirmed!.body.datas.paymentid}`,
      {
        reason: '취소',
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.respMessage).toBe('This payment cannot be refunded under the refund policy.');
  });

  it('a rejected request changes nothing and another member cannot ask for someone else', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 50_000 });
    const { confirmed } = await purchase(t, member, { contentsid: course });
    const { paymentid, paymentKey } = confirmed!.body.datas;
    const stranger = await createMember(t);
    const idor = await apiClient(t, { token: stranger.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: '환불',
      },
    );
    expect(idor.status).toBe(404);
    const requested = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: '환불',
      },
    );
    const rejected = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/RejectRefund/${requested.body.datas.refundid}`,
      { note: '수강 이력 확인' },
    );
    expect(rejected.status).toBe(200);
    expect(await gatewayLedger(t, paymentKey!)).toMatchObject({ status: 'DONE', balanceAmount: 50_000 });
    expect((await enrolmentOf(t, paymentid)).status).toBe('active');
    const info = await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(info.body.datas.refunds[0]).toMatchObject({ status: 'rejected', adminNote: '수강 이력 확인' });
  });
});
