import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketingConsents } from '../../src/server/db/schema/account';
import { contents } from '../../src/server/db/schema/catalogue';
import { orders } from '../../src/server/db/schema/payment';
import { apiClient } from '../fixtures/api-client';
import { createAdmin, createCourse, createMember, createTraining, type Member } from '../fixtures/factories';
import { createOrder, purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

/** What an operator walking the commerce half of the console met (issue 14, part 7). */

const testApp = useTestApp({ listen: true });

let admin: Member;
beforeAll(async () => {
  admin = await createAdmin(testApp());
});

type Row = Record<string, unknown>;

async function list(t: TestApp, url: string, lang = 'en') {
  const answer = await apiClient(t, { token: admin.token }).get(url, { lang: lang });
  expect(answer.status, url).toBe(200);
  return answer.body as { datas: Row[]; total: number };
}

async function refundInFull(t: TestApp, member: Member, paymentid: number) {
  const requested = await apiClient(t, { token: member.token }).post(
    `/api/Payment/RequestRefund/${paymentid}`,
    {
      reason: '개인 사정',
    },
  );
  expect(requested.status).toBe(200);
  const approved = await apiClient(t, { token: admin.token }).post(
    `/api/Payment/Admin/ApproveRefund/${requested.body.datas.refundid}`,
    { amount: requested.body.datas.amount, note: '전액 환불' },
  );
  expect(approved.status).toBe(200);
}

describe('console lists sort on the server', () => {
  it('sorts every page of the orders by amount, not only the loaded one', async () => {
    const t = testApp();
    const buyer = await createMember(t);
    for (const price of [30_000, 90_000, 10_000, 70_000, 50_000]) {
      const course = await createCourse(t, { price });
      expect((await purchase(t, buyer, { contentsid: course })).confirmed?.status).toBe(200);
    }
    const base = `/api/Admin/Orders?q=${encodeURIComponent(buyer.email)}&pageSize=2&sort=amount`;
    const amounts = async (query: string) =>
      (await list(t, `${base}&${query}`)).datas.map((row) => row.amount);
    expect(await amounts('order=desc&page=1')).toEqual([90_000, 70_000]);
    expect(await amounts('order=desc&page=2')).toEqual([50_000, 30_000]);
    expect(await amounts('order=asc&page=1')).toEqual([10_000, 30_000]);
  });

  it('sorts members, refunds, campaigns, memberships, contents and the audit log by their columns', async () => {
    const t = testApp();
    const sorted = async (url: string, column: string) => {
      const rows = (await list(t, url)).datas.map((row) => row[column] as string | number);
      expect(rows.length, url).toBeGreaterThan(1);
      expect(rows, url).toEqual(
        [...rows].sort((a, b) =>
          typeof a === 'number' ? a - (b as number) : String(a).localeCompare(String(b)),
        ),
      );
    };
    await sorted('/api/Admin/Members?sort=email&order=asc&pageSize=50', 'email');
    await sorted('/api/Admin/Contents?conttype=course&sort=price&order=asc&pageSize=50', 'price');
    await sorted('/api/Admin/Contents?conttype=training&sort=startsAt&order=asc&pageSize=50', 'startsAt');
    await sorted('/api/Admin/Coupons/Campaigns?sort=validUntil&order=asc', 'validUntil');
    for (const member of (await list(t, '/api/Admin/Members?pageSize=3')).datas)
      await apiClient(t, { token: admin.token }).get(`/api/Admin/Members/${member.useruid}`);
    await sorted('/api/Admin/AuditLog?sort=target&order=asc', 'target');
    for (const url of [
      '/api/Payment/Admin/Refunds?sort=amount&order=desc',
      '/api/Admin/Memberships?sort=startedAt&order=desc',
    ])
      expect((await apiClient(t, { token: admin.token }).get(url)).status, url).toBe(200);
  });

  it('refuses a column it does not sort by with a localised 400', async () => {
    const t = testApp();
    const refused = await apiClient(t, { token: admin.token }).get('/api/Admin/Orders?sort=passwordHash', {
      lang: 'ko',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION');
    expect(refused.body.respMessage).not.toMatch(/passwordHash|Invalid/);
  });
});

describe('open checkouts per member and product', () => {
  it('refuses a fourth open checkout of one product; the console hides abandoned ones', async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const course = await createCourse(t, { price: 40_000 });
    const other = await createCourse(t, { price: 45_000 });
    const opened: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const created = await createOrder(t, buyer, { contentsid: course });
      expect(created.status).toBe(200);
      opened.push(created.body.datas.paymentid);
    }
    const refused = await apiClient(t, { token: buyer.token }).post(
      '/api/Payment/Create',
      { method: 'card', agree: true, contentsid: course },
      { lang: 'ko' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'TOO_MANY_OPEN_ORDERS',
      respMessage:
        '이 상품의 결제창이 이미 3개 열려 있습니다. 열려 있는 결제를 마치거나 30분 뒤에 다시 시도해 주세요.',
    });
    // Another product is another checkout.
    expect((await createOrder(t, buyer, { contentsid: other })).status).toBe(200);

    const byBuyer = `/api/Admin/Orders?q=${encodeURIComponent(buyer.email)}`;
    expect((await list(t, byBuyer)).total).toBe(4);
    // Past the gateway's checkout window they are abandoned: hidden unless asked for, and no longer counted.
    t.clock.advance(31 * 60_000);
    expect((await list(t, byBuyer)).total).toBe(0);
    const abandoned = await list(t, `${byBuyer}&abandoned=1&kind=course&sort=amount&order=asc`);
    expect(
      abandoned.datas
        .map((row) => row.paymentid)
        .slice(0, 3)
        .sort(),
    ).toEqual(opened.sort());
    const { confirmed } = await purchase(t, buyer, { contentsid: course });
    expect(confirmed?.body.datas.status).toBe('done');
    expect((await list(t, byBuyer)).datas.map((row) => row.status)).toEqual(['done']);
  });

  it('names a full refund and an unpaid cancellation apart, in the list and in its filter', async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const course = await createCourse(t, { price: 35_000 });
    const { confirmed } = await purchase(t, buyer, { contentsid: course });
    await refundInFull(t, buyer, confirmed!.body.datas.paymentid);
    const byBuyer = `/api/Admin/Orders?q=${encodeURIComponent(buyer.email)}`;
    expect((await list(t, `${byBuyer}&status=refunded`)).datas.map((row) => row.paymentid)).toEqual([
      confirmed!.body.datas.paymentid,
    ]);
    expect((await list(t, `${byBuyer}&status=canceled`)).total).toBe(0);
  });
});

