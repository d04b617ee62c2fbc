import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashReceipts } from '../../src/server/db/schema/cash-receipt';
import { contents } from '../../src/server/db/schema/catalogue';
import { sandboxCashReceipts } from '../../src/server/db/schema/sandbox-gateway';
import { createPaymentProvider } from '../../src/server/integrations/payment/provider-registry';
import { virtualAccountDueDate } from '../../src/server/modules/payment/virtual-account-due';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCourse,
  createMember,
  createTraining,
  DAY,
  type Member,
} from '../fixtures/factories';
import { checkout, confirm, createOrder, deposit } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });
const HOUR = 3_600_000;

async function paidVirtualAccount(t: TestApp, member: Member, contentsid: number, cashReceipt?: unknown) {
  const created = await createOrder(t, member, {
    contentsid,
    method: 'virtual_account',
    ...(cashReceipt ? { cashReceipt } : {}),
  } as Parameters<typeof createOrder>[2]);
  expect(created.status).toBe(200);
  const { redirect, paymentKey } = await checkout(t, created.body.datas, { bankCode: '88' });
  expect((await confirm(t, member, redirect)).status).toBe(200);
  expect((await deposit(t, paymentKey!)).body.webhook?.delivered).toBe(true);
  return created.body.datas.paymentid as number;
}

const info = async (t: TestApp, member: Member, paymentid: number) =>
  (await apiClient(t, { token: member.token }).get(`/api/Payment/GetInfo/${paymentid}`)).body.datas;

async function sandboxReceipt(t: TestApp, receiptUrl: string) {
  const receiptKey = receiptUrl.split('/').at(-1)!;
  const [row] = await t.database.db
    .select()
    .from(sandboxCashReceipts)
    .where(eq(sandboxCashReceipts.receiptKey, receiptKey));
  return row!;
}

