import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../fixtures/api-client';
import { createAdmin, createCourse, createMember, DAY, type Member } from '../fixtures/factories';
import { purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ listen: true });

const NOT_REGISTRABLE = {
  en: 'This coupon is in a state that cannot be registered.',
  ko: '등록할 수 없는 상태의 쿠폰입니다.',
  ja: 'このクーポンは登録できない状態です。',
};

let admin: Member;
beforeAll(async () => {
  const t = testApp();
  admin = await createAdmin(t);
});

async function newCampaign(t: TestApp, quantity = 3) {
  const created = await apiClient(t, { token: admin.token }).post('/api/Admin/Coupons/Campaigns', {
    name: { ko: '유출 테스트', en: 'Leak test', ja: '漏えいテスト' },
    discountType: 'fixed',
    amount: 5_000,
    target: 'any',
    validFrom: new Date(t.clock.now.getTime() - DAY).toISOString(),
    validUntil: new Date(t.clock.now.getTime() + 30 * DAY).toISOString(),
    quantity,
  });
  expect(created.status).toBe(200);
  return created.body.datas as { campaignId: number; codes: string[] };
}

async function auditOf(t: TestApp, action: string) {
  const { body } = await apiClient(t, { token: admin.token }).get(
    `/api/Admin/AuditLog?pageSize=50&action=${encodeURIComponent(action)}`,
  );
  return body.datas as { target: string; before: unknown; after: unknown }[];
}

