import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { categories, contents } from '../../src/server/db/schema/catalogue';
import { enrolments } from '../../src/server/db/schema/learning';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo';
import { DEMO_CLIP_SECONDS } from '../../src/server/integrations/video/video-pipeline';
import { HOME_SECTION_SIZE } from '../../src/shared/constants';
import { type Answer, apiClient, type CallOptions } from '../fixtures/api-client';
import { seededTokens } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();
let tokens: { admin: string; member: string };
const DAY = 86_400_000;

beforeAll(async () => {
  tokens = await seededTokens(testApp());
});

async function get(url: string, options: CallOptions = {}) {
  return apiClient(testApp()).get(url, options);
}

async function contentsIdOf(titleKo: string): Promise<number> {
  const [row] = await testApp()
    .database.db.select({ id: contents.id })
    .from(contents)
    .where(sql`${contents.title}->>'ko' = ${titleKo}`);
  if (!row) throw new Error(`no contents titled ${titleKo}`);
  return row.id;
}

async function categoryIdOf(nameEn: string): Promise<number> {
  const [row] = await testApp()
    .database.db.select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.name}->>'en' = ${nameEn}`);
  if (!row) throw new Error(`no category ${nameEn}`);
  return row.id;
}

describe('admin-only catalogue writes', () => {
  const writes: [method: 'POST' | 'DELETE', url: string][] = [
    ['POST', '/api/Category/Save'],
    ['POST', '/api/Category/Delete?id=1'],
    ['POST', '/api/Category/SetCategoryNodes'],
    ['POST', '/api/Banner/Save'],
    ['POST', '/api/Banner/Delete?id=1'],
    ['POST', '/api/Main/SaveNotice'],
    ['POST', '/api/Main/DeleteNotice?noticeid=1'],
    ['POST', '/api/Board/SaveFaq'],
    ['DELETE', '/api/Board/DeleteFaq?faqid=1'],
  ];

  it.each(writes)('%s %s: a visitor gets 401 and a member 403, whatever the body', async (method, url) => {
    for (const payload of [{}, { nonsense: true }]) {
      const visitor = await apiClient(testApp()).send(method, url, payload);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toMatchObject({ success: false, code: 'AUTH_REQUIRED' });
      const member = await apiClient(testApp()).send(method, url, payload, { token: tokens.member });
      expect(member.status).toBe(403);
      expect(member.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });
});

describe('categories', () => {
  it('lists the active top level for the header menu, localised', async () => {
    const response = await get('/api/Category/GetList?isactive=1&pcategoryid=0');
    expect(response.status).toBe(200);
    const { datas } = response.body;
    expect(datas.map((c: { ctgrname: string }) => c.ctgrname)).toEqual([
      'Procedures',
      'Anatomy',
      'Clinic management',
      'Partner training',
    ]);
    expect(datas.every((c: { parentID: number }) => c.parentID === 0)).toBe(true);
    const korean = await get('/api/Category/GetList?isactive=1&pcategoryid=0', { lang: 'ko' });
    expect(korean.body.datas[0].ctgrname).toBe('시술 교육');
  });

  it('answers one category, and 404 for an unknown one', async () => {
    const fillers = await categoryIdOf('Fillers');
    const response = await get(`/api/Category/GetInfo/${fillers}`);
    expect(response.body.datas).toMatchObject({
      categoryid: fillers,
      ctgrname: 'Fillers',
      names: { ko: '필러', en: 'Fillers', ja: 'フィラー' },
    });
    const missing = await get('/api/Category/GetInfo/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('shows visitors only active categories (and no child of an inactive one); the console lists them all', async () => {
    const save = (payload: Record<string, unknown>) =>
      apiClient(testApp()).post('/api/Category/Save', payload, { token: tokens.admin });
    const hidden = (await save({ parentID: 0, isactive: 0, names: { ko: '숨김 분류', en: 'Hidden group' } }))
      .body.datas.categoryid;
    const child = (await save({ parentID: hidden, names: { ko: '숨김 하위', en: 'Hidden child' } })).body
      .datas.categoryid;
    const ids = (response: Answer<{ categoryid: number }[]>) => response.body.datas.map((c) => c.categoryid);
    const publicLists = [
      '/api/Category/GetList',
      '/api/Category/GetList?isactive=0',
      `/api/Category/GetList?pcategoryid=${hidden}`,
    ];
    for (const url of publicLists) {
      const listed = ids(await get(url));
      expect(listed, url).not.toContain(hidden);
      expect(listed, url).not.toContain(child);
    }
    for (const id of [hidden, child]) {
      const info = await get(`/api/Category/GetInfo/${id}`);
      expect(info.status).toBe(404);
      // Asking as an admin changes nothing: the console has its own list.
      expect((await get(`/api/Category/GetInfo/${id}`, { token: tokens.admin })).status).toBe(404);
    }
    const all = await get('/api/Admin/Categories', { token: tokens.admin });
    expect(ids(all)).toEqual(expect.arrayContaining([hidden, child]));
    expect(all.body.datas.find((c: { categoryid: number }) => c.categoryid === hidden)).toMatchObject({
      isactive: 0,
    });
    for (const id of [child, hidden])
      await apiClient(testApp()).post(`/api/Category/Delete?id=${id}`, undefined, { token: tokens.admin });
  });

  it('lets an admin create, rename and delete an unused category', async () => {
    const created = await apiClient(testApp()).post(
      '/api/Category/Save',
      { parentID: 0, names: { ko: '테스트 분류', en: 'Test group', ja: 'テスト' } },
      { token: tokens.admin },
    );
    expect(created.status).toBe(200);
    const id = created.body.datas.categoryid;
    const renamed = await apiClient(testApp()).post(
      '/api/Category/Save',
      { categoryid: id, parentID: 0, names: { ko: '바뀐 분류', en: 'Renamed group', ja: '' } },
      { token: tokens.admin },
    );
    expect(renamed.body.datas.ctgrname).toBe('Renamed group');
    const deleted = await apiClient(testApp()).post(`/api/Category/Delete?id=${id}`, undefined, {
      token: tokens.admin,
    });
    expect(deleted.status).toBe(200);
    expect((await get(`/api/Category/GetInfo/${id}`)).status).toBe(404);
  });

  it('refuses to delete a category that courses or subcategories use, with a clear message', async () => {
    for (const name of ['Fillers', 'Procedures']) {
      const id = await categoryIdOf(name);
      const response = await apiClient(testApp()).post(`/api/Category/Delete?id=${id}`, undefined, {
        token: tokens.admin,
      });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'CATEGORY_IN_USE',
        respMessage: 'This category is used by courses or subcategories and cannot be deleted.',
      });
      expect((await get(`/api/Category/GetInfo/${id}`)).status).toBe(200);
    }
  });

  it('Save keeps the tree at two levels and moves courses with a re-parented subcategory', async () => {
    const procedures = await categoryIdOf('Procedures');
    const anatomy = await categoryIdOf('Anatomy');
    const fillers = await categoryIdOf('Fillers');
    const save = (payload: object) =>
      apiClient(testApp()).post('/api/Category/Save', payload, { token: tokens.admin });
    // A category with subcategories cannot go under another one, nor under a subcategory.
    expect(
      (await save({ categoryid: procedures, parentID: anatomy, names: { ko: '시술 교육' } })).status,
    ).toBe(400);
    expect((await save({ parentID: fillers, names: { ko: '3단계' } })).status).toBe(400);

    const moved = await save({
      categoryid: fillers,
      parentID: anatomy,
      names: { ko: '필러', en: 'Fillers' },
      sort: 1,
    });
    expect(moved.status).toBe(200);
    const underAnatomy = (await get(`/api/Contents/search/campus?categoryid=${anatomy}&pageSize=48`)).body;
    expect(underAnatomy.datas.map((c: { title: string }) => c.title)).toContain(
      'Filler injection fundamentals',
    );
    const back = await save({
      categoryid: fillers,
      parentID: procedures,
      names: { ko: '필러', en: 'Fillers', ja: 'フィラー' },
      sort: 1,
    });
    expect(back.status).toBe(200);
    const underProcedures = (await get(`/api/Contents/search/campus?subcategoryid=${fillers}`)).body;
    expect(underProcedures.datas.every((c: { categoryid: number }) => c.categoryid === procedures)).toBe(
      true,
    );
  });

  it('SetCategoryNodes changes nothing when any node of the list is invalid', async () => {
    const before = (await get('/api/Admin/Categories', { token: tokens.admin })).body.datas as {
      categoryid: number;
      parentID: number;
      sort: number;
    }[];
    const nodes = before.map(({ categoryid, parentID, sort }) => ({ categoryid, parentID, sort: sort + 1 }));
    const subcategory = before.find((c) => c.parentID !== 0)!;
    const otherSub = before.find((c) => c.parentID !== 0 && c.categoryid !== subcategory.categoryid)!;
    const invalidLists = [
      // a third level: a subcategory under another subcategory
      nodes.map((n) =>
        n.categoryid === subcategory.categoryid ? { ...n, parentID: otherSub.categoryid } : n,
      ),
      // an id that does not exist, in place of a real one
      nodes.map((n, i) => (i === nodes.length - 1 ? { ...n, categoryid: 99999 } : n)),
      // a category left out
      nodes.slice(1),
      // the same category twice
      [...nodes, nodes[0]!],
    ];
    for (const list of invalidLists) {
      const response = await apiClient(testApp()).post(
        '/api/Category/SetCategoryNodes',
        { nodes: list },
        { token: tokens.admin },
      );
      expect(response.status).toBe(400);
    }
    const after = (await get('/api/Admin/Categories', { token: tokens.admin })).body.datas;
    expect(after).toEqual(before);
  });

  it('SetCategoryNodes re-parents a subcategory and its courses follow', async () => {
    const before = (await get('/api/Admin/Categories', { token: tokens.admin })).body.datas as {
      categoryid: number;
      parentID: number;
      sort: number;
    }[];
    const marketing = await categoryIdOf('Marketing');
    const procedures = await categoryIdOf('Procedures');
    const nodes = before.map(({ categoryid, parentID, sort }) =>
      categoryid === marketing
        ? { categoryid, parentID: procedures, sort: 9 }
        : { categoryid, parentID, sort },
    );
    const response = await apiClient(testApp()).post(
      '/api/Category/SetCategoryNodes',
      { nodes },
      { token: tokens.admin },
    );
    expect(response.status).toBe(200);
    const listing = (await get(`/api/Contents/search/campus?categoryid=${procedures}&pageSize=48`)).body;
    expect(listing.datas.map((c: { title: string }) => c.title)).toContain('Online marketing for clinics');
    // Put the tree back for the other tests.
    const management = await categoryIdOf('Clinic management');
    const restore = before.map(({ categoryid, parentID, sort }) => ({
      categoryid,
      parentID: categoryid === marketing ? management : parentID,
      sort,
    }));
    const restored = await apiClient(testApp()).post(
      '/api/Category/SetCategoryNodes',
      { nodes: restore },
      { token: tokens.admin },
    );
    expect(restored.status).toBe(200);
  });
});

describe('home and campus', () => {
  it('answers the home sections', async () => {
    const response = await get('/api/Contents/main');
    expect(response.status).toBe(200);
    const { newCourses, popularCourses, membershipCourses, upcomingTrainings, notices } = response.body.datas;
    expect(newCourses).toHaveLength(HOME_SECTION_SIZE);
    expect(popularCourses).toHaveLength(HOME_SECTION_SIZE);
    const published = newCourses.map((c: { publishedAt: string }) => c.publishedAt);
    expect(published).toEqual([...published].sort().reverse());
    expect(newCourses[0].title).toBe('Medical device product training (Japanese)');
    const enrolments = popularCourses.map((c: { enrolCount: number }) => c.enrolCount);
    expect(enrolments).toEqual([...enrolments].sort((a, b) => b - a));
    expect(membershipCourses.length).toBeGreaterThan(0);
    expect(membershipCourses.every((c: { membershipIncluded: boolean }) => c.membershipIncluded)).toBe(true);
    expect(upcomingTrainings).toHaveLength(4);
    expect(upcomingTrainings[0]).toMatchObject({
      conttype: 'training',
      title: 'Filler cadaver hands-on workshop',
    });
    expect(notices).toHaveLength(3);
    expect(notices.every((n: { istop3: number }) => n.istop3 === 1)).toBe(true);
  });

  it('answers the campus filters with course counts', async () => {
    const { datas } = (await get('/api/Contents/main/campus')).body;
    expect(datas.totalCourses).toBe(13);
    expect(datas.categories.reduce((sum: number, c: { courseCount: number }) => sum + c.courseCount, 0)).toBe(
      13,
    );
    const procedures = datas.categories.find((c: { ctgrname: string }) => c.ctgrname === 'Procedures');
    expect(procedures.courseCount).toBe(8);
    expect(procedures.subcategories.map((s: { courseCount: number }) => s.courseCount)).toEqual([2, 2, 2, 2]);
    expect(datas.languages).toEqual([
      { lang: 'ko', courseCount: 11 },
      { lang: 'en', courseCount: 1 },
      { lang: 'ja', courseCount: 1 },
    ]);
  });

  it('filters the campus listing by category, subcategory and language', async () => {
    const procedures = await categoryIdOf('Procedures');
    const fillers = await categoryIdOf('Fillers');
    const byCategory = (await get(`/api/Contents/search/campus?categoryid=${procedures}&pageSize=48`)).body;
    expect(byCategory.total).toBe(8);
    expect(byCategory.datas.every((c: { categoryid: number }) => c.categoryid === procedures)).toBe(true);
    const bySub = (await get(`/api/Contents/search/campus?categoryid=${procedures}&subcategoryid=${fillers}`))
      .body;
    expect(bySub.datas.map((c: { title: string }) => c.title).sort()).toEqual([
      'Filler injection fundamentals',
      'Nose and chin filler design',
    ]);
    // /category/:categoryid with a subcategory id lists that subcategory.
    expect((await get(`/api/Contents/search/campus?categoryid=${fillers}`)).body.total).toBe(2);
    const english = (await get('/api/Contents/search/campus?lang=en')).body;
    expect(english.datas.map((c: { title: string }) => c.title)).toEqual(['Skin booster in practice']);
    const all = (await get('/api/Contents/search/campus?categoryid=&subcategoryid=&lang=&sort=')).body;
    expect(all.total).toBe(13);
  });

  it('sorts by price both ways, popularity and newest, and pages', async () => {
    const prices = async (sort: string) =>
      (await get(`/api/Contents/search/campus?sort=${sort}&pageSize=48`)).body.datas.map(
        (c: { price: number }) => c.price,
      );
    const ascending = await prices('price_asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(0);
    const descending = await prices('price_desc');
    expect(descending[0]).toBe(290000);
    const popular = (await get('/api/Contents/search/campus?sort=popular&pageSize=48')).body.datas.map(
      (c: { enrolCount: number }) => c.enrolCount,
    );
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const page3 = (await get('/api/Contents/search/campus?sort=newest&page=3&pageSize=5')).body;
    expect(page3).toMatchObject({ success: true, total: 13, page: 3, pageSize: 5 });
    expect(page3.datas).toHaveLength(3);
    const bad = await get('/api/Contents/search/campus?sort=cheapest');
    expect(bad.status).toBe(400);
    expect(bad.body.datas.fields[0].field).toBe('sort');
  });

  it('each course card counts the lessons and the length its detail page shows', async () => {
    const cards = (await get('/api/Contents/search/campus?pageSize=48')).body.datas as {
      contentsid: number;
      lessonCount: number;
      totalDurationSec: number;
    }[];
    for (const card of cards) {
      // As a member: visitors' answers are cached, and later tests change courses in the database.
      const detail = (await get(`/api/Contents/GetInfo/${card.contentsid}`, { token: tokens.member })).body
        .datas as {
        chapters: { lessons: { durationSec: number }[] }[];
      };
      const lessons = detail.chapters.flatMap((chapter) => chapter.lessons);
      expect(card.lessonCount).toBe(lessons.length);
      expect(card.totalDurationSec).toBe(lessons.reduce((sum, lesson) => sum + lesson.durationSec, 0));
    }
  });
});

describe('search', () => {
  it("finds Korean partial words: '필러' finds '필러주입 기본기', highlighted", async () => {
    const response = await get(`/api/Contents/search?schtext=${encodeURIComponent('필러')}`, { lang: 'ko' });
    expect(response.status).toBe(200);
    const body = response.body;
    const titles = body.datas.map((hit: { title: string }) => hit.title);
    expect(titles).toContain('필러주입 기본기');
    expect(body.total).toBe(body.datas.length);
    expect(body.total).toBeGreaterThanOrEqual(3);
    const hit = body.datas.find((h: { title: string }) => h.title === '필러주입 기본기');
    const title = hit.matches.find((m: { field: string }) => m.field === 'title');
    expect(title).toEqual({ field: 'title', lang: 'ko', text: '필러주입 기본기', ranges: [[0, 2]] });
    // Title matches come before contents that only mention the word elsewhere.
    const firstWithoutTitle = body.datas.findIndex((h: { title: string }) => !h.title.includes('필러'));
    const lastWithTitle = body.datas.findLastIndex((h: { title: string }) => h.title.includes('필러'));
    if (firstWithoutTitle !== -1) expect(lastWithTitle).toBeLessThan(firstWithoutTitle);
  });

  it('finds English and Japanese, case-insensitively, and shows where an other-language query matched', async () => {
    const english = (await get('/api/Contents/search?schtext=FILLER')).body;
    expect(english.datas.map((h: { title: string }) => h.title)).toEqual(
      expect.arrayContaining(['Filler injection fundamentals', 'Nose and chin filler design']),
    );
    const japanese = (
      await get(`/api/Contents/search?schtext=${encodeURIComponent('フィラー')}`, { lang: 'ja' })
    ).body;
    expect(japanese.datas.map((h: { title: string }) => h.title)).toContain('フィラー注入の基本');
    // An English query read on a Korean page: the title shown is Korean, the match is in English.
    const crossed = (await get('/api/Contents/search?schtext=masseter', { lang: 'ko' })).body;
    expect(crossed.datas).toHaveLength(1);
    expect(crossed.datas[0].title).toBe('사각턱 보톡스 심화');
    expect(crossed.datas[0].matches[0]).toMatchObject({
      field: 'title',
      lang: 'en',
      text: 'Advanced masseter toxin',
      ranges: [[9, 17]],
    });
  });

  it('finds instructors and trainings, and forgives a typo', async () => {
    const instructor = (await get(`/api/Contents/search?schtext=${encodeURIComponent('박지훈')}&pageSize=50`))
      .body;
    // Three courses and one training session.
    expect(instructor.total).toBe(4);
    expect(instructor.datas[0].matches.map((m: { field: string }) => m.field)).toContain('instructor');
    const training = (
      await get(`/api/Contents/search?schtext=${encodeURIComponent('라이브 시연')}`, { lang: 'ko' })
    ).body;
    expect(training.datas[0]).toMatchObject({ title: '보톡스 라이브 시연 세미나', conttype: 'training' });
    const typo = (await get('/api/Contents/search?schtext=fillr')).body;
    expect(typo.datas.map((h: { title: string }) => h.title)).toContain('Filler injection fundamentals');
    const scores = typo.datas.map((h: { score: number }) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0.6);
    expect(Math.max(...scores)).toBeLessThan(1);
  });

  it('offers typo matches only when nothing contains the query as written', async () => {
    // 'injection' is also word-similar to contents about injectors that never say 'injection'.
    const exact = (await get('/api/Contents/search?schtext=injection&pageSize=50')).body;
    expect(exact.total).toBe(exact.datas.length);
    expect(exact.total).toBeGreaterThanOrEqual(3);
    for (const hit of exact.datas as { score: number; matches: unknown[] }[]) {
      expect(hit.score).toBe(1);
      expect(hit.matches.length).toBeGreaterThan(0);
    }
  });

  it('enforces the 2-character rule after trimming, with the spec message', async () => {
    for (const text of ['', 'a', '  필  ', '%20a%20']) {
      const response = await get(
        `/api/Contents/search?schtext=${text === '%20a%20' ? text : encodeURIComponent(text)}`,
      );
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, respMessage: 'Enter at least 2 characters.' });
    }
    const korean = await get(`/api/Contents/search?schtext=${encodeURIComponent('필')}`, { lang: 'ko' });
    expect(korean.body.respMessage).toBe('2글자 이상 입력해 주세요.');
  });

  it('answers an empty list for no match, and treats LIKE wildcards literally', async () => {
    for (const text of ['zzqxv', '%%', '__']) {
      const response = await get(`/api/Contents/search?schtext=${encodeURIComponent(text)}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, datas: [], total: 0 });
    }
  });
});

