import { and, eq, like, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema/account';
import { contents } from '../../src/server/db/schema/catalogue';
import { orders, refunds } from '../../src/server/db/schema/payment';
import { runAllJobsOnce } from '../../src/server/jobs/all-jobs';
import { cancelSession } from '../../src/server/modules/contents/session-cancel.service';
import { cancelAtGateway } from '../../src/server/modules/payment/refund-execution';
import { runSessionCancellations } from '../../src/server/modules/payment/session-refunds';
import { apiClient } from '../fixtures/api-client';
import { createAdmin, createMember, createTraining, type Member } from '../fixtures/factories';
import { checkout, confirm, createOrder, deposit, gatewayLedger, purchase } from '../fixtures/payment-flow';
import { APP_HEADERS, type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });
const PRICE = 60_000;

async function payByCard(t: TestApp, training: number) {
  const member = await createMember(t);
  const { confirmed } = await purchase(t, member, { contentsid: training });
  expect(confirmed?.status).toBe(200);
  return { member, ...(confirmed!.body.datas as { paymentid: number; paymentKey: string }) };
}

async function issueAccount(t: TestApp, member: Member, training: number) {
  const created = await createOrder(t, member, { contentsid: training, method: 'virtual_account' });
  const { redirect } = await checkout(t, created.body.datas, { bankCode: '20' });
  return (await confirm(t, member, redirect)).body.datas as { paymentid: number; paymentKey: string };
}

/** The gateway's ledger and the platform's orders, side by side: they must tell the same story. */
async function books(t: TestApp, paymentKey: string, paymentid: number) {
  const gateway = await gatewayLedger(t, paymentKey);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, paymentid));
  const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderRowId, paymentid));
  return {
    cancels: gateway!.cancels.length,
    gatewayBalance: gateway!.balanceAmount,
    orderBalance: order!.amount - order!.canceledAmount,
    orderStatus: order!.status,
    refunds: rows.map((row) => row.status),
  };
}

async function sessionMails(t: TestApp, member: Member) {
  return t.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, member.email),
        or(
          like(mailOutbox.dedupeKey, 'email:refund-decided:%'),
          like(mailOutbox.dedupeKey, 'email:session-refund-pending:%'),
        ),
      ),
    );
}

