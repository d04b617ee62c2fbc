import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../src/server/db/schema/coupon';
import { createCoupon, createCourse, createMember, DAY, type Member } from '../fixtures/factories';
import { APP_HEADERS, type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();
let ipSerial = 0;

/** Each test speaks from its own address, so the per-address limit of one test does not leak into another. */
function client(t: TestApp, member: Member | null, lang = 'en') {
  ipSerial += 1;
  const ip = `10.0.0.${ipSerial}`;
  return async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        ...APP_HEADERS,
        'accept-language': lang,
        ...(member ? { authorization: `Bearer ${member.token}` } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

async function setStatus(t: TestApp, code: string, values: Partial<typeof coupons.$inferInsert>) {
  await t.database.db.update(coupons).set(values).where(eq(coupons.couponnumber, code));
}

describe('coupon registration', () => {
  it('registers a fresh code, case-insensitively, with the spec message', async () => {
    const t = testApp();
    const member = await createMember(t);
    const code = await createCoupon(t, null);
    const api = client(t, member);
    const response = await api('POST', `/api/Coupon/Registration/${code.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      respMessage: 'The coupon has been registered.',
      datas: { couponnumber: code, status: '등록', discountType: 'fixed', discount: 10_000 },
    });
    const ko = await client(
      t,
      member,
      'ko',
    )('POST', `/api/Coupon/Registration/${await createCoupon(t, null)}`);
    expect(ko.body.respMessage).toBe('쿠폰이 등록되었습니다.');
  });

  it('answers each failure with the spec message', async () => {
    const t = testApp();
    const member = await createMember(t);
    const other = await createMember(t);
    const api = client(t, member);

    const unknown = await api('POST', '/api/Coupon/Registration/ZZZZZ9');
    expect(unknown).toMatchObject({
      status: 404,
      body: { respMessage: 'The coupon code does not exist. Please check again.', code: 'COUPON_NOT_FOUND' },
    });

    const used = await createCoupon(t, other.id);
    await setStatus(t, used, { status: 'used', usedAt: t.clock.now });
    expect((await api('POST', `/api/Coupon/Registration/${used}`)).body.respMessage).toBe(
      'This coupon code has already been used.',
    );
    const someoneElses = await createCoupon(t, other.id);
    expect((await api('POST', `/api/Coupon/Registration/${someoneElses}`)).body.respMessage).toBe(
      'This coupon code has already been used.',
    );

    const mine = await createCoupon(t, member.id);
    const again = await api('POST', `/api/Coupon/Registration/${mine}`);
    expect(again.status).toBe(409);
    expect(again.body.respMessage).toBe('This coupon is in a state that cannot be registered.');
    const voided = await createCoupon(t, null);
    await setStatus(t, voided, { status: 'void' });
    expect((await api('POST', `/api/Coupon/Registration/${voided}`)).body.respMessage).toBe(
      'This coupon is in a state that cannot be registered.',
    );

    const expired = await createCoupon(t, null, {
      validFrom: new Date(t.clock.now.getTime() - 30 * DAY),
      validUntil: new Date(t.clock.now.getTime() - DAY),
    });
    expect((await api('POST', `/api/Coupon/Registration/${expired}`)).body.respMessage).toBe(
      'This coupon has expired.',
    );

    const malformed = await api('POST', '/api/Coupon/Registration/AB-12');
    expect(malformed.status).toBe(400);
    expect(malformed.body.respMessage).toContain('Enter 6 characters using only letters and numbers');
    expect((await client(t, null)('POST', `/api/Coupon/Registration/${mine}`)).status).toBe(401);
  });

  it('lets only one of two members racing for one code have it', async () => {
    const t = testApp();
    const [a, b] = await Promise.all([createMember(t), createMember(t)]);
    const code = await createCoupon(t, null);
    const results = await Promise.all([
      client(t, a!)('POST', `/api/Coupon/Registration/${code}`),
      client(t, b!)('POST', `/api/Coupon/Registration/${code}`),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it('slows down code guessing: the eleventh attempt in ten minutes is refused', async () => {
    const t = testApp();
    const member = await createMember(t);
    const api = client(t, member);
    for (let i = 0; i < 10; i++) {
      expect((await api('POST', `/api/Coupon/Registration/NOPE${String(i).padStart(2, '0')}`)).status).toBe(
        404,
      );
    }
    const limited = await api('POST', '/api/Coupon/Registration/NOPE99');
    expect(limited.status).toBe(429);
    expect(limited.body.respMessage).toBe('Too many attempts. Please try again in a moment.');
  });
});

describe('coupon history and lookup', () => {
  it('lists available, used and expired coupons with the filters of the spec', async () => {
    const t = testApp();
    const member = await createMember(t);
    const now = t.clock.now;
    const available = await createCoupon(t, member.id, {
      discountType: 'percent',
      percent: 15,
      maxDiscount: 20_000,
    });
    const used = await createCoupon(t, member.id);
    await setStatus(t, used, { status: 'used', usedAt: now });
    const expired = await createCoupon(t, member.id, {
      validFrom: new Date(now.getTime() - 30 * DAY),
      validUntil: new Date(now.getTime() - DAY),
    });
    const old = await createCoupon(t, member.id);
    await setStatus(t, old, { registeredAt: new Date('2024-12-31T12:00:00+09:00') });
    const api = client(t, member);
    // What the header sends: the window from 2025-01-01 to now, in Korean time.
    const edate = new Date(now.getTime() + 9 * 3_600_000 + 60_000).toISOString().slice(0, 19);
    const all = await api('POST', '/api/Coupon/GetList', { sdate: '2025-01-01T00:00:00', edate });
    expect(all.status).toBe(200);
    const byCode = Object.fromEntries(
      all.body.datas.map((item: { couponnumber: string; status: string }) => [
        item.couponnumber,
        item.status,
      ]),
    );
    expect(byCode).toEqual({ [available]: '등록', [used]: '사용', [expired]: '만료' });
    expect(
      all.body.datas.find((item: { couponnumber: string }) => item.couponnumber === available),
    ).toMatchObject({
      name: 'Test coupon',
      discountType: 'percent',
      discount: 15,
      maxDiscount: 20_000,
      minAmount: 0,
      target: 'any',
    });

    const usable = await api('POST', '/api/Coupon/GetList', { schtarget: 'status', schtext: '등록' });
    expect(usable.body.datas.map((item: { couponnumber: string }) => item.couponnumber)).toEqual([available]);
    const percent = await api('POST', '/api/Coupon/GetList', { coupontype: 'percent' });
    expect(percent.body.datas).toHaveLength(1);
    const search = await api('POST', '/api/Coupon/GetList', {
      schtarget: 'couponnumber',
      schtext: used.toLowerCase(),
      schtarget2: 'status',
      schtext2: 'used',
    });
    expect(search.body.datas.map((item: { couponnumber: string }) => item.couponnumber)).toEqual([used]);
    const defaultWindow = await api('POST', '/api/Coupon/GetList', {});
    expect(defaultWindow.body.datas).toHaveLength(3);
    const badDate = await api('POST', '/api/Coupon/GetList', { sdate: 'yesterday' });
    expect(badDate.status).toBe(400);
  });

  it("describes a fresh code and the caller's own, but not another member's", async () => {
    const t = testApp();
    const member = await createMember(t);
    const other = await createMember(t);
    const api = client(t, member);
    const fresh = await createCoupon(t, null, { minAmount: 50_000 });
    const info = await api('GET', `/api/Coupon/GetCouponInfo/${fresh.toLowerCase()}`);
    expect(info.body.datas).toMatchObject({
      couponnumber: fresh,
      status: 'issued',
      registrable: true,
      minAmount: 50_000,
    });
    const mine = await createCoupon(t, member.id);
    expect((await api('GET', `/api/Coupon/GetCouponInfo/${mine}`)).body.datas).toMatchObject({
      status: '등록',
      registrable: false,
    });
    const theirs = await createCoupon(t, other.id);
    expect((await api('GET', `/api/Coupon/GetCouponInfo/${theirs}`)).status).toBe(404);
  });

  it('offers at checkout only the coupons that apply to the item, with the discount', async () => {
    const t = testApp();
    const member = await createMember(t);
    const now = t.clock.now;
    const course = await createCourse(t, { price: 40_000 });
    const fixed = await createCoupon(t, member.id, { amount: 5_000 });
    const percent = await createCoupon(t, member.id, {
      discountType: 'percent',
      percent: 50,
      maxDiscount: 15_000,
      target: 'course',
    });
    await createCoupon(t, member.id, { minAmount: 50_000 });
    await createCoupon(t, member.id, { target: 'training' });
    await createCoupon(t, member.id, {
      target: 'course',
      targetContentsId: await createCourse(t, { price: 1000 }),
    });
    await createCoupon(t, member.id, { amount: 40_000 });
    const expired = await createCoupon(t, member.id, {
      validFrom: new Date(now.getTime() - 30 * DAY),
      validUntil: new Date(now.getTime() - DAY),
    });
    const applicable = await client(t, member)('GET', `/api/Coupon/Applicable/${course}`);
    expect(applicable.status).toBe(200);
    expect(
      applicable.body.datas.map(
        (item: { couponnumber: string; discountAmount: number; finalAmount: number }) => [
          item.couponnumber,
          item.discountAmount,
          item.finalAmount,
        ],
      ),
    ).toEqual([
      [percent, 15_000, 25_000],
      [fixed, 5_000, 35_000],
    ]);
    expect(
      applicable.body.datas.some((item: { couponnumber: string }) => item.couponnumber === expired),
    ).toBe(false);
  });
});
