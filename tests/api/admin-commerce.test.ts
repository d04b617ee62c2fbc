import { COUPON_CODE_ALPHABET } from '@shared/contract/admin-commerce';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { marketingConsents, refreshTokens, users } from '../../src/server/db/schema/account';
import { coupons } from '../../src/server/db/schema/coupon';
import { memberships } from '../../src/server/db/schema/membership';
import { sandboxPayments } from '../../src/server/db/schema/sandbox-gateway';
import { issueCodes } from '../../src/server/modules/coupon/coupon-issue.service';
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
import { purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });

const CODE = new RegExp(`^[${COUPON_CODE_ALPHABET}]{6}$`);

type AuditEntry = { action: string; targetType: string | null; target: string; after: unknown };

/** The audit entries of an action, newest first, once there is one (the trail writes after answering). */
async function auditEntries(t: TestApp, token: string, action: string): Promise<AuditEntry[]> {
  return vi.waitFor(async () => {
    const { body } = await apiClient(t, { token: token }).get(
      `/api/Admin/AuditLog?pageSize=200&action=${encodeURIComponent(action)}`,
    );
    const entries = body.datas as AuditEntry[];
    if (!entries.length) throw new Error(`no audit entry of ${action} yet`);
    return entries;
  });
}

function campaignBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    name: { ko: '봄맞이 할인', en: 'Spring discount', ja: '春の割引' },
    discountType: 'fixed',
    amount: 10_000,
    minAmount: 50_000,
    target: 'course',
    validFrom: new Date(t.clock.now.getTime() - DAY).toISOString(),
    validUntil: new Date(t.clock.now.getTime() + 30 * DAY).toISOString(),
    quantity: 20,
    ...overrides,
  };
}

let admin: Member;
beforeAll(async () => {
  const t = testApp();
  admin = await createAdmin(t);
});

