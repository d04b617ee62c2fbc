import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '../fixtures/api-client';
import { createMember, DAY, seededTokens } from '../fixtures/factories';
import { type TestApp, useTestApp } from '../fixtures/test-app';
import { postFile } from '../fixtures/uploads';

const testApp = useTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

async function upload(t: TestApp, token: string | null, purpose: string, filename: string, data: Buffer) {
  const response = await postFile(t, token, `/api/Admin/Uploads/${purpose}`, filename, data);
  return { status: response.status, body: response.body };
}

type AuditEntry = { action: string; before: unknown; after: unknown; target: string };

/** The audit entries of an action, newest first, once `atLeast` of them are there (the trail writes after answering). */
async function auditEntries(token: string, action: string, atLeast = 1): Promise<AuditEntry[]> {
  return vi.waitFor(async () => {
    const response = await apiClient(testApp()).get(
      `/api/Admin/AuditLog?pageSize=200&action=${encodeURIComponent(action)}`,
      { token },
    );
    const entries = response.body.datas as AuditEntry[];
    if (entries.length < atLeast) throw new Error(`${entries.length} audit entries of ${action}`);
    return entries;
  });
}

async function json(method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) {
  const response = await apiClient(testApp()).send(method, url, payload, { ...(token ? { token } : {}) });
  return { status: response.status, body: response.body };
}

describe('admin content: access', () => {
  it('visitors get 401 and members 403 on every content call, uploads included', async () => {
    const { member } = await seededTokens(testApp());
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/api/Admin/Banners'],
      ['POST', '/api/Admin/Banners/Order'],
      ['GET', '/api/Admin/Faqs'],
      ['POST', '/api/Admin/Faqs/Order'],
      ['GET', '/api/Admin/Terms/0'],
      ['POST', '/api/Main/SaveTerms'],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? { ids: [1] } : undefined;
      expect((await json(method, url, null, payload)).status, url).toBe(401);
      expect((await json(method, url, member, payload)).status, url).toBe(403);
    }
    expect((await upload(testApp(), null, 'banner', 'a.png', PNG)).status).toBe(401);
    const forbidden = await upload(testApp(), member, 'banner', 'a.png', PNG);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
  });
});