describe('coupon lifecycle', () => {
  it('voids a code with a reason: registering it is refused with the spec message, in every language', async () => {
    const t = testApp();
    const { campaignId, codes } = await newCampaign(t);
    const voided = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Coupons/Codes/${codes[0]}/Void`,
      {
        reason: 'Posted on a forum',
      },
    );
    expect(voided.status).toBe(200);
    expect(voided.body.datas).toMatchObject({
      couponnumber: codes[0],
      status: 'void',
      voidReason: 'Posted on a forum',
      voidedAt: t.clock.now.toISOString(),
    });
    const member = await createMember(t);
    for (const lang of ['en', 'ko', 'ja'] as const) {
      const refused = await apiClient(t, { token: member.token }).post(
        `/api/Coupon/Registration/${codes[0]}`,
        undefined,
        { lang: lang },
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'COUPON_NOT_REGISTRABLE',
        respMessage: NOT_REGISTRABLE[lang],
      });
    }
    // The other codes of the campaign still register.
    expect(
      (await apiClient(t, { token: member.token }).post(`/api/Coupon/Registration/${codes[1]}`)).status,
    ).toBe(200);

    const [entry] = await auditOf(t, 'VOID coupon code');
    expect(entry).toMatchObject({
      target: codes[0],
      before: { status: 'issued' },
      after: { status: 'void', voidReason: 'Posted on a forum' },
    });
    const listed = await apiClient(t, { token: admin.token }).get(
      `/api/Admin/Coupons/Campaigns/${campaignId}/Codes?status=void`,
    );
    expect(listed.body.datas).toEqual([expect.objectContaining({ couponnumber: codes[0] })]);
    // A reason is required; an unknown code is not found.
    const noReason = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Coupons/Codes/${codes[2]}/Void`,
      {
        reason: ' ',
      },
    );
    expect(noReason.status).toBe(400);
    const unknown = await apiClient(t, { token: admin.token }).post('/api/Admin/Coupons/Codes/ZZZZZ9/Void', {
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
  });

  it('voids a registered code: its holder can no longer pay with it; a used code cannot be voided', async () => {
    const t = testApp();
    const { codes } = await newCampaign(t);
    const course = await createCourse(t, { price: 50_000 });
    const holder = await createMember(t);
    const spender = await createMember(t);
    await apiClient(t, { token: holder.token }).post(`/api/Coupon/Registration/${codes[0]}`);
    await apiClient(t, { token: spender.token }).post(`/api/Coupon/Registration/${codes[1]}`);
    const { confirmed } = await purchase(t, spender, { contentsid: course, couponnumber: codes[1] });
    expect(confirmed?.body.datas.status).toBe('done');

    await apiClient(t, { token: admin.token }).post(`/api/Admin/Coupons/Codes/${codes[0]}/Void`, {
      reason: 'Resold',
    });
    const order = await apiClient(t, { token: holder.token }).post('/api/Payment/Create', {
      contentsid: course,
      method: 'card',
      agree: true,
      couponnumber: codes[0],
    });
    expect(order.status).toBe(400);
    const list = await apiClient(t, { token: holder.token }).post('/api/Coupon/GetList', {
      sdate: '2025-01-01T00:00:00',
    });
    expect(list.body.datas).toEqual([expect.objectContaining({ couponnumber: codes[0], status: '만료' })]);

    const used = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Coupons/Codes/${codes[1]}/Void`,
      {
        reason: 'x',
      },
    );
    expect(used.status).toBe(409);
    expect(used.body.respMessage).toBe('This coupon code has already been used.');
  });

  it("edits a campaign's name and dates, audited with before and after", async () => {
    const t = testApp();
    const { campaignId, codes } = await newCampaign(t);
    const validFrom = new Date(t.clock.now.getTime() + 2 * DAY).toISOString();
    const validUntil = new Date(t.clock.now.getTime() + 60 * DAY).toISOString();
    const edited = await apiClient(t, { token: admin.token }).put(
      `/api/Admin/Coupons/Campaigns/${campaignId}`,
      {
        name: { ko: '여름 할인', en: 'Summer discount', ja: '夏の割引' },
        validFrom,
        validUntil,
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.datas).toMatchObject({
      name: 'Summer discount',
      validFrom,
      validUntil,
      endedAt: null,
    });
    // Not valid yet: refused with the spec message until the new start.
    const member = await createMember(t);
    expect(
      (await apiClient(t, { token: member.token }).post(`/api/Coupon/Registration/${codes[0]}`)).body
        .respMessage,
    ).toBe(NOT_REGISTRABLE.en);
    const [entry] = await auditOf(t, 'UPDATE coupon campaign');
    expect(entry).toMatchObject({
      target: String(campaignId),
      before: { name: { en: 'Leak test' } },
      after: { name: { en: 'Summer discount' }, validFrom, validUntil },
    });
    const backwards = await apiClient(t, { token: admin.token }).put(
      `/api/Admin/Coupons/Campaigns/${campaignId}`,
      {
        name: { ko: '여름 할인' },
        validFrom: validUntil,
        validUntil: validFrom,
      },
    );
    expect(backwards.status).toBe(400);
  });

  it('ends a campaign early: its codes are refused with the spec message and its dates are final', async () => {
    const t = testApp();
    const { campaignId, codes } = await newCampaign(t);
    const ended = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Coupons/Campaigns/${campaignId}/End`,
    );
    expect(ended.status).toBe(200);
    expect(ended.body.datas).toMatchObject({
      endedAt: t.clock.now.toISOString(),
      validUntil: t.clock.now.toISOString(),
    });
    const member = await createMember(t);
    const refused = await apiClient(t, { token: member.token }).post(`/api/Coupon/Registration/${codes[0]}`);
    expect(refused.status).toBe(409);
    expect(refused.body.respMessage).toBe(NOT_REGISTRABLE.en);

    const [entry] = await auditOf(t, 'END coupon campaign');
    expect(entry).toMatchObject({ target: String(campaignId), before: { endedAt: null } });
    const again = await apiClient(t, { token: admin.token }).post(
      `/api/Admin/Coupons/Campaigns/${campaignId}/End`,
    );
    expect(again.body.datas.endedAt).toBe(ended.body.datas.endedAt);

    const reopened = await apiClient(t, { token: admin.token }).put(
      `/api/Admin/Coupons/Campaigns/${campaignId}`,
      {
        name: { ko: '유출 테스트' },
        validFrom: ended.body.datas.validFrom,
        validUntil: new Date(t.clock.now.getTime() + 90 * DAY).toISOString(),
      },
    );
    expect(reopened.status).toBe(409);
    expect(reopened.body.code).toBe('CAMPAIGN_ENDED');
    const renamed = await apiClient(t, { token: admin.token }).put(
      `/api/Admin/Coupons/Campaigns/${campaignId}`,
      {
        name: { ko: '종료된 캠페인', en: 'Ended campaign' },
        validFrom: ended.body.datas.validFrom,
        validUntil: ended.body.datas.validUntil,
      },
    );
    expect(renamed.body.datas.name).toBe('Ended campaign');
  });
});
