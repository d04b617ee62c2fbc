import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners, notices, terms } from '../../src/server/db/schema/board';
import { apiClient, type CallOptions } from '../fixtures/api-client';
import { seededTokens } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();
let tokens: { admin: string; member: string };
const DAY = 86_400_000;

beforeAll(async () => {
  tokens = await seededTokens(testApp());
});

const get = (url: string, options: CallOptions = {}) => apiClient(testApp()).get(url, options);
const post = (url: string, { payload, ...options }: CallOptions & { payload?: unknown } = {}) =>
  apiClient(testApp()).post(url, payload, options);

async function noticeIdOf(titleEn: string): Promise<number> {
  const [row] = await testApp()
    .database.db.select({ id: notices.id })
    .from(notices)
    .where(sql`${notices.title}->>'en' = ${titleEn}`);
  if (!row) throw new Error(`no notice ${titleEn}`);
  return row.id;
}

describe('banners', () => {
  it('lists active banners within their period, in order', async () => {
    const response = await post('/api/Banner/GetList');
    expect(response.status).toBe(200);
    expect(response.body.datas.map((b: { title: string }) => b.title)).toEqual([
      'All of beauty-medical education',
      'Learn more with membership',
      'This month’s in-person training',
    ]);
    expect(response.body.datas[0]).toMatchObject({
      linkUrl: '/campus',
      imageUrl: '/GetUrl/banners/banner-1.webp',
    });
  });

  it('lets an admin create, schedule, edit and delete a banner; the list follows at once', async () => {
    const now = testApp().clock.now.getTime();
    const created = await post('/api/Banner/Save', {
      token: tokens.admin,
      payload: {
        title: { ko: '겨울 특강', en: 'Winter special', ja: '冬の特講' },
        imageUrl: '/GetUrl/banners/banner-1.svg',
        linkUrl: '/training',
        sort: 0,
      },
    });
    expect(created.status).toBe(200);
    const banner = created.body.datas;
    expect(banner).toMatchObject({
      title: 'Winter special',
      isactive: 1,
      titles: { ko: '겨울 특강', en: 'Winter special', ja: '冬の特講' },
      subtitles: { ko: '', en: '', ja: '' },
    });
    const titles = async () =>
      (await post('/api/Banner/GetList')).body.datas.map((b: { title: string }) => b.title);
    expect(await titles()).toContain('Winter special');
    expect((await get(`/api/Banner/GetInfo/${banner.bannerid}`)).body.datas.title).toBe('Winter special');

    // Scheduled for tomorrow: hidden from visitors now, still visible to the admin editing it.
    const scheduled = await post('/api/Banner/Save', {
      token: tokens.admin,
      payload: {
        bannerid: banner.bannerid,
        title: { ko: '겨울 특강', en: 'Winter special' },
        imageUrl: '/GetUrl/banners/banner-1.svg',
        startsAt: new Date(now + DAY).toISOString(),
        endsAt: new Date(now + 3 * DAY).toISOString(),
      },
    });
    expect(scheduled.status).toBe(200);
    expect(await titles()).not.toContain('Winter special');
    expect((await get(`/api/Banner/GetInfo/${banner.bannerid}`)).status).toBe(404);
    expect((await get(`/api/Banner/GetInfo/${banner.bannerid}`, { token: tokens.admin })).status).toBe(200);
    testApp().clock.advance(2 * DAY);
    try {
      expect(await titles()).toContain('Winter special');
    } finally {
      testApp().clock.advance(-2 * DAY);
    }

    const deleted = await post(`/api/Banner/Delete?id=${banner.bannerid}`, { token: tokens.admin });
    expect(deleted.status).toBe(200);
    expect((await get(`/api/Banner/GetInfo/${banner.bannerid}`, { token: tokens.admin })).status).toBe(404);
    expect((await post(`/api/Banner/Delete?id=${banner.bannerid}`, { token: tokens.admin })).status).toBe(
      404,
    );
  });

  it('hides inactive banners and rejects unsafe links and inverted periods', async () => {
    const [first] = await testApp().database.db.select().from(banners).orderBy(banners.sortOrder).limit(1);
    await testApp().database.db.update(banners).set({ isActive: false }).where(eq(banners.id, first!.id));
    const saved = await post('/api/Banner/Save', {
      token: tokens.admin,
      payload: { title: { ko: '임시' }, imageUrl: '/GetUrl/banners/banner-2.svg', isactive: 0 },
    });
    const list = (await post('/api/Banner/GetList')).body.datas.map((b: { bannerid: number }) => b.bannerid);
    expect(list).not.toContain(first!.id);
    expect(list).not.toContain(saved.body.datas.bannerid);
    await testApp().database.db.update(banners).set({ isActive: true }).where(eq(banners.id, first!.id));

    for (const payload of [
      { title: { ko: '나쁜 링크' }, imageUrl: '/GetUrl/banners/a.svg', linkUrl: 'javascript:alert(1)' },
      { title: { ko: '외부 이미지' }, imageUrl: '//evil.example/a.png' },
      {
        title: { ko: '거꾸로' },
        imageUrl: '/GetUrl/banners/a.svg',
        startsAt: '2026-05-02T00:00:00+09:00',
        endsAt: '2026-05-01T00:00:00+09:00',
      },
      { title: { ko: '' }, imageUrl: '/GetUrl/banners/a.svg' },
    ]) {
      const response = await post('/api/Banner/Save', { token: tokens.admin, payload });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    }
  });
});

