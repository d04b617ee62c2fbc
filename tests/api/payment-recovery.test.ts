import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../../src/server/db/schema/catalogue';
import { coupons } from '../../src/server/db/schema/coupon';
import { enrolments } from '../../src/server/db/schema/learning';
import { orders } from '../../src/server/db/schema/payment';
import { sandboxPayments } from '../../src/server/db/schema/sandbox-gateway';
import { GatewayError } from '../../src/server/integrations/payment/gateway';
import type { PaymentProvider } from '../../src/server/integrations/payment/provider';
import { createSandboxProvider } from '../../src/server/integrations/payment/sandbox/sandbox-provider';
import { sandboxSecretKey } from '../../src/server/integrations/payment/sandbox/sandbox-routes';
import { reconcilePendingOrders } from '../../src/server/jobs/payment-jobs';
import { createCoupon, createCourse, createMember, createTraining } from '../fixtures/factories';
import { checkout, confirm, createOrder } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
/** The real client against the sandbox, except that the next confirm's answer can be lost on the way back. */
const faults = { loseNextConfirmAnswer: false };
let listeningAt = '';
const real = createSandboxProvider({
  baseUrl: () => `${listeningAt}/sandbox/toss`,
  secretKey: sandboxSecretKey(JWT_SECRET),
  retries: 0,
});
const flakyGateway: PaymentProvider = {
  ...real,
  async confirm(input, key) {
    const payment = await real.confirm(input, key);
    if (faults.loseNextConfirmAnswer) {
      faults.loseNextConfirmAnswer = false;
      throw new GatewayError('unavailable', 'NETWORK_ERROR', 'socket hang up');
    }
    return payment;
  },
};

const testApp = useTestApp({ listen: true, build: { paymentGateway: flakyGateway } });

function setup(t: TestApp) {
  listeningAt = t.baseUrl!;
}

async function order(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

async function gatewayStatus(t: TestApp, orderId: string) {
  const [row] = await t.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderId, orderId));
  return row?.status;
}

/** Makes every grant fail inside the database, as a crash between the gateway's approval and our commit would. */
async function breakGrants(t: TestApp, broken: boolean) {
  if (broken) {
    await t.database.db.execute(sql`create or replace function test_fail_grant() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash after the gateway approved'; end $$`);
    await t.database.db.execute(
      sql`create trigger test_fail_grant before insert on enrolments for each row execute function test_fail_grant()`,
    );
  } else {
    await t.database.db.execute(sql`drop trigger if exists test_fail_grant on enrolments`);
  }
}

describe('crash safety: a charged member always ends with access or a refund', () => {
  it('a confirm whose grant transaction fails after the gateway approved is completed by one reconciliation run', async () => {
    const t = testApp();
    setup(t);
    const member = await createMember(t);
    const course = await createCourse(t, { price: 90_000 });
    const code = await createCoupon(t, member.id);
    const created = await createOrder(t, member, { contentsid: course, couponnumber: code });
    const { redirect } = await checkout(t, created.body.datas);

    await breakGrants(t, true);
    const crashed = await confirm(t, member, redirect);
    await breakGrants(t, false);
    expect(crashed.status).toBe(500);
    expect(await gatewayStatus(t, created.body.datas.orderId)).toBe('DONE');
    expect((await order(t, created.body.datas.orderId)).status).toBe('ready');

    // Too early: a confirm may still be running.
    expect((await reconcilePendingOrders(t.app.ctx)).checked).toBe(0);
    t.clock.advance(3 * 60_000);
    const report = await reconcilePendingOrders(t.app.ctx);
    expect(report).toMatchObject({ checked: 1, completed: 1 });

    const done = await order(t, created.body.datas.orderId);
    expect(done.status).toBe('done');
    const granted = await t.database.db.select().from(enrolments).where(eq(enrolments.orderRowId, done.id));
    expect(granted).toHaveLength(1);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, code));
    expect(coupon?.status).toBe('used');
    // Reloading the completion page now shows the finished order.
    expect((await confirm(t, member, redirect)).body.datas.status).toBe('done');
    expect((await reconcilePendingOrders(t.app.ctx)).checked).toBe(0);
  });

  it('a lost gateway answer leaves the order pending, and reconciliation grants the training seat', async () => {
    const t = testApp();
    setup(t);
    const member = await createMember(t);
    const training = await createTraining(t, { price: 40_000, capacity: 2 });
    const created = await createOrder(t, member, { contentsid: training });
    const { redirect } = await checkout(t, created.body.datas);
    faults.loseNextConfirmAnswer = true;
    const pending = await confirm(t, member, redirect);
    expect(pending.status).toBe(502);
    expect(pending.body.respMessage).toBe(
      'Your payment is being verified. Please check your payment history in a few minutes.',
    );
    t.clock.advance(3 * 60_000);
    expect(await reconcilePendingOrders(t.app.ctx)).toMatchObject({ completed: 1 });
    const [content] = await t.database.db.select().from(contents).where(eq(contents.id, training));
    expect(content?.seatsTaken).toBe(1);
    expect((await order(t, created.body.datas.orderId)).status).toBe('done');
  });

  it('a charge that can no longer be honoured is cancelled at the gateway by reconciliation', async () => {
    const t = testApp();
    setup(t);
    const member = await createMember(t);
    const training = await createTraining(t, { price: 60_000, capacity: 1 });
    const created = await createOrder(t, member, { contentsid: training });
    const { redirect } = await checkout(t, created.body.datas);
    await breakGrants(t, true);
    expect((await confirm(t, member, redirect)).status).toBe(500);
    await breakGrants(t, false);
    // Meanwhile an operator handed the seat to someone else.
    await t.database.db
      .update(orders)
      .set({ seat: 'released' })
      .where(eq(orders.orderId, created.body.datas.orderId));
    await t.database.db.update(contents).set({ seatsTaken: 1 }).where(eq(contents.id, training));

    t.clock.advance(3 * 60_000);
    expect(await reconcilePendingOrders(t.app.ctx)).toMatchObject({ refunded: 1 });
    const refunded = await order(t, created.body.datas.orderId);
    expect(refunded).toMatchObject({ status: 'canceled', canceledAmount: 60_000, failureCode: 'NO_SEATS' });
    expect(await gatewayStatus(t, created.body.datas.orderId)).toBe('CANCELED');
    const granted = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.orderRowId, refunded.id));
    expect(granted).toHaveLength(0);
  });

  it('releases an abandoned checkout after an hour: nothing was charged and the order is closed', async () => {
    const t = testApp();
    setup(t);
    const member = await createMember(t);
    const training = await createTraining(t, { price: 60_000, capacity: 1 });
    const created = await createOrder(t, member, { contentsid: training });
    t.clock.advance(61 * 60_000);
    expect(await reconcilePendingOrders(t.app.ctx)).toMatchObject({ released: 1 });
    expect((await order(t, created.body.datas.orderId)).status).toBe('failed');
  });
});