describe('cash receipts for virtual-account orders, through the sandbox', () => {
  it('issues the receipt the buyer asked for once the deposit lands, and a refund cancels it', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const course = await createCourse(t, { price: 80_000, accessDays: 100 });
    const paymentid = await paidVirtualAccount(t, member, course, {
      purpose: 'income_deduction',
      identityNumber: '010-1234-5678',
    });

    const paid = await info(t, member, paymentid);
    expect(paid.status).toBe('done');
    expect(paid.cashReceipt).toMatchObject({ purpose: 'income_deduction', status: 'issued' });
    expect(paid.cashReceipt.issueNumber).toMatch(/^\d+$/);
    const page = await fetch(new URL(new URL(paid.cashReceipt.receiptUrl).pathname, t.baseUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('현금영수증');
    expect(await sandboxReceipt(t, paid.cashReceipt.receiptUrl)).toMatchObject({
      type: '소득공제',
      customerIdentityNumber: '01012345678',
      amount: 80_000,
      canceledAmount: 0,
    });

    const asked = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: '일정 변경',
        refundAccount: { bank: '88', accountNumber: '110-123-456789', holderName: '홍길동' },
      },
    );
    expect(asked.status).toBe(200);
    const queue = await apiClient(t, { token: admin.token }).get(
      '/api/Payment/Admin/Refunds?status=requested',
    );
    const entry = queue.body.datas.find((item: { paymentid: number }) => item.paymentid === paymentid);
    const approved = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${entry.refundid}`,
      {},
    );
    expect(approved.status).toBe(200);

    const refunded = await info(t, member, paymentid);
    expect(refunded.status).toBe('canceled');
    expect(refunded.cashReceipt.status).toBe('canceled');
    expect(await sandboxReceipt(t, paid.cashReceipt.receiptUrl)).toMatchObject({ canceledAmount: 80_000 });
  });

  it("lists the console's cash receipts by status, newest first, a page at a time", async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const course = await createCourse(t, { price: 50_000, accessDays: 100 });
    const list = (query: string) =>
      apiClient(t, { token: admin.token }).get(`/api/Admin/CashReceipts?${query}`);
    const before = (await list('pageSize=1')).body.total as number;
    const ask = { purpose: 'income_deduction' as const, identityNumber: '01012345678' };
    // One buyer each: a member cannot buy a course twice.
    const issued = await paidVirtualAccount(t, await createMember(t), course, ask);
    const failed = await paidVirtualAccount(t, member, course, ask);
    const canceled = await paidVirtualAccount(t, await createMember(t), course, ask);
    const late = await createMember(t);
    const waiting = await createOrder(t, late, {
      contentsid: course,
      method: 'virtual_account',
      cashReceipt: ask,
    });
    const { redirect } = await checkout(t, waiting.body.datas, { bankCode: '88' });
    expect((await confirm(t, late, redirect)).status).toBe(200);
    // The provider refused one and another was cancelled: states the sandbox reaches only by chance.
    await t.database.db
      .update(cashReceipts)
      .set({ status: 'failed', failureCode: 'INVALID_IDENTITY_NUMBER' })
      .where(eq(cashReceipts.orderRowId, failed));
    await t.database.db
      .update(cashReceipts)
      .set({ status: 'canceled' })
      .where(eq(cashReceipts.orderRowId, canceled));

    // The file's other tests leave receipts of their own: only this test's orders are compared.
    const mine = new Set([issued, failed, canceled, waiting.body.datas.paymentid]);
    const ids = (response: Awaited<ReturnType<typeof list>>) =>
      response.body.datas
        .map((item: { paymentid: number }) => item.paymentid)
        .filter((id: number) => mine.has(id));
    expect(ids(await list('status=issued'))).toEqual([issued]);
    expect(ids(await list('status=requested'))).toEqual([waiting.body.datas.paymentid]);
    expect(ids(await list('status=canceled'))).toEqual([canceled]);
    const refused = await list('status=failed');
    expect(refused.body.datas.filter((item: { paymentid: number }) => mine.has(item.paymentid))).toEqual([
      expect.objectContaining({
        paymentid: failed,
        status: 'failed',
        failureCode: 'INVALID_IDENTITY_NUMBER',
        purpose: 'income_deduction',
        userEmail: member.email,
        netAmount: 50_000,
      }),
    ]);
    const first = await list('pageSize=3');
    expect(first.body).toMatchObject({ total: before + 4, page: 1, pageSize: 3 });
    expect(ids(first)).toEqual([waiting.body.datas.paymentid, canceled, failed]);
    expect(ids(await list('pageSize=3&page=2'))).toEqual([issued]);
    expect((await list('status=lost')).status).toBe(400);
    expect((await apiClient(t, { token: member.token }).get('/api/Admin/CashReceipts')).status).toBe(403);
  });

  it('cancels only the refunded part after a partial refund', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const course = await createCourse(t, { price: 100_000, accessDays: 100 });
    const paymentid = await paidVirtualAccount(t, member, course, {
      purpose: 'expense_proof',
      identityNumber: '1234567890',
    });
    await apiClient(t, { token: member.token }).post(`/api/Payment/RequestRefund/${paymentid}`, {
      reason: '일부 환불',
      refundAccount: { bank: '88', accountNumber: '110123456789', holderName: '홍길동' },
    });
    const queue = await apiClient(t, { token: admin.token }).get(
      '/api/Payment/Admin/Refunds?status=requested',
    );
    const entry = queue.body.datas.find((item: { paymentid: number }) => item.paymentid === paymentid);
    await apiClient(t, { token: admin.token }).post(`/api/Payment/Admin/ApproveRefund/${entry.refundid}`, {
      amount: 30_000,
    });

    const partly = await info(t, member, paymentid);
    expect(partly.status).toBe('partial_canceled');
    expect(partly.cashReceipt.status).toBe('issued');
    expect(await sandboxReceipt(t, partly.cashReceipt.receiptUrl)).toMatchObject({
      type: '지출증빙',
      amount: 100_000,
      canceledAmount: 30_000,
    });
  });

  it('refuses a number that does not fit the purpose (a mobile number as expense proof)', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 50_000 });
    const refused = await createOrder(t, member, {
      contentsid: course,
      method: 'virtual_account',
      cashReceipt: { purpose: 'expense_proof', identityNumber: '010-1234-5678' },
    } as Parameters<typeof createOrder>[2]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('cashReceipt');
  });
});

describe('the virtual account due date: one server rule handed to the checkout', () => {
  it('is 24 hours, cut to a session’s recruitment deadline, never under an hour', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(virtualAccountDueDate(now, null)).toEqual(new Date(now.getTime() + 24 * HOUR));
    const deadline = new Date(now.getTime() + 5.5 * HOUR);
    expect(virtualAccountDueDate(now, deadline)).toEqual(deadline);
    expect(virtualAccountDueDate(now, new Date(now.getTime() + 10 * 60_000))).toEqual(
      new Date(now.getTime() + HOUR),
    );
    expect(virtualAccountDueDate(now, new Date(now.getTime() + 3 * DAY))).toEqual(
      new Date(now.getTime() + 24 * HOUR),
    );
  });

  it('reaches the account the sandbox opens, for a session closing in a few hours', async () => {
    const t = testApp();
    const member = await createMember(t);
    // Whole seconds: gateways write times to the second.
    const recruitDeadline = new Date(Math.floor((t.clock.now.getTime() + 5 * HOUR) / 1000) * 1000);
    const training = await createTraining(t, { price: 60_000, capacity: 5 });
    await t.database.db.update(contents).set({ recruitDeadline }).where(eq(contents.id, training));
    const created = await createOrder(t, member, { contentsid: training, method: 'virtual_account' });
    expect(created.body.datas.virtualAccountDueDate).toBe(recruitDeadline.toISOString());
    const { redirect } = await checkout(t, created.body.datas, { bankCode: '88' });
    const confirmed = await confirm(t, member, redirect);
    expect(confirmed.body.datas.virtualAccount!.dueDate).toBe(recruitDeadline.toISOString());
  });
});

describe('the payment provider registry', () => {
  it('builds each provider by name, each handing the browser its own way to check out', () => {
    const t = testApp();
    const deps = {
      config: t.config,
      db: t.database.db,
      now: () => t.clock.now,
      internalUrl: () => t.baseUrl!,
    };
    const request = {
      method: 'card' as const,
      orderId: 'MV20260301-ABCDEFGHJK',
      orderName: '강의',
      amount: 10_000,
      customerKey: '7d3c1f9e-0000-4000-8000-000000000000',
      customerName: '홍길동',
      successUrl: `${t.config.PUBLIC_URL}/paymentComplete`,
      failUrl: `${t.config.PUBLIC_URL}/paymentFail`,
      installmentMonths: 0,
      virtualAccountDueDate: null,
    };
    const sandbox = createPaymentProvider('sandbox', deps);
    expect(sandbox.name).toBe('sandbox');
    expect(sandbox.startCheckout(request).checkoutUrl).toMatch(/^\/sandbox\/toss\/checkout\?/);
    expect(sandbox.testDepositUrl('tsbx1')).toBe('/sandbox/toss/virtual-accounts/tsbx1');
    expect(sandbox.browserOrigins.script).toEqual([]);

    const toss = createPaymentProvider('toss', {
      ...deps,
      config: { ...t.config, TOSS_CLIENT_KEY: 'test_ck_live', TOSS_SECRET_KEY: 'test_sk_live' },
    });
    expect(toss.name).toBe('toss');
    expect(toss.startCheckout(request)).toEqual({
      provider: 'toss',
      checkoutUrl: null,
      clientKey: 'test_ck_live',
      channelKey: null,
    });
    expect(toss.testDepositUrl('tsbx1')).toBeNull();
    expect(toss.browserOrigins.script).toEqual(['https://js.tosspayments.com']);
  });

  it('reads each webhook the provider sends into the platform’s events', () => {
    const t = testApp();
    const provider = t.app.ctx.payments.current;
    const webhook = (body: unknown) =>
      provider.verifyAndParseWebhook({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        rawBody: Buffer.from(JSON.stringify(body)),
      });
    expect(webhook({ secret: 's3cret', status: 'DONE', orderId: 'MV20260301-ABCDEFGHJK' })).toEqual({
      kind: 'deposit',
      orderId: 'MV20260301-ABCDEFGHJK',
      secret: 's3cret',
    });
    expect(webhook({ eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'tsbx1' } })).toEqual({
      kind: 'payment_changed',
      paymentKey: 'tsbx1',
    });
    expect(webhook({ eventType: 'PAYOUT_STATUS_CHANGED', data: {} })).toEqual({ kind: 'ignored' });
  });
});