describe('training sessions', () => {
  it('lists sessions soonest first with seats, price and open/closed', async () => {
    const response = await get('/api/Contents/search/training');
    const { datas, total } = response.body;
    expect(total).toBe(6);
    const starts = datas.map((t: { startsAt: string }) => t.startsAt);
    expect(starts).toEqual([...starts].sort());
    const full = datas.find((t: { title: string }) => t.title === 'Botulinum toxin live demo seminar');
    expect(full).toMatchObject({
      recruittype: 'closed',
      closedReason: 'full',
      seatsLeft: 0,
      capacity: 40,
      price: 150000,
      venue: 'Seongsu Medical Lounge',
      closedMessage: 'No seats available for the course.',
    });
    const open = datas.find((t: { title: string }) => t.title === 'Filler cadaver hands-on workshop');
    expect(open).toMatchObject({ recruittype: 'open', closedReason: null, seatsLeft: 3, closedMessage: '' });
  });

  it('filters by education type and recruitment', async () => {
    const open = (await get('/api/Contents/search/training?recruittype=open')).body.datas;
    expect(open).toHaveLength(5);
    expect(open.every((t: { recruittype: string }) => t.recruittype === 'open')).toBe(true);
    const closed = (await get('/api/Contents/search/training?recruittype=closed')).body.datas;
    expect(closed.map((t: { title: string }) => t.title)).toEqual(['Botulinum toxin live demo seminar']);
    const seminars = (await get('/api/Contents/search/training?edutype=seminar&recruittype=')).body.datas;
    expect(seminars).toHaveLength(3);
    expect((await get('/api/Contents/search/training?edutype=party')).status).toBe(400);
    expect((await get('/api/Contents/search/course')).status).toBe(400);
  });

  it('closes recruitment past the deadline (the clock moves)', async () => {
    // The filler workshop starts in 12 days and closes 2 days before.
    testApp().clock.advance(11 * DAY);
    try {
      const datas = (await get('/api/Contents/search/training?recruittype=closed')).body.datas;
      const workshop = datas.find((t: { title: string }) => t.title === 'Filler cadaver hands-on workshop');
      expect(workshop).toMatchObject({
        recruittype: 'closed',
        closedReason: 'deadline',
        closedMessage: 'The enrolment deadline has passed.',
      });
    } finally {
      testApp().clock.advance(-11 * DAY);
    }
  });

  it('answers a month of the calendar in Seoul time', async () => {
    const workshop = (await get('/api/Contents/search/training')).body.datas[0];
    const seoul = new Date(new Date(workshop.startsAt).getTime() + 9 * 3_600_000);
    const [year, month] = [seoul.getUTCFullYear(), seoul.getUTCMonth() + 1];
    const calendar = (await get(`/api/Contents/search/calendar/${year}/${month}`)).body.datas;
    expect(calendar.map((t: { contentsid: number }) => t.contentsid)).toContain(workshop.contentsid);
    for (const session of calendar) {
      const local = new Date(new Date(session.startsAt).getTime() + 9 * 3_600_000);
      expect([local.getUTCFullYear(), local.getUTCMonth() + 1]).toEqual([year, month]);
    }
    const handsOn = (await get(`/api/Contents/search/calendar/${year}/${month}?edutype=hands_on`)).body.datas;
    expect(handsOn.every((t: { edutype: string }) => t.edutype === 'hands_on')).toBe(true);
    expect((await get(`/api/Contents/search/calendar/${year - 5}/${month}`)).body.datas).toEqual([]);
    expect((await get(`/api/Contents/search/calendar/${year}/13`)).status).toBe(400);
  });
});

