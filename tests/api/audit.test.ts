import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo';
import { apiClient } from '../fixtures/api-client';
import { seededTokens } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

interface Entry {
  action: string;
  actorEmail: string | null;
  targetType: string | null;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  const response = await apiClient(testApp()).send(method, url, payload, { token });
  expect(response.status, `${url} ${response.text}`).toBe(200);
  return response.body.datas;
}

async function audit(token: string, query: Record<string, string | number>): Promise<Entry[]> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return call('GET', `/api/Admin/AuditLog?pageSize=200&${search}`, token);
}

/** The only entry of one action on one target. */
async function entryOf(token: string, action: string, targetType: string, target: number): Promise<Entry> {
  const entries = await audit(token, { action, targetType, target });
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

/** Today in Korea, as the console's date picker sends it. */
const koreanDay = (date: Date, offsetDays = 0) =>
  new Date(date.getTime() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('audit: every admin edit names its target and what changed', () => {
  it('a banner edit keeps only the changed fields, before and after', async () => {
    const { admin } = await seededTokens(testApp());
    const base = { title: { ko: '여름 특강', en: 'Summer' }, imageUrl: '/GetUrl/banners/a.png', isactive: 1 };
    const created = await call('POST', '/api/Banner/Save', admin, base);
    const id = created.bannerid as number;
    await call('POST', '/api/Banner/Save', admin, {
      ...base,
      bannerid: id,
      title: { ko: '여름 특강', en: 'Summer school' },
      linkUrl: '/campus',
    });
    const entry = await entryOf(admin, 'banner.update', 'banner', id);
    expect(entry.actorEmail).toBe(DEMO_ACCOUNTS.admin.email);
    expect(entry.before).toEqual({ 'title.en': 'Summer', linkUrl: null });
    expect(entry.after).toEqual({ 'title.en': 'Summer school', linkUrl: '/campus' });
    expect((await entryOf(admin, 'banner.create', 'banner', id)).after).toMatchObject({
      'title.ko': '여름 특강',
      imageUrl: '/GetUrl/banners/a.png',
    });

    // Saving it unchanged writes nothing; deleting keeps its last state.
    await call('POST', '/api/Banner/Save', admin, {
      ...base,
      bannerid: id,
      title: { ko: '여름 특강', en: 'Summer school' },
      linkUrl: '/campus',
    });
    expect(await audit(admin, { targetType: 'banner', target: id })).toHaveLength(2);
    await call('POST', `/api/Banner/Delete?id=${id}`, admin);
    expect((await entryOf(admin, 'banner.delete', 'banner', id)).before).toMatchObject({
      linkUrl: '/campus',
    });
  });

  it('FAQ, notice and category edits name their id and changed fields', async () => {
    const { admin } = await seededTokens(testApp());
    const faq = {
      category: 'payment',
      question: { ko: '환불?' },
      answer: { ko: '<p>가능</p>' },
      isactive: 1,
    };
    const faqid = (await call('POST', '/api/Board/SaveFaq', admin, faq)).faqid as number;
    await call('POST', '/api/Board/SaveFaq', admin, { ...faq, faqid, isactive: 0 });
    const faqEntry = await entryOf(admin, 'faq.update', 'faq', faqid);
    expect([faqEntry.before, faqEntry.after]).toEqual([{ isActive: true }, { isActive: false }]);

    const notice = { title: { ko: '점검 안내' }, body: { ko: '<p>토요일</p>' }, isnotice: 0, istop3: 0 };
    const noticeid = (await call('POST', '/api/Main/SaveNotice', admin, notice)).noticeid as number;
    await call('POST', '/api/Main/SaveNotice', admin, { ...notice, noticeid, body: { ko: '<p>일요일</p>' } });
    const noticeEntry = await entryOf(admin, 'notice.update', 'notice', noticeid);
    expect([noticeEntry.before, noticeEntry.after]).toEqual([
      { 'body.ko': '<p>토요일</p>' },
      { 'body.ko': '<p>일요일</p>' },
    ]);

    const category = { parentID: 0, names: { ko: '감사 분류', en: 'Audit' }, isactive: 1 };
    const categoryid = (await call('POST', '/api/Category/Save', admin, category)).categoryid as number;
    await call('POST', '/api/Category/Save', admin, {
      ...category,
      categoryid,
      names: { ko: '감사 분류', en: 'Audited' },
    });
    const categoryEntry = await entryOf(admin, 'category.update', 'category', categoryid);
    expect([categoryEntry.before, categoryEntry.after]).toEqual([
      { 'name.en': 'Audit' },
      { 'name.en': 'Audited' },
    ]);
  });

  it('a coupon campaign and a training session are recorded on their ids', async () => {
    const t = testApp();
    const { admin } = await seededTokens(t);
    const now = t.clock.now.getTime();
    const campaign = await call('POST', '/api/Admin/Coupons/Campaigns', admin, {
      name: { ko: '감사 쿠폰' },
      discountType: 'fixed',
      amount: 5_000,
      minAmount: 0,
      target: 'any',
      targetContentsId: null,
      validFrom: new Date(now).toISOString(),
      validUntil: new Date(now + 30 * 86_400_000).toISOString(),
      quantity: 3,
    });
    const campaignEntry = await entryOf(
      admin,
      'couponCampaign.create',
      'couponCampaign',
      campaign.campaignId,
    );
    expect(campaignEntry.after).toMatchObject({ 'name.ko': '감사 쿠폰', amount: 5_000, issued: 3 });

    const [category] = await call('GET', '/api/Admin/Categories', admin);
    const startsAt = new Date(now + 20 * 86_400_000);
    const session = await call('POST', '/api/Admin/Contents/Save', admin, {
      conttype: 'training',
      categoryid: category.categoryid,
      subcategoryid: null,
      title: { ko: '감사 실습' },
      edutype: 'hands_on',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      venueName: { ko: '강남' },
      venueAddress: '서울',
      capacity: 10,
      price: 50_000,
      recruitDeadline: null,
      curriculum: { ko: '<p>실습</p>' },
    });
    await call('POST', '/api/Admin/Contents/Save', admin, { ...session, capacity: 12, price: 55_000 });
    const sessionEntry = await entryOf(admin, 'training.update', 'training', session.contentsid);
    expect(sessionEntry.before).toEqual({ capacity: 10, price: 50_000 });
    expect(sessionEntry.after).toEqual({ capacity: 12, price: 55_000 });
  });
});

describe('audit: the console filters', () => {
  it('by actor, action and Korean days; the actions list offers what happened', async () => {
    const t = testApp();
    const { admin } = await seededTokens(t);
    const notice = { title: { ko: '필터 공지' }, body: { ko: '<p>a</p>' }, isnotice: 0, istop3: 0 };
    const noticeid = (await call('POST', '/api/Main/SaveNotice', admin, notice)).noticeid as number;
    await call('POST', '/api/Main/SaveNotice', admin, { ...notice, noticeid, isnotice: 1 });

    const today = koreanDay(t.clock.now);
    const filtered = await audit(admin, { action: 'notice.update', from: today, to: today, actor: 'admin@' });
    expect(filtered.map((entry) => entry.target)).toContain(String(noticeid));
    expect(filtered.every((entry) => entry.action === 'notice.update')).toBe(true);
    expect(await audit(admin, { action: 'notice.update', to: koreanDay(t.clock.now, -1) })).toEqual([]);
    expect(await audit(admin, { action: 'notice.update', from: koreanDay(t.clock.now, 1) })).toEqual([]);
    expect(await audit(admin, { action: 'notice.update', actor: 'nobody@' })).toEqual([]);

    const actions = await call('GET', '/api/Admin/AuditLog/Actions', admin);
    expect(actions).toEqual(expect.arrayContaining(['notice.create', 'notice.update']));
  });

  it('refuses a malformed day with 400', async () => {
    const { admin } = await seededTokens(testApp());
    const response = await apiClient(testApp()).get('/api/Admin/AuditLog?from=2026-13-01', { token: admin });
    expect(response.status).toBe(400);
  });
});