describe('order, refund and member details say what they mean', () => {
  it("shows the card issuer's name and the product's name in the viewer's language", async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const course = await createCourse(t, { price: 60_000 });
    await t.database.db
      .update(contents)
      .set({ title: { ko: '근막 이완 기법', en: 'Myofascial release', ja: '筋膜リリース' } })
      .where(eq(contents.id, course));
    const created = await apiClient(t, { token: buyer.token }).post(
      '/api/Payment/Create',
      { method: 'card', agree: true, contentsid: course },
      { lang: 'ko' },
    );
    expect(created.body.datas.orderName).toBe('근막 이완 기법');
    const { confirmed } = await purchase(t, buyer, { contentsid: course });
    const { paymentid } = confirmed!.body.datas;

    const inKorean = await apiClient(t, { token: admin.token }).get(`/api/Admin/Orders/${paymentid}`, {
      lang: 'ko',
    });
    expect(inKorean.body.datas).toMatchObject({ cardCompany: 'KB국민카드' });
    const inJapanese = await apiClient(t, { token: admin.token }).get(`/api/Admin/Orders/${paymentid}`, {
      lang: 'ja',
    });
    expect(inJapanese.body.datas).toMatchObject({ cardCompany: 'KB国民カード', orderName: '筋膜リリース' });
    const listed = await list(t, `/api/Admin/Orders?q=${encodeURIComponent(buyer.email)}`, 'ja');
    // The checkout opened in Korean and the one paid: both in the viewer's language.
    expect(listed.datas.map((row) => row.orderName)).toEqual(['筋膜リリース', '筋膜リリース']);
  });

  it('lists a refunded enrolment as revoked and its order with its payment status', async () => {
    const t = testApp();
    const buyer = await createMember(t);
    const kept = await createCourse(t, { price: 20_000 });
    const returned = await createCourse(t, { price: 30_000 });
    const lapsed = await createCourse(t, { price: 25_000, accessDays: 1 });
    for (const course of [kept, returned, lapsed]) await purchase(t, buyer, { contentsid: course });
    const [refunded] = await t.database.db.select().from(orders).where(eq(orders.contentsId, returned));
    await refundInFull(t, buyer, refunded!.id);
    t.clock.advance(2 * 86_400_000);

    const { useruid } = (await list(t, `/api/Admin/Members?q=${encodeURIComponent(buyer.email)}`))
      .datas[0] as {
      useruid: string;
    };
    const detail = (await apiClient(t, { token: admin.token }).get(`/api/Admin/Members/${useruid}`)).body
      .datas;
    const state = (id: number) =>
      detail.courses.find((course: { contentsid: number }) => course.contentsid === id)?.status;
    expect([state(kept), state(returned), state(lapsed)]).toEqual(['active', 'revoked', 'expired']);
    expect(
      detail.orders.find((order: { paymentid: number }) => order.paymentid === refunded!.id),
    ).toMatchObject({
      status: 'canceled',
      canceledAmount: 30_000,
    });
  });

  it('gives the member list the phone number and the marketing channels consented to now', async () => {
    const t = testApp();
    const member = await createMember(t, { marketing: { email: false, sms: false, kakao: false } });
    const now = t.clock.now.getTime();
    await t.database.db.insert(marketingConsents).values([
      { userId: member.id, channel: 'email', consented: true, changedAt: new Date(now - 3000) },
      { userId: member.id, channel: 'sms', consented: true, changedAt: new Date(now - 2000) },
      { userId: member.id, channel: 'sms', consented: false, changedAt: new Date(now - 1000) },
    ]);
    const [row] = (await list(t, `/api/Admin/Members?q=${encodeURIComponent(member.email)}`)).datas;
    expect(row).toMatchObject({ mobile: '01098765432', marketingConsents: ['email'] });
  });
});

