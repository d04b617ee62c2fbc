import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../../src/server/db/schema/catalogue';
import { coupons } from '../../src/server/db/schema/coupon';
import { enrolments } from '../../src/server/db/schema/learning';
import { orders } from '../../src/server/db/schema/payment';
import { sandboxPayments } from '../../src/server/db/schema/sandbox-gateway';
import type { PaymentCreated } from '../../src/shared/contract/payment';
import { createCoupon, createCourse, createMember, createTraining } from '../fixtures/factories';
import { checkout, confirm, createOrder, purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });
const BUYERS = 20;

async function seatState(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(contents).where(eq(contents.id, id));
  const granted = await t.database.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.contentsId, id), eq(enrolments.status, 'active')));
  return { seatsTaken: row!.seatsTaken, enrolled: granted.length };
}

describe('races for the last seat and for one coupon', () => {
  it(`${BUYERS} members buying the last seat at once: exactly one gets it`, async () => {
    const t = testApp();
    const training = await createTraining(t, {
      price: 50_000,
      capacity: 10,
      seatsTaken: 9,
    });
    const members = await Promise.all(Array.from({ length: BUYERS }, () => createMember(t)));
    const results = await Promise.all(members.map((member) => purchase(t, member, { contentsid: training })));
    const winners = results.filter((result) => result.confirmed?.status === 200);
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.confirmed?.status === 200) continue;
      const refusal = result.confirmed ?? result.created;
      expect(refusal.body.respMessage).toBe('No seats available for the course.');
    }
    expect(await seatState(t, training)).toEqual({ seatsTaken: 10, enrolled: 1 });
  });

  it(`${BUYERS} confirms at once after every checkout hold lapsed: one seat, one charge`, async () => {
    const t = testApp();
    const training = await createTraining(t, { price: 50_000, capacity: 1 });
    const members = await Promise.all(Array.from({ length: BUYERS }, () => createMember(t)));
    // Each order gets the seat's hold in turn, as the previous hold runs out.
    const created: PaymentCreated[] = [];
    for (const member of members) {
      const order = await createOrder(t, member, { contentsid: training });
      expect(order.status).toBe(200);
      created.push(order.body.datas);
      t.clock.advance(16 * 60_000);
    }
    const redirects = await Promise.all(created.map((order) => checkout(t, order)));
    const results = await Promise.all(members.map((member, i) => confirm(t, member, redirects[i]!.redirect)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 200)) {
      expect(result.body.respMessage).toBe('No seats available for the course.');
    }
    expect(await seatState(t, training)).toEqual({ seatsTaken: 1, enrolled: 1 });
    // Only the winner was charged: the others' payments were never confirmed at the gateway.
    const charged = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.status, 'DONE'));
    expect(charged.filter((row) => created.some((order) => order.orderId === row.orderId))).toHaveLength(1);
  });

  it('one coupon in several simultaneous orders: it is used once, the other orders are not charged', async () => {
    const t = testApp();
    const member = await createMember(t);
    const code = await createCoupon(t, member.id, { amount: 5_000 });
    const courses = await Promise.all(Array.from({ length: 6 }, () => createCourse(t, { price: 30_000 })));
    const created: PaymentCreated[] = [];
    for (const course of courses) {
      const order = await createOrder(t, member, { contentsid: course, couponnumber: code });
      expect(order.status).toBe(200);
      expect(order.body.datas.amount).toBe(25_000);
      created.push(order.body.datas);
    }
    const redirects = await Promise.all(created.map((order) => checkout(t, order)));
    const results = await Promise.all(redirects.map(({ redirect }) => confirm(t, member, redirect)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 200)) {
      expect(result.status).toBe(409);
      expect(result.body.respMessage).toBe('This coupon code has already been used.');
    }
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(coupon?.status).toBe('used');
    const charged = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.status, 'DONE'));
    expect(charged.filter((row) => created.some((order) => order.orderId === row.orderId))).toHaveLength(1);
  });

  it('one member opening ten checkouts at once, for ten courses: every one is opened', async () => {
    const t = testApp();
    const member = await createMember(t);
    const courses = await Promise.all(Array.from({ length: 10 }, () => createCourse(t, { price: 30_000 })));
    const results = await Promise.all(
      courses.map((course) => createOrder(t, member, { contentsid: course })),
    );
    expect(results.map((result) => result.status)).toEqual(courses.map(() => 200));
    const opened = await t.database.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(opened).toHaveLength(10);
  });

  it('one member opening ten checkouts at once with one coupon: each is opened or cleanly refused', async () => {
    const t = testApp();
    const member = await createMember(t);
    const code = await createCoupon(t, member.id, { amount: 5_000 });
    const courses = await Promise.all(Array.from({ length: 10 }, () => createCourse(t, { price: 30_000 })));
    const results = await Promise.all(
      courses.map((course) => createOrder(t, member, { contentsid: course, couponnumber: code })),
    );
    const opened = results.filter((result) => result.status === 200);
    expect(opened.length).toBeGreaterThan(0);
    for (const result of opened) expect(result.body.datas.amount).toBe(25_000);
    for (const result of results.filter((r) => r.status !== 200)) {
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.body.respMessage).not.toBe('');
    }
  });

  it('the same confirm fired several times at once charges and grants once', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 70_000 });
    const order = await createOrder(t, member, { contentsid: course });
    const { redirect } = await checkout(t, order.body.datas);
    const results = await Promise.all(Array.from({ length: 5 }, () => confirm(t, member, redirect)));
    expect(results.some((result) => result.status === 200)).toBe(true);
    for (const result of results) {
      // A duplicate either sees the finished order or is told the payment is being verified.
      if (result.status !== 200) expect(result.body.code).toBe('PAYMENT_PENDING');
    }
    const granted = await t.database.db.select().from(enrolments).where(eq(enrolments.userId, member.id));
    expect(granted).toHaveLength(1);
    const again = await confirm(t, member, redirect);
    expect(again.body.datas.status).toBe('done');
  });
});