describe('contents detail', () => {
  it('answers a course with curriculum, durations, price, access and a purchase hint', async () => {
    const id = await contentsIdOf('필러주입 기본기');
    const visitor = (await get(`/api/Contents/GetInfo/${id}`)).body.datas;
    expect(visitor).toMatchObject({
      contentsid: id,
      conttype: 'course',
      title: 'Filler injection fundamentals',
      instructor: 'Dr. Jihoon Park',
      level: 'beginner',
      lang: 'ko',
      price: 149000,
      listPrice: 199000,
      membershipIncluded: true,
      accessDays: 180,
      lifetime: false,
      lessonCount: 6,
      // Each demo lesson states its clip's real length (demo-videos.test.ts).
      totalDurationSec: 6 * DEMO_CLIP_SECONDS,
      freePreviewCount: 1,
      purchaseState: 'login_required',
    });
    expect(visitor.chapters).toHaveLength(2);
    expect(visitor.chapters[0].lessons[0]).toMatchObject({
      title: 'Orientation',
      durationSec: DEMO_CLIP_SECONDS,
      isFreePreview: true,
    });
    expect(visitor.description).toContain('<li>Case-based lectures</li>');
    const member = (await get(`/api/Contents/GetInfo/${id}`, { token: tokens.member })).body.datas;
    expect(member.purchaseState).toBe('purchasable');
    const lifetime = (await get(`/api/Contents/GetInfo/${await contentsIdOf('코·턱 필러 디자인')}`)).body
      .datas;
    expect(lifetime).toMatchObject({ accessDays: null, lifetime: true });
  });

  it('tells an enrolled member to go to the player, until the access expires', async () => {
    const id = await contentsIdOf('사각턱 보톡스 심화');
    const [member] = await testApp()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.member.email));
    const now = testApp().clock.now.getTime();
    const expiresAt = new Date(now + 30 * DAY);
    await testApp()
      .database.db.insert(enrolments)
      .values({
        userId: member!.id,
        contentsId: id,
        source: 'admin',
        startsAt: new Date(now),
        expiresAt,
      });
    const enrolled = (await get(`/api/Contents/GetInfo/${id}`, { token: tokens.member })).body.datas;
    expect(enrolled).toMatchObject({ purchaseState: 'enrolled', accessExpiresAt: expiresAt.toISOString() });
    const admin = (await get(`/api/Contents/GetInfo/${id}`, { token: tokens.admin })).body.datas;
    expect(admin.purchaseState).toBe('purchasable');
    testApp().clock.advance(31 * DAY);
    try {
      const expired = (await get(`/api/Contents/GetInfo/${id}`, { token: tokens.member })).body.datas;
      expect(expired).toMatchObject({ purchaseState: 'purchasable', accessExpiresAt: null });
    } finally {
      testApp().clock.advance(-31 * DAY);
    }
    const training = await contentsIdOf('실리프팅 실습 워크숍');
    expect(
      (await get(`/api/Contents/GetInfo/${training}`, { token: tokens.member })).body.datas.enrolled,
    ).toBe(false);
    await testApp()
      .database.db.insert(enrolments)
      .values({
        userId: member!.id,
        contentsId: training,
        source: 'admin',
        startsAt: new Date(now),
      });
    expect(
      (await get(`/api/Contents/GetInfo/${training}`, { token: tokens.member })).body.datas.enrolled,
    ).toBe(true);
  });

  it('reads the demo courses in Japanese with no English words in their titles, chapters or lessons', async () => {
    const courses = (await get('/api/Contents/search/campus?pageSize=48', { lang: 'ja' })).body.datas;
    expect(courses).toHaveLength(13);
    // A word with a small Latin letter is English; acronyms (HIFU) are written so in Japanese too.
    const english = /[A-Za-z]*[a-z][A-Za-z]*/g;
    const found: string[] = [];
    for (const { contentsid } of courses as { contentsid: number }[]) {
      const course = (await get(`/api/Contents/GetInfo/${contentsid}`, { lang: 'ja' })).body.datas;
      const texts: string[] = [course.title, course.summary];
      for (const chapter of course.chapters as { title: string; lessons: { title: string }[] }[])
        texts.push(chapter.title, ...chapter.lessons.map((lesson) => lesson.title));
      for (const text of texts) if (text.match(english)) found.push(text);
    }
    expect(found).toEqual([]);
    const filler = (
      await get(`/api/Contents/GetInfo/${await contentsIdOf('필러주입 기본기')}`, { lang: 'ja' })
    ).body.datas;
    expect(filler.chapters[0].title).toBe('基礎編：フィラー注入の基本');
  });

  it('sanitises the description HTML', async () => {
    const id = await contentsIdOf('상담 실장 실무');
    await testApp()
      .database.db.update(contents)
      .set({
        description: {
          en: '<p onclick="steal()">Hello<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe></p>',
        },
      })
      .where(eq(contents.id, id));
    const { description } = (await get(`/api/Contents/GetInfo/${id}`)).body.datas;
    expect(description).toContain('Hello');
    expect(description).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
  });

  it('answers a training session with venue, curriculum and why it is closed', async () => {
    const id = await contentsIdOf('보톡스 라이브 시연 세미나');
    const datas = (await get(`/api/Contents/GetInfo/${id}`)).body.datas;
    expect(datas).toMatchObject({
      conttype: 'training',
      edutype: 'seminar',
      venue: 'Seongsu Medical Lounge',
      venueAddress: '서울특별시 성동구 성수이로 45, 3층',
      instructor: 'Dr. Seoyeon Kim',
      seatsLeft: 0,
      recruittype: 'closed',
      closedReason: 'full',
      icsUrl: `/api/Contents/ics/${id}`,
    });
    expect(datas.curriculum).toContain('<li>Demonstration</li>');
    expect(new Date(datas.endsAt).getTime() - new Date(datas.startsAt).getTime()).toBe(3 * 3_600_000);
  });

  it('answers 404 in the envelope for an unknown or unpublished id; an admin previews unpublished', async () => {
    const missing = await get('/api/Contents/GetInfo/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      datas: null,
      code: 'NOT_FOUND',
      respMessage: 'This course or session does not exist or is no longer available.',
    });
    const id = await contentsIdOf('병원 온라인 마케팅');
    await testApp().database.db.update(contents).set({ isPublished: false }).where(eq(contents.id, id));
    try {
      expect((await get(`/api/Contents/GetInfo/${id}`)).status).toBe(404);
      expect((await get(`/api/Contents/GetInfo/${id}`, { token: tokens.member })).status).toBe(404);
      expect((await get(`/api/Contents/GetInfo/${id}`, { token: tokens.admin })).status).toBe(200);
      const search = (await get(`/api/Contents/search?schtext=${encodeURIComponent('온라인 마케팅')}`)).body;
      expect(search.total).toBe(0);
    } finally {
      await testApp().database.db.update(contents).set({ isPublished: true }).where(eq(contents.id, id));
    }
  });

  it('offers a training session as an .ics calendar file', async () => {
    const id = await contentsIdOf('필러 카데바 핸즈온 워크숍');
    const info = (await get(`/api/Contents/GetInfo/${id}`)).body.datas;
    const response = await get(`/api/Contents/ics/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="training-${id}.ics"`);
    for (const line of response.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // Long lines are folded: a line break followed by a space continues the previous line.
    const text = response.text.replace(/\r\n /g, '');
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`DTSTART:${stamp(info.startsAt)}\r\n`);
    expect(text).toContain(`DTEND:${stamp(info.endsAt)}\r\n`);
    expect(text).toContain('SUMMARY:Filler cadaver hands-on workshop\r\n');
    expect(text).toContain(
      'LOCATION:MEDIVENUS Gangnam Education Center\\, 서울특별시 강남구 테헤란로 123\\, 7층',
    );
    const course = await get(`/api/Contents/ics/${await contentsIdOf('필러주입 기본기')}`);
    expect(course.status).toBe(404);
  });
});

