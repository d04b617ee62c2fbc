import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../src/server/db/schema/coupon';
import { enrolments } from '../../src/server/db/schema/learning';
import { orders } from '../../src/server/db/schema/payment';
import type { Envelope } from '../../src/shared/contract/envelope';
import { apiClient } from '../fixtures/api-client';
import {
  createCoupon,
  createCourse,
  createMember,
  createTraining,
  DAY,
  type Member,
} from '../fixtures/factories';
import { checkout, confirm, createOrder, purchase } from '../fixtures/payment-flow';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });

describe('card payments through the sandbox gateway over HTTP', () => {
  let member: Member;
  let courseId: number;

  beforeAll(async () => {
    const t = testApp();
    member = await createMember(t);
    courseId = await createCourse(t, { price: 120_000, accessDays: 90 });
  });

  it('buys a course with a coupon: the server computes the amount, confirm grants access and consumes the coupon', async () => {
    const t = testApp();
    const code = await createCoupon(t, member.id, {
      discountType: 'percent',
      percent: 20,
      maxDiscount: 20_000,
    });
    const created = await createOrder(t, member, { contentsid: courseId, couponnumber: code.toLowerCase() });
    expect(created.status).toBe(200);
    expect(created.body.datas).toMatchObject({
      amount: 100_000,
      listAmount: 120_000,
      discountAmount: 20_000,
      provider: 'sandbox',
      method: 'card',
    });
    expect(created.body.datas.checkoutUrl).toMatch(/^\/sandbox\/toss\/checkout\?/);
    expect(created.body.datas.orderId).toMatch(/^[A-Za-z0-9_-]{6,64}$/);

    const { redirect } = await checkout(t, created.body.datas);
    expect(redirect.pathname).toBe('/paymentComplete');
    expect(redirect.searchParams.get('amount')).toBe('100000');
    const confirmed = await confirm(t, member, redirect);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.datas).toMatchObject({
      status: 'done',
      method: 'card',
      amount: 100_000,
      installmentMonths: 0,
      coupon: { couponnumber: code },
      receiptAvailable: true,
    });
    const expires = new Date(confirmed.body.datas.accessExpiresAt!).getTime();
    // The gateway reports approval times to the second.
    expect(Math.abs(expires - t.clock.now.getTime() - 90 * DAY)).toBeLessThan(1000);

    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(coupon).toMatchObject({ status: 'used', usedOrderId: created.body.datas.orderId });

    // Reloading /paymentComplete calls Confirm again: same answer, still one enrolment.
    const again = await confirm(t, member, redirect);
    expect(again.status).toBe(200);
    expect(again.body.datas.paymentid).toBe(confirmed.body.datas.paymentid);
    const granted = await t.database.db.select().from(enrolments).where(eq(enrolments.userId, member.id));
    expect(granted.filter((row) => row.contentsId === courseId)).toHaveLength(1);

    // Already owned: a second purchase is refused.
    const repeat = await createOrder(t, member, { contentsid: courseId });
    expect(repeat.status).toBe(409);
    expect(repeat.body.code).toBe('ALREADY_ENROLLED');
  });

  it('pays in instalments from 50,000 KRW and refuses them below', async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const pricey = await createCourse(t, { price: 300_000 });
    const order = await createOrder(t, buyer, { contentsid: pricey, installmentMonths: 6 });
    const page = await fetch(new URL(order.body.datas.checkoutUrl!, t.baseUrl));
    expect(await page.text()).toContain('<option value="6" selected>6개월</option>');
    const { confirmed } = await purchase(
      t,
      buyer,
      { contentsid: pricey, installmentMonths: 6 },
      { installmentMonths: 6 },
    );
    expect(confirmed?.status).toBe(200);
    expect(confirmed?.body.datas).toMatchObject({ status: 'done', installmentMonths: 6, amount: 300_000 });

    const cheap = await createCourse(t, { price: 30_000 });
    const refused = await createOrder(t, buyer, { contentsid: cheap, installmentMonths: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body.respMessage).toBe('Instalments are available from 50,000 KRW.');
  });

  it('refuses a tampered amount with the spec message, whether sent to Confirm or forced through the checkout', async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const course = await createCourse(t, { price: 80_000 });

    const created = await createOrder(t, buyer, { contentsid: course });
    const { redirect } = await checkout(t, created.body.datas);
    const tampered = await confirm(t, buyer, redirect, { amount: 100 });
    expect(tampered.status).toBe(400);
    expect(tampered.body.respMessage).toBe('Payment verification failed.');

    // The buyer edits the amount the checkout shows: the gateway charges 100, the order says 80,000.
    const other = await createOrder(t, buyer, { contentsid: course });
    const cheapCheckout = await checkout(t, other.body.datas, { amount: 100 });
    expect(cheapCheckout.redirect.searchParams.get('amount')).toBe('100');
    const forced = await confirm(t, buyer, cheapCheckout.redirect);
    expect(forced.status).toBe(400);
    expect(forced.body.respMessage).toBe('Payment verification failed.');

    const owned = await t.database.db.select().from(enrolments).where(eq(enrolments.userId, buyer.id));
    expect(owned).toHaveLength(0);
    // Nothing was charged: the honest attempt still goes through afterwards.
    const honest = await confirm(t, buyer, redirect);
    expect(honest.status).toBe(200);
    expect(honest.body.datas.status).toBe('done');
  });

  it('sends a declined card to the fail URL and an insufficient-funds card fails at confirm with the spec text', async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const course = await createCourse(t, { price: 60_000 });
    const code = await createCoupon(t, buyer.id);

    const declined = await createOrder(t, buyer, { contentsid: course });
    const fail = await checkout(t, declined.body.datas, { card: 'decline' });
    expect(fail.redirect.pathname).toBe('/paymentFail');
    expect(fail.redirect.searchParams.get('code')).toBe('REJECT_CARD_COMPANY');
    expect(fail.redirect.searchParams.get('orderId')).toBe(declined.body.datas.orderId);

    const canceled = await createOrder(t, buyer, { contentsid: course });
    const cancel = await checkout(t, canceled.body.datas, { action: 'cancel' });
    expect(cancel.redirect.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');

    const poor = await purchase(
      t,
      buyer,
      { contentsid: course, couponnumber: code },
      { card: 'insufficient' },
    );
    expect(poor.confirmed?.status).toBe(400);
    expect(poor.confirmed?.body).toMatchObject({
      success: false,
      code: 'PAYMENT_FAILED',
      respMessage: 'The transaction could not be completed due to a payment error. Please try again.',
    });
    expect((poor.confirmed?.body as Envelope<{ gatewayCode?: string }> | undefined)?.datas.gatewayCode).toBe(
      'REJECT_CARD_PAYMENT',
    );
    // The coupon held for that attempt is the buyer's again.
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(coupon?.status).toBe('registered');
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, poor.created.body.datas.orderId));
    expect(order?.status).toBe('failed');
  });

  it('refuses a paymentKey that belongs to another order', async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const course = await createCourse(t, { price: 50_000 });
    const first = await purchase(t, buyer, { contentsid: course });
    expect(first.confirmed?.status).toBe(200);
    const other = await createCourse(t, { price: 50_000 });
    const second = await createOrder(t, buyer, { contentsid: other });
    const reused = await apiClient(t, { token: buyer.token }).post('/api/Payment/Confirm', {
      paymentKey: first.redirect!.searchParams.get('paymentKey'),
      orderId: second.body.datas.orderId,
      amount: 50_000,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.respMessage).toBe('Payment verification failed.');
  });

  it('shows history by tab, detail and receipt to the owner only (IDOR answers 404)', async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const course = await createCourse(t, { price: 40_000 });
    const training = await createTraining(t, { price: 70_000, capacity: 10 });
    const bought = await purchase(t, buyer, { contentsid: course });
    await purchase(t, buyer, { contentsid: training });
    // An abandoned checkout is not history.
    await createOrder(t, buyer, { contentsid: await createCourse(t, { price: 10_000 }) });

    const all = await apiClient(t, { token: buyer.token }).get('/api/Payment/GetList/all');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.datas.map((item: { kind: string }) => item.kind).sort()).toEqual(['course', 'training']);
    const trainings = await apiClient(t, { token: buyer.token }).get('/api/Payment/GetList/training');
    expect(trainings.body.datas).toHaveLength(1);
    expect(trainings.body.datas[0]).toMatchObject({ kind: 'training', status: 'done', amount: 70_000 });
    const memberships = await apiClient(t, { token: buyer.token }).get('/api/Payment/GetList/membership');
    expect(memberships.body.datas).toEqual([]);

    const paymentid = bought.confirmed!.body.datas.paymentid;
    const paymentKey = bought.confirmed!.body.datas.paymentKey;
    const info = await apiClient(t, { token: buyer.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(info.body.datas).toMatchObject({
      paymentid,
      method: 'card',
      cardNumber: expect.stringContaining('****'),
    });
    const receipt = await apiClient(t, { token: buyer.token }).get(`/api/Payment/Receipt/${paymentKey}`);
    expect(receipt.status).toBe(200);
    const receiptPage = await fetch(new URL(new URL(receipt.body.datas.url).pathname, t.baseUrl));
    expect(receiptPage.status).toBe(200);
    expect(await receiptPage.text()).toContain('40,000원');

    const stranger = await createMember(t);
    const peek = await apiClient(t, { token: stranger.token }).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(peek.status).toBe(404);
    const peekReceipt = await apiClient(t, { token: stranger.token }).get(
      `/api/Payment/Receipt/${paymentKey}`,
    );
    expect(peekReceipt.status).toBe(404);
    const strangerConfirm = await apiClient(t, { token: stranger.token }).post('/api/Payment/Confirm', {
      paymentKey,
      orderId: bought.confirmed!.body.datas.orderId,
      amount: 40_000,
    });
    expect(strangerConfirm.status).toBe(404);
    const anonymous = await apiClient(t).get(`/api/Payment/GetInfo/${paymentid}`);
    expect(anonymous.status).toBe(401);
  });

  it("names each order of the history in the reader's language, whatever language it was bought in", async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const course = await createCourse(t, {
      price: 30_000,
      title: { ko: '필러 기초', en: 'Filler basics', ja: 'フィラーの基礎' },
    });
    const { confirmed } = await purchase(t, buyer, { contentsid: course });
    const paymentid = confirmed!.body.datas.paymentid;
    const history = apiClient(t, { token: buyer.token });

    const names = async (lang: string) => [
      (await history.get('/api/Payment/GetList/all', { lang })).body.datas[0].orderName,
      (await history.get(`/api/Payment/GetInfo/${paymentid}`, { lang })).body.datas.orderName,
    ];
    expect(await names('ko')).toEqual(['필러 기초', '필러 기초']);
    expect(await names('ja')).toEqual(['フィラーの基礎', 'フィラーの基礎']);
    expect(await names('en')).toEqual(['Filler basics', 'Filler basics']);
  });

  it('saves buyer details and uses them on the next order', async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const initial = await apiClient(t, { token: buyer.token }).get('/api/Payment/UserInfo');
    expect(initial.body.datas).toEqual({ name: '구매자', email: buyer.email, phone: '01098765432' });
    const saved = await apiClient(t, { token: buyer.token }).put('/api/Payment/UpdateUserInfo', {
      name: '홍길동',
      email: 'Billing@Example.com',
      phone: '010-2222-3333',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.datas).toEqual({ name: '홍길동', email: 'billing@example.com', phone: '01022223333' });
    const course = await createCourse(t, { price: 20_000 });
    const created = await createOrder(t, buyer, { contentsid: course });
    expect(created.body.datas).toMatchObject({
      customerName: '홍길동',
      customerEmail: 'billing@example.com',
    });
    const invalid = await apiClient(t, { token: buyer.token }).put('/api/Payment/UpdateUserInfo', {
      name: '홍길동',
      email: 'nope',
      phone: '01022223333',
    });
    expect(invalid.status).toBe(400);
  });

  it('requires the purchase terms to be accepted', async () => {
    const t = testApp();
    const response = await apiClient(t, { token: member.token }).post('/api/Payment/Create', {
      contentsid: courseId,
      method: 'card',
      agree: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.respMessage).toContain('Please agree to the purchase terms.');
  });

  it('answers checktraining with the spec message when a session is full or closed', async () => {
    const t = testApp();
    const open = await createTraining(t, {
      price: 10_000,
      capacity: 5,
      seatsTaken: 2,
    });
    const ok = await apiClient(t, { token: member.token }).get(`/api/Payment/checktraining/${open}`);
    expect(ok.body.datas).toMatchObject({ available: true, capacity: 5, seatsLeft: 3 });
    const full = await createTraining(t, {
      price: 10_000,
      capacity: 5,
      seatsTaken: 5,
    });
    const refused = await apiClient(t, { token: member.token }).get(`/api/Payment/checktraining/${full}`);
    expect(refused.status).toBe(409);
    expect(refused.body.respMessage).toBe('No seats available for the course.');
    const soon = await createTraining(t, {
      price: 10_000,
      capacity: 5,
      startsInDays: 0.5,
    });
    const closed = await apiClient(t, { token: member.token }).get(`/api/Payment/checktraining/${soon}`);
    expect(closed.body.respMessage).toBe('No seats available for the course.');
    const ko = await apiClient(t, { token: member.token }).get(`/api/Payment/checktraining/${full}`, {
      lang: 'ko',
    });
    expect(ko.body.respMessage).toBe('신청 가능한 좌석이 없습니다.');
  });
});