describe('admin commerce: access', () => {
  it('visitors get 401 and members 403 on every commerce call', async () => {
    const t = testApp();
    const member = await createMember(t);
    const calls: ['GET' | 'POST' | 'PUT', string][] = [
      ['GET', '/api/Admin/Orders'],
      ['GET', '/api/Admin/Orders/1'],
      ['GET', '/api/Admin/Coupons/Campaigns'],
      ['POST', '/api/Admin/Coupons/Campaigns'],
      ['GET', '/api/Admin/Coupons/Campaigns/1'],
      ['POST', '/api/Admin/Coupons/Campaigns/1/Codes'],
      ['GET', '/api/Admin/Coupons/Campaigns/1/Codes'],
      ['GET', '/api/Admin/Memberships'],
      ['GET', '/api/Admin/Membership/Plan'],
      ['PUT', '/api/Membership/Plan'],
      ['GET', '/api/Payment/Admin/Refunds'],
      ['POST', '/api/Payment/Admin/ApproveRefund/1'],
      ['POST', '/api/Payment/Admin/RejectRefund/1'],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'GET' ? undefined : { quantity: 5 };
      expect((await apiClient(t).send(method, url, payload)).status, url).toBe(401);
      const refused = await apiClient(t, { token: member.token }).send(method, url, payload);
      expect(refused.status, url).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
  });
});

describe('admin commerce: coupon campaigns', () => {
  it('creates a campaign with N unique codes that members register and use, and shows the usage', async () => {
    const t = testApp();
    const course = await createCourse(t, { price: 120_000 });
    const created = await apiClient(t, { token: admin.token }).post(
      '/api/Admin/Coupons/Campaigns',
      campaignBody(t),
    );
    expect(created.status).toBe(200);
    const { campaignId, codes } = created.body.datas as { campaignId: number; codes: string[] };
    expect(codes).toHaveLength(20);
    expect(new Set(codes).size).toBe(20);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(created.body.datas.counts).toEqual({
      issued: 20,
      registered: 0,
      used: 0,
      expired: 0,
      unregistered: 20,
    });
    const [entry] = await auditEntries(t, admin.token, 'couponCampaign.create');
    expect(entry).toMatchObject({ targetType: 'couponCampaign', target: String(campaignId) });
    expect(entry?.after).toMatchObject({ discountType: 'fixed', amount: 10_000, issued: 20 });

    const more = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Coupons/Campaigns/${campaignId}/Codes`,
      {
        quantity: 30,
      },
    );
    expect(more.status).toBe(200);
    expect(new Set([...codes, ...more.body.datas.codes]).size).toBe(50);
    expect((await auditEntries(t, admin.token, 'couponCampaign.issue'))[0]?.target).toBe(String(campaignId));

    // Two members register a code each (in lower case: codes are case-insensitive); one pays with it.
    const buyer = await createMember(t);
    const keeper = await createMember(t);
    const registered = await apiClient(t, { token: buyer.token }).post(
      `/api/Coupon/Registration/${codes[0]!.toLowerCase()}`,
    );
    expect(registered.status).toBe(200);
    expect(registered.body.respMessage).toBe('The coupon has been registered.');
    expect(
      (await apiClient(t, { token: keeper.token }).post(`/api/Coupon/Registration/${codes[1]}`)).status,
    ).toBe(200);
    const taken = await apiClient(t, { token: keeper.token }).post(`/api/Coupon/Registration/${codes[0]}`);
    expect(taken.body.respMessage).toBe('This coupon code has already been used.');
    const { confirmed } = await purchase(t, buyer, { contentsid: course, couponnumber: codes[0] });
    expect(confirmed?.body.datas).toMatchObject({ status: 'done', amount: 110_000, discountAmount: 10_000 });

    const usage = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/Coupons/Campaigns/${campaignId}`,
    );
    expect(usage.body.datas.counts).toEqual({
      issued: 50,
      registered: 1,
      used: 1,
      expired: 0,
      unregistered: 48,
    });
    const used = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/Coupons/Campaigns/${campaignId}/Codes?status=used`,
    );
    expect(used.body.total).toBe(1);
    expect(used.body.datas[0]).toMatchObject({
      couponnumber: codes[0],
      status: 'used',
      userEmail: buyer.email,
      usedOrderId: confirmed?.body.datas.orderId,
    });
    const byEmail = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/Coupons/Campaigns/${campaignId}/Codes?q=${encodeURIComponent(keeper.email)}`,
    );
    expect(byEmail.body.datas).toEqual([
      expect.objectContaining({ couponnumber: codes[1], status: 'registered' }),
    ]);

    // Past the window, every code not used counts as expired.
    t.clock.advance(31 * DAY);
    const later = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/Coupons/Campaigns/${campaignId}`,
    );
    expect(later.body.datas.counts).toEqual({
      issued: 50,
      registered: 0,
      used: 1,
      expired: 49,
      unregistered: 0,
    });
    t.clock.advance(-31 * DAY);
  });

  it('keeps codes unique across the whole table when batches run at the same time', async () => {
    const t = testApp();
    const created = await apiClient(t, { token: admin.token }).post(
      '/api/Admin/Coupons/Campaigns',
      campaignBody(t, { quantity: 1 }),
    );
    const { campaignId } = created.body.datas;
    const batches = await Promise.all(
      Array.from({ length: 4 }, () =>
        apiClient(t, { token: admin.token }).post(`/api/Admin/Coupons/Campaigns/${campaignId}/Codes`, {
          quantity: 250,
        }),
      ),
    );
    const all = batches.flatMap((batch) => batch.body.datas.codes as string[]);
    expect(all).toHaveLength(1000);
    expect(new Set(all).size).toBe(1000);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(coupons)
      .where(eq(coupons.campaignId, campaignId));
    expect(stored?.n).toBe(1001);
  });

  it('draws again for a code that exists already instead of failing or overwriting it', async () => {
    const t = testApp();
    const created = await apiClient(t, { token: admin.token }).post(
      '/api/Admin/Coupons/Campaigns',
      campaignBody(t, { quantity: 1 }),
    );
    const [before] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, 'HELLO1'));
    // HELLO1 and STUDY2 belong to the demo campaigns; the draw offers them first.
    const sequence = ['HELLO1', 'STUDY2', 'HELLO1', 'ZZZ222', 'ZZZ333'];
    const codes = await issueCodes(t.database.db, created.body.datas.campaignId, 2, () => sequence.shift()!);
    expect(codes.sort()).toEqual(['ZZZ222', 'ZZZ333']);
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.couponnumber, 'HELLO1'));
    expect(after).toEqual(before);
  });

  it('refuses an incomplete or contradictory campaign', async () => {
    const t = testApp();
    const training = await createTraining(t, { price: 50_000, capacity: 3 });
    const cases = [
      campaignBody(t, { discountType: 'percent', amount: 0, percent: 0 }),
      campaignBody(t, { validUntil: new Date(t.clock.now.getTime() - 2 * DAY).toISOString() }),
      campaignBody(t, { quantity: 0 }),
      campaignBody(t, { target: 'any', targetContentsId: training }),
      // A course campaign limited to a training session.
      campaignBody(t, { target: 'course', targetContentsId: training }),
    ];
    for (const body of cases) {
      const refused = await apiClient(t, { token: admin.token }).post('/api/Admin/Coupons/Campaigns', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const percent = await apiClient(t, { token: admin.token }).post(
      '/api/Admin/Coupons/Campaigns',
      campaignBody(t, {
        discountType: 'percent',
        amount: 5000,
        percent: 15,
        maxDiscount: 20_000,
        target: 'training',
        targetContentsId: training,
        quantity: 3,
      }),
    );
    expect(percent.status).toBe(200);
    expect(percent.body.datas).toMatchObject({
      discountType: 'percent',
      percent: 15,
      amount: 0,
      maxDiscount: 20_000,
      target: 'training',
      targetContentsId: training,
      targetTitle: 'Test training',
    });
  });
});

describe('admin commerce: orders and refunds', () => {
  it('finds orders by member, order id, status, kind and date, with the detail an operator needs', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 100_000 });
    const code = await createCoupon(t, member.id, { amount: 5_000 });
    const { confirmed } = await purchase(
      t,
      member,
      { contentsid: course, couponnumber: code, installmentMonths: 3 },
      { installmentMonths: 3 },
    );
    const { paymentid, orderId } = confirmed!.body.datas;

    const byEmail = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/Orders?q=${encodeURIComponent(member.email)}`,
    );
    expect(byEmail.body.total).toBe(1);
    expect(byEmail.body.datas[0]).toMatchObject({
      paymentid,
      orderId,
      status: 'done',
      kind: 'course',
      method: 'card',
      listAmount: 100_000,
      discountAmount: 5_000,
      amount: 95_000,
      couponnumber: code,
      userEmail: member.email,
    });
    const byOrderId = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/Orders?orderId=${orderId.slice(0, 12)}`,
    );
    expect(byOrderId.body.datas.map((item: { paymentid: number }) => item.paymentid)).toContain(paymentid);
    const seoulToday = new Date(t.clock.now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const today = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/Orders?q=${encodeURIComponent(member.email)}&from=${seoulToday}&to=${seoulToday}&status=done&kind=course`,
    );
    expect(today.body.total).toBe(1);
    const tomorrow = new Date(t.clock.now.getTime() + 9 * 3_600_000 + DAY).toISOString().slice(0, 10);
    const none = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/Orders?q=${encodeURIComponent(member.email)}&from=${tomorrow}`,
    );
    expect(none.body.total).toBe(0);
    const wrongKind = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/Orders?q=${encodeURIComponent(member.email)}&kind=training`,
    );
    expect(wrongKind.body.total).toBe(0);
    expect((await apiClient(t, { token: admin.token }).get('/api/Admin/Orders?status=nonsense')).status).toBe(
      400,
    );

    const detail = await apiClient(t, { token: admin.token }).get(`/api/Admin/Orders/${paymentid}`);
    expect(detail.body.datas).toMatchObject({
      paymentid,
      installmentMonths: 3,
      coupon: { couponnumber: code, name: 'Test coupon' },
      buyer: { email: expect.any(String) },
      refunds: [],
      refundQuote: { refundable: true, policy: 'full', amount: 95_000 },
    });
    expect(detail.body.datas.receiptUrl).toMatch(/^http/);
    expect(detail.body.datas.cardNumber).toMatch(/\*/);
    expect((await apiClient(t, { token: admin.token }).get('/api/Admin/Orders/999999')).status).toBe(404);
  });

  it('approves a partial refund of the amount the admin confirms: the gateway cancels it, the result says so', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 100_000 });
    const { confirmed } = await purchase(t, member, { contentsid: course });
    const { paymentid, paymentKey } = confirmed!.body.datas;
    const requested = await apiClient(t, { token: member.token }).post(
      `/api/Payment/RequestRefund/${paymentid}`,
      {
        reason: '개인 사정',
      },
    );
    const { refundid } = requested.body.datas;
    const queue = await apiClient(t, { token: admin.token }).get(
      '/api/Payment/Admin/Refunds?status=requested',
    );
    expect(queue.body.datas.find((item: { refundid: number }) => item.refundid === refundid)).toMatchObject({
      policy: 'full',
      amount: 100_000,
      paidAmount: 100_000,
      canceledAmount: 0,
      orderStatus: 'done',
    });

    const tooMuch = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${refundid}`,
      {
        amount: 100_001,
        note: '과다',
      },
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.respMessage).toBe(
      'The refund cannot exceed what is left of the payment (100000 KRW).',
    );

    const approved = await apiClient(t, { token: admin.token }).post(
      `/api/Payment/Admin/ApproveRefund/${refundid}`,
      {
        amount: 30_000,
        note: '수강분 제외 부분 환불',
      },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.datas).toMatchObject({
      refundid,
      status: 'approved',
      amount: 30_000,
      orderStatus: 'partial_canceled',
      canceledAmount: 30_000,
      remainingAmount: 70_000,
      transactionKey: expect.any(String),
    });
    const [gateway] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, paymentKey!));
    expect(gateway).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 70_000 });
    const [entry] = await auditEntries(t, admin.token, 'refund.approve');
    expect(entry?.after).toMatchObject({ amount: 30_000, note: '수강분 제외 부분 환불' });

    const detail = await apiClient(t, { token: admin.token }).get(`/api/Admin/Orders/${paymentid}`);
    expect(detail.body.datas).toMatchObject({
      status: 'partial_canceled',
      canceledAmount: 30_000,
      refunds: [
        {
          refundid,
          status: 'approved',
          amount: 30_000,
          adminNote: '수강분 제외 부분 환불',
          decidedByEmail: admin.email,
          transactionKey: approved.body.datas.transactionKey,
        },
      ],
    });
  });
});

describe('admin commerce: memberships and the plan', () => {
  it('lists memberships by status with declined renewals first', async () => {
    const t = testApp();
    const now = t.clock.now;
    const people = await Promise.all(Array.from({ length: 4 }, () => createMember(t)));
    const period = {
      currentPeriodStart: new Date(now.getTime() - 10 * DAY),
      startedAt: new Date(now.getTime() - 40 * DAY),
    };
    await t.database.db.insert(memberships).values([
      {
        userId: people[0]!.id,
        status: 'active',
        currentPeriodEnd: new Date(now.getTime() + 20 * DAY),
        ...period,
      },
      {
        userId: people[1]!.id,
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(now.getTime() + 20 * DAY),
        ...period,
      },
      {
        userId: people[2]!.id,
        status: 'past_due',
        retryCount: 1,
        lastFailureCode: 'REJECT_CARD_COMPANY',
        nextRetryAt: new Date(now.getTime() + 2 * DAY),
        currentPeriodEnd: new Date(now.getTime() - DAY),
        ...period,
      },
      {
        userId: people[3]!.id,
        status: 'ended',
        endedAt: new Date(now.getTime() - 5 * DAY),
        currentPeriodEnd: new Date(now.getTime() - 5 * DAY),
        ...period,
      },
    ]);
    const emails = people.map((person) => person.email);
    const statusOf = async (status: string) => {
      const { body } = await apiClient(t, { token: admin.token }).get(
        `/api/Admin/Memberships?status=${status}&pageSize=200`,
      );
      return (body.datas as { userEmail: string }[])
        .map((item) => item.userEmail)
        .filter((email) => emails.includes(email));
    };
    expect(await statusOf('active')).toEqual([emails[0]]);
    expect(await statusOf('cancelling')).toEqual([emails[1]]);
    expect(await statusOf('past_due')).toEqual([emails[2]]);
    expect(await statusOf('ended')).toEqual([emails[3]]);

    const all = await apiClient(t, { token: admin.token }).get('/api/Admin/Memberships?pageSize=200');
    expect(all.body.datas[0]).toMatchObject({
      userEmail: emails[2],
      status: 'past_due',
      failedRenewal: true,
      retryCount: 1,
      lastFailureCode: 'REJECT_CARD_COMPANY',
    });
    const failed = await apiClient(t, { token: admin.token }).get('/api/Admin/Memberships?failed=1');
    expect(failed.body.datas.map((item: { userEmail: string }) => item.userEmail)).toEqual([emails[2]]);
    await t.database.db.delete(memberships).where(
      inArray(
        memberships.userId,
        people.map((person) => person.id),
      ),
    );
    await t.database.db.delete(refreshTokens).where(
      inArray(
        refreshTokens.userId,
        people.map((person) => person.id),
      ),
    );
    await t.database.db.delete(marketingConsents).where(
      inArray(
        marketingConsents.userId,
        people.map((person) => person.id),
      ),
    );
    await t.database.db.delete(users).where(inArray(users.email, emails));
  });

  it('edits the plan in every language; the public plan follows and the change is audited', async () => {
    const t = testApp();
    const current = await apiClient(t, { token: admin.token }).get('/api/Admin/Membership/Plan');
    expect(current.body.datas).toMatchObject({
      price: 49_000,
      name: { ko: '메디비너스 멤버십', en: 'MEDIVENUS Membership' },
    });
    const saved = await apiClient(t, { token: admin.token }).put('/api/Membership/Plan', {
      ...current.body.datas,
      price: 55_000,
      benefits: [...current.body.datas.benefits, { ko: '신규 혜택', en: 'New benefit', ja: '新しい特典' }],
    });
    expect(saved.status).toBe(200);
    const plan = await apiClient(t).get('/api/Membership/Plan', { lang: 'ja' });
    expect(plan.body.datas.price).toBe(55_000);
    expect(plan.body.datas.benefits.at(-1)).toBe('新しい特典');
    const [entry] = await auditEntries(t, admin.token, 'membershipPlan.update');
    expect(entry?.after).toMatchObject({ price: 55_000 });
    expect(
      (
        await apiClient(t, { token: admin.token }).put('/api/Membership/Plan', {
          ...current.body.datas,
          price: 10,
        })
      ).status,
    ).toBe(400);
  });
});