describe('caching of public catalogue answers', () => {
  const publicCalls = [
    '/api/Contents/main',
    '/api/Contents/main/campus',
    '/api/Contents/search/campus?sort=popular',
    '/api/Category/GetList?isactive=1&pcategoryid=0',
    '/api/Contents/search/training',
  ];

  it.each(publicCalls)('%s carries an ETag and answers 304 when it matches', async (url) => {
    const first = await get(url);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toContain('Accept-Language');
    const again = await get(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const stale = await get(url, { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(first.body);
  });

  it('serves from memory until an admin saves, then answers fresh data', async () => {
    const url = '/api/Category/GetList?isactive=1&pcategoryid=0';
    const first = await get(url);
    const anatomy = await categoryIdOf('Anatomy');
    // A change behind the API's back is not seen: the answer comes from the cache.
    await testApp()
      .database.db.update(categories)
      .set({ name: { ko: '해부학', en: 'Anatomy (db)', ja: '解剖学' } })
      .where(eq(categories.id, anatomy));
    const cached = await get(url);
    expect(cached.body).toEqual(first.body);
    expect(cached.headers.etag).toBe(first.headers.etag);
    // Per locale: Korean readers have their own entry.
    expect((await get(url, { lang: 'ko' })).body.datas[1].ctgrname).toBe('해부학');

    const saved = await apiClient(testApp()).post(
      '/api/Category/Save',
      {
        categoryid: anatomy,
        parentID: 0,
        names: { ko: '해부학', en: 'Anatomy and physiology', ja: '解剖学' },
        sort: 1,
      },
      { token: tokens.admin },
    );
    expect(saved.status).toBe(200);
    const fresh = await get(url, { headers: { 'if-none-match': first.headers.etag as string } });
    expect(fresh.status).toBe(200);
    const names = fresh.body.datas.map((c: { ctgrname: string }) => c.ctgrname);
    expect(names).toContain('Anatomy and physiology');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('a refused admin write does not invalidate, a failed one neither', async () => {
    const url = '/api/Contents/main/campus';
    const before = await get(url);
    await testApp()
      .database.db.update(categories)
      .set({ name: { ko: '병원 경영', en: 'Management (db)', ja: 'クリニック経営' } })
      .where(eq(categories.id, await categoryIdOf('Clinic management')));
    await apiClient(testApp()).post('/api/Category/Save', {}, { token: tokens.member });
    await apiClient(testApp()).post('/api/Category/Delete?id=99999', undefined, { token: tokens.admin });
    const after = await get(url);
    expect(after.headers.etag).toBe(before.headers.etag);
  });
});