describe('dashboard', () => {
  it('counts refunded orders among the orders paid and ranks courses by what they kept', async () => {
    const t = testApp();
    const before = (await apiClient(t, { token: admin.token }).get('/api/Admin/Dashboard')).body.datas;
    const course = await createCourse(t, { price: 80_000 });
    const training = await createTraining(t, { price: 90_000, capacity: 50 });
    for (let buyer = 0; buyer < 9; buyer++) {
      const member = await createMember(t);
      await purchase(t, member, { contentsid: training });
      const { confirmed } = await purchase(t, member, { contentsid: course });
      if (buyer < 8) await refundInFull(t, member, confirmed!.body.datas.paymentid);
    }
    const after = (await apiClient(t, { token: admin.token }).get('/api/Admin/Dashboard')).body.datas;
    // 18 orders paid, as the sales report counts them; the 8 refunds take their money back.
    expect(after.today.orders - before.today.orders).toBe(18);
    expect(after.today.revenue - before.today.revenue).toBe(9 * 90_000 + 80_000);
    const top = after.topCourses as { contentsid: number; orders: number; revenue: number }[];
    expect(top.some((row) => row.contentsid === training)).toBe(false);
    expect(top.find((row) => row.contentsid === course)).toMatchObject({ orders: 9, revenue: 80_000 });
  });
});