describe('admin content: uploads', () => {
  it('stores a banner image under a random name with the type its bytes show, and audits it', async () => {
    const { admin } = await seededTokens(testApp());
    // A GIF named .txt is still a GIF: the bytes decide, not the name (which gains the real extension).
    const stored = await upload(testApp(), admin, 'banner', 'spring sale.txt', GIF);
    expect(stored.status).toBe(200);
    expect(stored.body.datas).toMatchObject({ name: 'spring sale.txt.gif', contentType: 'image/gif' });
    expect(stored.body.datas.url).toMatch(/^\/GetUrl\/banners\/[0-9a-f]{24}\.gif$/);
    const served = await testApp().app.inject({ method: 'GET', url: stored.body.datas.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    // What is stored is the picture encoded again (uploads.test.ts), still a GIF.
    expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('GIF8');
    expect(stored.body.datas.size).toBe(served.rawPayload.length);

    const [entry] = await auditEntries(admin, 'upload.');
    expect(entry?.after).toMatchObject({ url: stored.body.datas.url, contentType: 'image/gif' });
  });

  it('refuses what is not an image for a banner: SVG, a PDF, a program renamed .png', async () => {
    const { admin } = await seededTokens(testApp());
    for (const [name, data] of [
      ['logo.svg', SVG],
      ['doc.pdf', PDF],
      ['photo.png', EXE],
    ] as const) {
      const refused = await upload(testApp(), admin, 'banner', name, data);
      expect(refused.status, name).toBe(415);
      expect(refused.body).toMatchObject({ success: false, code: 'UPLOAD_TYPE' });
      expect(refused.body.respMessage).toContain('JPEG, PNG');
    }
  });

  it('takes documents as notice attachments but never programs', async () => {
    const { admin } = await seededTokens(testApp());
    const pdf = await upload(testApp(), admin, 'notice', '안내문.pdf', PDF);
    expect(pdf.status).toBe(200);
    expect(pdf.body.datas).toMatchObject({ name: '안내문.pdf', contentType: 'application/pdf' });
    expect(pdf.body.datas.url).toMatch(/^\/GetUrl\/notices\/[0-9a-f]{24}\.pdf$/);
    const png = await upload(testApp(), admin, 'notice', 'map.png', PNG);
    expect(png.body.datas.contentType).toBe('image/png');
    const exe = await upload(testApp(), admin, 'notice', 'setup.pdf', EXE);
    expect(exe.status).toBe(415);
  });

  it('refuses a file over the size limit and an empty or missing file', async () => {
    const { admin } = await seededTokens(testApp());
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(testApp(), admin, 'banner', 'big.png', big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.respMessage).toBe('The file is too large (at most 5 MB).');
    const empty = await upload(testApp(), admin, 'banner', 'empty.png', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('UPLOAD_MISSING');
    const unknown = await upload(testApp(), admin, 'avatar', 'a.png', PNG);
    expect(unknown.status).toBe(400);
  });
});

describe('admin content: banners and FAQ order', () => {
  it('lists every banner for the console, reorders them for visitors and audits the order before and after', async () => {
    const { admin } = await seededTokens(testApp());
    const hidden = await json('POST', '/api/Banner/Save', admin, {
      title: { ko: '숨김 배너' },
      imageUrl: '/GetUrl/banners/banner-1.svg',
      isactive: 0,
    });
    expect(hidden.status).toBe(200);
    const all = await json('GET', '/api/Admin/Banners', admin);
    const ids: number[] = all.body.datas.map((banner: { bannerid: number }) => banner.bannerid);
    expect(ids).toContain(hidden.body.datas.bannerid);
    const publicIds = (await json('POST', '/api/Banner/GetList', null)).body.datas.map(
      (banner: { bannerid: number }) => banner.bannerid,
    );
    expect(publicIds).not.toContain(hidden.body.datas.bannerid);

    const reversed = [...ids].reverse();
    const saved = await json('POST', '/api/Admin/Banners/Order', admin, { ids: reversed });
    expect(saved.status).toBe(200);
    const after = (await json('POST', '/api/Banner/GetList', null)).body.datas.map(
      (banner: { bannerid: number }) => banner.bannerid,
    );
    expect(after).toEqual(reversed.filter((id) => id !== hidden.body.datas.bannerid));
    const [entry] = await auditEntries(admin, 'banner.reorder');
    expect(entry).toMatchObject({ before: { ids }, after: { ids: reversed } });
  });

  it('refuses an order built from a stale list', async () => {
    const { admin } = await seededTokens(testApp());
    const all = await json('GET', '/api/Admin/Faqs', admin);
    const ids: number[] = all.body.datas.map((faq: { faqid: number }) => faq.faqid);
    const stale = await json('POST', '/api/Admin/Faqs/Order', admin, { ids: ids.slice(1) });
    expect(stale.status).toBe(409);
    const twice = await json('POST', '/api/Admin/Faqs/Order', admin, { ids: [ids[0], ids[0]] });
    expect(twice.status).toBe(400);
  });

  it('shows inactive FAQ entries to the console only, and moves one to the top', async () => {
    const { admin } = await seededTokens(testApp());
    const created = await json('POST', '/api/Board/SaveFaq', admin, {
      category: 'payment',
      question: { ko: '영수증은 어디서 받나요?', en: 'Where is my receipt?', ja: '領収書はどこですか？' },
      answer: { ko: '<p>결제 내역에서 <img src=x onerror="alert(1)">받으세요.</p>' },
      isactive: 0,
    });
    expect(created.status).toBe(200);
    expect(created.body.datas.answers.ko).not.toContain('onerror');
    const faqid = created.body.datas.faqid;
    const all = await json('GET', '/api/Admin/Faqs', admin);
    const ids: number[] = all.body.datas.map((faq: { faqid: number }) => faq.faqid);
    expect(ids.at(-1)).toBe(faqid);
    expect(
      (await json('POST', '/api/Board/GetFaqs', null, {})).body.datas.map(
        (faq: { faqid: number }) => faq.faqid,
      ),
    ).not.toContain(faqid);

    await json('POST', '/api/Admin/Faqs/Order', admin, { ids: [faqid, ...ids.filter((id) => id !== faqid)] });
    // The console's edit form sends the fields it edits, not the position: the order stays.
    await json('POST', '/api/Board/SaveFaq', admin, {
      faqid,
      category: 'payment',
      question: created.body.datas.questions,
      answer: created.body.datas.answers,
      isactive: 1,
    });
    const listed = await json('POST', '/api/Board/GetFaqs', null, {});
    expect(listed.body.datas[0].faqid).toBe(faqid);
  });
});

describe('admin content: notices', () => {
  it('stores a notice body sanitised, with attachments, flags and three languages', async () => {
    const { admin } = await seededTokens(testApp());
    const attachment = await upload(testApp(), admin, 'notice', 'schedule.pdf', PDF);
    const saved = await json('POST', '/api/Main/SaveNotice', admin, {
      title: { ko: '시스템 점검 안내', en: 'Maintenance notice', ja: 'メンテナンスのお知らせ' },
      body: {
        ko: '<p><strong>점검</strong> <a href="javascript:alert(1)">링크</a><script>alert(1)</script></p>',
        en: '<p>Maintenance <a href="https://example.com/info">details</a></p>',
        ja: '<p>メンテナンス</p>',
      },
      isnotice: 1,
      istop3: 1,
      attachments: [attachment.body.datas].map(({ name, url, size }) => ({ name, url, size })),
    });
    expect(saved.status).toBe(200);
    const noticeid = saved.body.datas.noticeid;
    const info = await json('GET', `/api/Main/GetNoticeInfo/${noticeid}`, null);
    expect(info.body.datas).toMatchObject({ isnotice: 1, istop3: 1, title: 'Maintenance notice' });
    expect(info.body.datas.bodies.ko).toContain('<strong>점검</strong>');
    expect(info.body.datas.bodies.ko).not.toMatch(/script|javascript:/);
    expect(info.body.datas.bodies.en).toContain('href="https://example.com/info"');
    expect(info.body.datas.attachments).toEqual([
      { name: 'schedule.pdf', url: attachment.body.datas.url, size: PDF.length },
    ]);
    const entries = await auditEntries(admin, 'notice.create');
    expect(entries[0]?.after).toMatchObject({ isNotice: true, isTop3: true });
  });
});

describe('admin content: terms versions', () => {
  it('adds a version that takes effect on its date; the public page shows the one in force', async () => {
    const t = testApp();
    const { admin } = await seededTokens(t);
    const effectiveAt = new Date(t.clock.now.getTime() + 10 * DAY).toISOString();
    const saved = await json('POST', '/api/Main/SaveTerms', admin, {
      tab: 2,
      version: '2099-refund',
      effectiveAt,
      body: { ko: '<h2>환불 정책</h2><p onclick="x()">새 정책</p>', en: '<p>New refund policy</p>' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.datas).toMatchObject({
      tab: 2,
      version: '2099-refund',
      upcoming: true,
      current: false,
    });
    expect(saved.body.datas.bodies.ko).toBe('<h2>환불 정책</h2><p>새 정책</p>');

    const before = await json('GET', '/api/Main/GetTerms/2', null);
    expect(before.body.datas.version).toBe('2026-01');
    expect(before.body.datas.versions[0]).toMatchObject({ version: '2099-refund', upcoming: true });

    t.clock.advance(11 * DAY);
    // Eleven days on, the cached answer has long expired: the page reads the new version in force.
    const after = await json('GET', '/api/Main/GetTerms/2', null);
    expect(after.body.datas).toMatchObject({ version: '2099-refund', body: '<p>New refund policy</p>' });
    const listed = await json('GET', '/api/Admin/Terms/2', admin);
    expect(listed.body.datas[0]).toMatchObject({ version: '2099-refund', current: true, upcoming: false });
    expect(listed.body.datas[1]).toMatchObject({ version: '2026-01', current: false });
    t.clock.advance(-11 * DAY);

    const duplicate = await json('POST', '/api/Main/SaveTerms', admin, {
      tab: 2,
      version: '2099-refund',
      effectiveAt,
      body: { ko: '<p>다시</p>' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.respMessage).toBe('This version name is already used for this policy.');
    // The same name on another tab is another policy's version.
    const otherTab = await json('POST', '/api/Main/SaveTerms', admin, {
      tab: 0,
      version: '2099-refund',
      effectiveAt,
      body: { ko: '<p>이용약관</p>' },
    });
    expect(otherTab.status).toBe(200);
    const entries = await auditEntries(admin, 'terms.create', 2);
    expect(entries.map((entry) => (entry.after as { tab: number }).tab)).toEqual([0, 2]);
  });

  it('members cannot publish terms even with a valid body', async () => {
    const t = testApp();
    const member = await createMember(t);
    const refused = await json('POST', '/api/Main/SaveTerms', member.token, {
      tab: 0,
      version: 'x',
      effectiveAt: new Date().toISOString(),
      body: { ko: '<p>x</p>' },
    });
    expect(refused.status).toBe(403);
  });
});