describe('cancelling a training session', () => {
  it('closes it everywhere, refunds every paid attendee once and mails each', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const training = await createTraining(t, { price: PRICE, capacity: 10 });
    const paid = [await payByCard(t, training), await payByCard(t, training)];
    const transfer = await createMember(t);
    const deposited = await issueAccount(t, transfer, training);
    expect((await deposit(t, deposited.paymentKey)).status).toBe(200);
    const waiting = await issueAccount(t, await createMember(t), training);

    const canceled = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Contents/${training}/Cancel`,
      {
        reason: 'Instructor ill',
      },
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.datas).toMatchObject({ cancelReason: 'Instructor ill', cancelSettledAt: null });
    const twice = await apiClient(t, { token: admin.token }).post(`/api/Admin/Contents/${training}/Cancel`, {
      reason: 'x',
    });
    expect(twice.body.respMessage).toBe('This session has already been cancelled.');

    const page = await apiClient(t).get(`/api/Contents/GetInfo/${training}`);
    expect(page.body.datas).toMatchObject({
      recruittype: 'closed',
      closedReason: 'canceled',
      closedMessage: 'This session has been cancelled.',
    });
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/Contents/ics/${training}`,
      headers: APP_HEADERS,
    });
    expect(ics.body).toContain('STATUS:CANCELLED');
    // A member arriving at checkout is told the session was called off, not that seats ran out.
    const latecomer = await createMember(t);
    const late = await createOrder(t, latecomer, { contentsid: training });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'SESSION_CANCELED',
      respMessage: 'This session has been cancelled.',
    });
    for (const [lang, message] of [
      ['en', 'This session has been cancelled.'],
      ['ko', '취소된 교육입니다.'],
      ['ja', 'この研修は中止されました。'],
    ] as const) {
      const seats = await apiClient(t, { token: latecomer.token }).get(
        `/api/Payment/checktraining/${training}`,
        {
          lang,
        },
      );
      expect(seats.status).toBe(409);
      expect(seats.body).toMatchObject({ code: 'SESSION_CANCELED', respMessage: message });
    }

    const report = await runSessionCancellations(t.app.ctx);
    expect(report).toMatchObject({ sessions: 1, refunded: 2, awaitingAccount: 1, released: 1, failed: 0 });
    for (const attendee of paid) {
      expect(await books(t, attendee.paymentKey, attendee.paymentid)).toEqual({
        cancels: 1,
        gatewayBalance: 0,
        orderBalance: 0,
        orderStatus: 'canceled',
        refunds: ['approved'],
      });
      expect(await sessionMails(t, attendee.member)).toHaveLength(1);
    }
    // Money that reached a virtual account needs the member's account: here an operator finishes it
    // (the member can too: the next test).
    expect(await books(t, deposited.paymentKey, deposited.paymentid)).toMatchObject({
      cancels: 0,
      refunds: ['requested'],
    });
    expect(await sessionMails(t, transfer)).toHaveLength(1);
    const finished = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Orders/${deposited.paymentid}/Refund`,
      {
        amount: PRICE,
        reason: 'Session cancelled',
        memberAsked: false,
        refundAccount: { bank: '20', accountNumber: '110123456789', holderName: '구매자' },
      },
    );
    expect(finished.status).toBe(200);
    expect(await books(t, deposited.paymentKey, deposited.paymentid)).toMatchObject({
      cancels: 1,
      orderStatus: 'canceled',
      refunds: ['approved'],
    });
    const unpaid = await gatewayLedger(t, waiting.paymentKey);
    expect(unpaid?.status).toBe('CANCELED');
    const [session] = await t.database.db.select().from(contents).where(eq(contents.id, training));
    expect(session?.cancelSettledAt).not.toBeNull();
    expect(session?.seatsTaken).toBe(0);

    // Another pass finds nothing left to do.
    expect((await runAllJobsOnce(t.app.ctx)).sessionCancellations.sessions).toBe(0);
  });

  it('a bank-transfer attendee enters the refund account in the history and is refunded at once', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const training = await createTraining(t, { price: PRICE, capacity: 10 });
    const card = await payByCard(t, training);
    const transfer = await createMember(t);
    const deposited = await issueAccount(t, transfer, training);
    expect((await deposit(t, deposited.paymentKey)).status).toBe(200);
    await cancelSession(t.app.ctx, { id: admin.id } as never, training, 'Instructor ill');
    expect(await runSessionCancellations(t.app.ctx)).toMatchObject({ refunded: 1, awaitingAccount: 1 });

    const member = apiClient(t, { token: transfer.token });
    const listed = await member.get('/api/Payment/GetList/training');
    expect(listed.body.datas[0]).toMatchObject({
      paymentid: deposited.paymentid,
      refundAccountNeeded: true,
    });
    const info = await member.get(`/api/Payment/GetInfo/${deposited.paymentid}`);
    expect(info.body.datas).toMatchObject({ refundAccountNeeded: true, refundRequested: true });
    const mailText = async (event: string) => {
      const [mail] = await t.database.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, transfer.email), like(mailOutbox.dedupeKey, `email:${event}:%`)));
      return mail?.text;
    };
    expect(await mailText('session-refund-pending')).toContain(
      `/mypage/paymentHistory?paymentid=${deposited.paymentid}`,
    );

    const queue = await apiClient(t, { token: admin.token }).get(
      '/api/Payment/Admin/Refunds?status=requested',
    );
    expect(queue.body.datas).toEqual([
      expect.objectContaining({ paymentid: deposited.paymentid, origin: 'session', amount: PRICE }),
    ]);

    const account = { bank: '20', accountNumber: '110-1234-56789', holderName: '구매자' };
    const path = `/api/Payment/RefundAccount/${deposited.paymentid}`;
    // Someone else's order answers like a missing one; a malformed account is refused field by field.
    const stranger = await createMember(t);
    expect(
      (await apiClient(t, { token: stranger.token }).post(path, { refundAccount: account })).status,
    ).toBe(404);
    const malformed = await member.post(path, { refundAccount: { ...account, accountNumber: '12ab' } });
    expect(malformed.status).toBe(400);
    // A card attendee was refunded by the job: nothing waits for an account there.
    const cardOwner = apiClient(t, { token: card.member.token });
    const notNeeded = await cardOwner.post(`/api/Payment/RefundAccount/${card.paymentid}`, {
      refundAccount: account,
    });
    expect(notNeeded.status).toBe(409);
    expect(notNeeded.body.respMessage).toBe('This order has no refund waiting for a bank account.');

    const refunded = await member.post(path, { refundAccount: account });
    expect(refunded.status).toBe(200);
    expect(refunded.body.respMessage).toBe('Your refund has been sent to the account you entered.');
    expect(refunded.body.datas).toMatchObject({ status: 'approved', amount: PRICE, orderStatus: 'canceled' });
    expect(await books(t, deposited.paymentKey, deposited.paymentid)).toEqual({
      cancels: 1,
      gatewayBalance: 0,
      orderBalance: 0,
      orderStatus: 'canceled',
      refunds: ['approved'],
    });
    const ledger = await gatewayLedger(t, deposited.paymentKey);
    expect(ledger.cancels[0]?.refundReceiveAccount).toEqual({ ...account, accountNumber: '110123456789' });
    // One mail asked for the account, one says the money went back: to that account, not a card.
    expect(await sessionMails(t, transfer)).toHaveLength(2);
    const refundMail = await mailText('refund-decided');
    expect(refundMail).toContain('환불 계좌: 우리은행 ********6789 (구매자)');
    expect(refundMail).not.toContain('카드');
    expect((await member.get(`/api/Payment/GetInfo/${deposited.paymentid}`)).body.datas).toMatchObject({
      refundAccountNeeded: false,
      refundRequested: false,
    });
    expect((await member.post(path, { refundAccount: account })).status).toBe(409);
  });

  it('resumes after a crash between the gateway and the books: everyone refunded exactly once', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const training = await createTraining(t, { price: PRICE, capacity: 10 });
    const attendees = [
      await payByCard(t, training),
      await payByCard(t, training),
      await payByCard(t, training),
    ];
    await cancelSession(t.app.ctx, { id: admin.id } as never, training, 'Venue flooded');

    // The first attendee's money goes back at the gateway, then the process dies before recording it.
    const crash = new Error('killed');
    await expect(
      runSessionCancellations(t.app.ctx, {
        async beforeRefund(refund) {
          const [order] = await t.database.db.select().from(orders).where(eq(orders.id, refund.orderRowId));
          await cancelAtGateway(
            t.app.ctx,
            order!.provider,
            order!.paymentKey!,
            { reason: refund.reason, amount: refund.amount },
            `refund-${refund.id}`,
          );
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const cancelsBefore = await Promise.all(
      attendees.map(async (a) => (await books(t, a.paymentKey, a.paymentid)).cancels),
    );
    expect(cancelsBefore.sort()).toEqual([0, 0, 1]);

    // `npm run jobs:once` after the restart.
    const report = await runAllJobsOnce(t.app.ctx);
    expect(report.resumedRefunds).toBe(1);
    expect(report.sessionCancellations.failed).toBe(0);
    for (const attendee of attendees) {
      expect(await books(t, attendee.paymentKey, attendee.paymentid)).toEqual({
        cancels: 1,
        gatewayBalance: 0,
        orderBalance: 0,
        orderStatus: 'canceled',
        refunds: ['approved'],
      });
      expect(await sessionMails(t, attendee.member)).toHaveLength(1);
    }
    expect((await runAllJobsOnce(t.app.ctx)).resumedRefunds).toBe(0);
  });
});