describe('notices', () => {
  it('lists pinned notices first, then newest, paged', async () => {
    const response = await post('/api/Main/GetNotices', { payload: { page: 1, pageSize: 4 } });
    const body = response.body;
    expect(body).toMatchObject({ success: true, total: 6, page: 1, pageSize: 4 });
    expect(body.datas.map((n: { isnotice: number }) => n.isnotice)).toEqual([1, 1, 0, 0]);
    expect(body.datas[0].title).toBe('[Important] Changes to the terms of use');
    const second = (await post('/api/Main/GetNotices?page=2&pageSize=4')).body;
    expect(second.datas).toHaveLength(2);
    expect(second.datas.at(-1).title).toBe('Certificates are now available');
  });

  it('filters pinned and top-3 notices, and searches every language', async () => {
    const pinned = (await post('/api/Main/GetNotices?isnotice=1', { payload: {} })).body;
    expect(pinned.total).toBe(2);
    const top3 = (await post('/api/Main/GetNotices?istop3=1', { payload: {} })).body;
    expect(top3.datas).toHaveLength(3);
    expect(top3.datas.every((n: { istop3: number }) => n.istop3 === 1)).toBe(true);
    const english = (await post('/api/Main/GetNotices', { payload: { search: 'maintenance' } })).body;
    expect(english.datas.map((n: { title: string }) => n.title)).toEqual([
      'Scheduled maintenance (2–4 a.m.)',
    ]);
    const korean = (await post('/api/Main/GetNotices', { payload: { search: '가상계좌' }, lang: 'ko' })).body;
    expect(korean.datas.map((n: { title: string }) => n.title)).toEqual(['가상계좌 입금 기한 안내']);
    const none = (await post('/api/Main/GetNotices', { payload: { search: 'zzqxv' } })).body;
    expect(none).toMatchObject({ datas: [], total: 0 });
  });

  it('answers a notice with sanitised HTML, attachments and its neighbours', async () => {
    const saved = await post('/api/Main/SaveNotice', {
      token: tokens.admin,
      payload: {
        title: { ko: '첨부 공지', en: 'Notice with files', ja: '添付のお知らせ' },
        body: {
          ko: '<p>본문</p>',
          en: '<p onmouseover="x()">Body<script>alert(1)</script><img src="/GetUrl/notices/a.png" onerror="alert(2)"></p>',
        },
        attachments: [{ name: 'guide.pdf', url: '/GetUrl/notices/guide.pdf', size: 2048 }],
      },
    });
    expect(saved.status).toBe(200);
    const id = saved.body.datas.noticeid;
    const datas = (await get(`/api/Main/GetNoticeInfo/${id}/`)).body.datas;
    expect(datas).toMatchObject({
      noticeid: id,
      title: 'Notice with files',
      isnotice: 0,
      hasAttachments: true,
      attachments: [{ name: 'guide.pdf', url: '/GetUrl/notices/guide.pdf', size: 2048 }],
      next: null,
      titles: { ko: '첨부 공지', en: 'Notice with files', ja: '添付のお知らせ' },
    });
    // Void elements are written closed (`<img />`), which HTML reads the same as `<img>`.
    expect(datas.body).toBe('<p>Body<img src="/GetUrl/notices/a.png" /></p>');
    expect(datas.prev.title).toBe('[Important] Changes to the terms of use');
    const older = (await get(`/api/Main/GetNoticeInfo/${datas.prev.noticeid}`)).body.datas;
    expect(older.next).toEqual({ noticeid: id, title: 'Notice with files' });

    const badAttachment = await post('/api/Main/SaveNotice', {
      token: tokens.admin,
      payload: {
        title: { ko: '나쁜 첨부' },
        body: { ko: '<p>x</p>' },
        attachments: [{ name: 'x', url: 'https://evil.example/x.exe', size: 1 }],
      },
    });
    expect(badAttachment.status).toBe(400);

    expect((await post(`/api/Main/DeleteNotice?noticeid=${id}`, { token: tokens.admin })).status).toBe(200);
    const gone = await get(`/api/Main/GetNoticeInfo/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.respMessage).toBe('This notice does not exist or has been deleted.');
    const list = (await post('/api/Main/GetNotices', { payload: { pageSize: 50 } })).body;
    expect(list.datas.map((n: { noticeid: number }) => n.noticeid)).not.toContain(id);
  });

  it('counts a view at most once per viewer per day', async () => {
    const id = await noticeIdOf('Certificates are now available');
    const hits = async () => (await get(`/api/Main/GetNoticeInfo/${id}`)).body.datas.hits as number;
    const view = (options: CallOptions = {}) => get(`/api/Main/GetNoticeInfo/${id}/?hitting=1`, options);
    const start = await hits();
    const visitor = { remoteAddress: '203.0.113.7', headers: { 'user-agent': 'Browser A' } };

    expect((await view(visitor)).body.datas.hits).toBe(start + 1);
    await view(visitor);
    expect(await hits()).toBe(start + 1);
    // Another browser on the same address is another viewer.
    await view({ ...visitor, headers: { 'user-agent': 'Browser B' } });
    expect(await hits()).toBe(start + 2);
    // A member is recognised by account, whatever the address.
    await view({ token: tokens.member, ip: '198.51.100.1' });
    await view({ token: tokens.member, ip: '198.51.100.2' });
    expect(await hits()).toBe(start + 3);
    // Without hitting=1, nothing is counted.
    await get(`/api/Main/GetNoticeInfo/${id}`, { headers: { 'user-agent': 'Browser C' } });
    expect(await hits()).toBe(start + 3);

    testApp().clock.advance(DAY);
    try {
      await view(visitor);
      await view(visitor);
      await view({ token: tokens.member });
      expect(await hits()).toBe(start + 5);
    } finally {
      testApp().clock.advance(-DAY);
    }
  });

  it('edits a notice in all languages', async () => {
    const id = await noticeIdOf('Scheduled maintenance (2–4 a.m.)');
    const response = await post('/api/Main/SaveNotice', {
      token: tokens.admin,
      payload: {
        noticeid: id,
        title: { ko: '점검 안내', en: 'Maintenance', ja: 'メンテナンス' },
        body: { ko: '<p>점검</p>', en: '<p>Maintenance</p>', ja: '<p>メンテ</p>' },
        isnotice: 1,
      },
    });
    expect(response.body.datas).toMatchObject({ noticeid: id, title: 'Maintenance', isnotice: 1 });
    const japanese = (await get(`/api/Main/GetNoticeInfo/${id}`, { lang: 'ja' })).body.datas;
    expect(japanese).toMatchObject({ title: 'メンテナンス', body: '<p>メンテ</p>' });
    expect((await post('/api/Main/GetNotices?isnotice=1')).body.total).toBe(3);
    const missing = await post('/api/Main/SaveNotice', {
      token: tokens.admin,
      payload: { noticeid: 99999, title: { ko: 'x' }, body: { ko: 'x' } },
    });
    expect(missing.status).toBe(404);
  });
});

describe('FAQ', () => {
  it('lists questions by category and search', async () => {
    const all = (await post('/api/Board/GetFaqs', { payload: {} })).body.datas;
    expect(all).toHaveLength(8);
    const payment = (await post('/api/Board/GetFaqs', { payload: { category: 'payment' } })).body.datas;
    expect(payment.map((f: { question: string }) => f.question)).toEqual([
      'Which payment methods can I use?',
      'How do I get a refund?',
    ]);
    const search = (await post('/api/Board/GetFaqs', { payload: { search: 'password' } })).body.datas;
    expect(search.map((f: { faqid: number }) => f.faqid)).toHaveLength(1);
    const korean = (await post('/api/Board/GetFaqs', { payload: { search: '수료증' }, lang: 'ko' })).body
      .datas;
    expect(korean[0].question).toBe('수료증은 어떻게 받나요?');
    expect((await post('/api/Board/GetFaqs', { payload: { category: 'gossip' } })).status).toBe(400);
  });

  it('answers one question, and lets an admin save and delete', async () => {
    const created = await post('/api/Board/SaveFaq', {
      token: tokens.admin,
      payload: {
        category: 'etc',
        question: { ko: '영수증은?', en: 'Where is my receipt?', ja: '領収書は？' },
        answer: {
          ko: '<p>결제 내역</p>',
          en: '<p>In payment history<script>x()</script></p>',
          ja: '<p>決済履歴</p>',
        },
      },
    });
    expect(created.status).toBe(200);
    const faq = created.body.datas;
    expect(faq).toMatchObject({
      category: 'etc',
      question: 'Where is my receipt?',
      answer: '<p>In payment history</p>',
    });
    const info = (await post(`/api/Board/GetFaqInfo/${faq.faqid}`)).body.datas;
    expect(info.questions).toEqual({ ko: '영수증은?', en: 'Where is my receipt?', ja: '領収書は？' });
    expect((await post('/api/Board/GetFaqs', { payload: { category: 'etc' } })).body.datas).toHaveLength(1);

    const hidden = await post('/api/Board/SaveFaq', {
      token: tokens.admin,
      payload: {
        faqid: faq.faqid,
        category: 'etc',
        question: { ko: '숨김' },
        answer: { ko: 'x' },
        isactive: 0,
      },
    });
    expect(hidden.status).toBe(200);
    expect((await post('/api/Board/GetFaqs', { payload: { category: 'etc' } })).body.datas).toHaveLength(0);
    expect((await post(`/api/Board/GetFaqInfo/${faq.faqid}`)).status).toBe(404);

    const deleted = await apiClient(testApp()).delete(`/api/Board/DeleteFaq?faqid=${faq.faqid}`, undefined, {
      token: tokens.admin,
    });
    expect(deleted.status).toBe(200);
    expect((await post(`/api/Board/GetFaqInfo/${faq.faqid}`, { token: tokens.admin })).status).toBe(404);
  });
});

describe('terms', () => {
  it('answers each tab in the reader language with its version and effective date', async () => {
    const expected = ['Article 1 (Purpose)', 'Privacy policy', 'Refund policy'];
    for (const tab of [0, 1, 2]) {
      const datas = (await get(`/api/Main/GetTerms/${tab}`)).body.datas;
      expect(datas).toMatchObject({ tab, version: '2026-01', effectiveAt: '2025-12-31T15:00:00.000Z' });
      expect(datas.body).toContain(expected[tab]);
    }
    const korean = (await get('/api/Main/GetTerms/2', { lang: 'ko' })).body.datas;
    expect(korean.body).toContain('환불 규정');
    expect((await get('/api/Main/GetTerms/3')).status).toBe(400);
  });

  it('keeps the version in force until a new one takes effect, and lists every version', async () => {
    const now = testApp().clock.now.getTime();
    await testApp()
      .database.db.insert(terms)
      .values({
        tab: 1,
        version: 'next',
        effectiveAt: new Date(now + 10 * DAY),
        body: { en: '<h2>Privacy policy, revised</h2>' },
      });
    const before = await get('/api/Main/GetTerms/1?version=');
    expect(before.body.datas).toMatchObject({
      version: '2026-01',
      versions: [
        { version: 'next', current: false, upcoming: true },
        { version: '2026-01', current: true, upcoming: false },
      ],
    });
    const announced = (await get('/api/Main/GetTerms/1?version=next')).body.datas;
    expect(announced.body).toContain('revised');
    expect((await get('/api/Main/GetTerms/1?version=1999')).status).toBe(404);
    testApp().clock.advance(11 * DAY);
    try {
      expect((await get('/api/Main/GetTerms/1')).body.datas.version).toBe('next');
    } finally {
      testApp().clock.advance(-11 * DAY);
    }
  });
});

describe('caching of public board answers', () => {
  it.each([
    ['/api/Banner/GetList', undefined],
    ['/api/Main/GetNotices?istop3=1', {}],
    ['/api/Main/GetNotices', { page: 1, pageSize: 5 }],
    ['/api/Board/GetFaqs', { category: 'account' }],
  ])('POST %s answers 304 for a matching ETag, per body', async (url, payload) => {
    const first = await post(url, { payload });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect((await post(url, { payload, headers: { 'if-none-match': etag } })).status).toBe(304);
    // Another language is another answer.
    const korean = await post(url, { payload, lang: 'ko', headers: { 'if-none-match': etag } });
    expect(korean.status).toBe(200);
  });

  it('a FAQ saved by an admin shows in the next list at once', async () => {
    const before = await post('/api/Board/GetFaqs', { payload: { category: 'membership' } });
    const saved = await post('/api/Board/SaveFaq', {
      token: tokens.admin,
      payload: {
        category: 'membership',
        question: { ko: '가족 공유?', en: 'Can my family share it?' },
        answer: { ko: '아니요' },
      },
    });
    expect(saved.status).toBe(200);
    const after = await post('/api/Board/GetFaqs', {
      payload: { category: 'membership' },
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.status).toBe(200);
    expect(after.body.datas.map((f: { question: string }) => f.question)).toContain(
      'Can my family share it?',
    );
  });
});
