import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents, lessons } from '../../src/server/db/schema/catalogue';
import { lessonProgress } from '../../src/server/db/schema/learning';
import { apiClient } from '../fixtures/api-client';
import {
  createCourseWithLessons,
  createMember,
  createReadyVideo,
  makeClip,
  seededTokens,
} from '../fixtures/factories';
import { purchase } from '../fixtures/payment-flow';
import { type TestApp, useTestApp } from '../fixtures/test-app';
import { postFile } from '../fixtures/uploads';

const testApp = useTestApp({ listen: true });

function upload(t: TestApp, token: string, url: string, name: string, content: Buffer, type?: string) {
  return postFile(t, token, url, name, content, { type });
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every lesson of the course gets a finished video (as if uploaded and transcoded). */
async function giveReadyVideos(contentsId: number): Promise<void> {
  const { db } = testApp().database;
  const rows = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.contentsId, contentsId));
  for (const row of rows)
    await db
      .update(lessons)
      .set({ videoId: await createReadyVideo(testApp(), 60) })
      .where(eq(lessons.id, row.id));
}

async function topCategory(token: string): Promise<{ categoryid: number; subcategoryid: number }> {
  const list = await apiClient(testApp()).get('/api/Category/GetList', { token });
  const items = list.body.datas as { categoryid: number; parentID: number }[];
  const sub = items.find((item) => item.parentID !== 0)!;
  return { categoryid: sub.parentID, subcategoryid: sub.categoryid };
}

async function createCourse(token: string, title: string, extra: Record<string, unknown> = {}) {
  const category = await topCategory(token);
  const response = await apiClient(testApp()).post(
    '/api/Admin/Contents/Save',
    {
      conttype: 'course',
      ...category,
      title: { ko: `${title} 강의`, en: title },
      summary: { ko: '요약', en: 'A summary' },
      description: { ko: '<p>설명<script>alert(1)</script></p>', en: '<p onclick="x()">About</p>' },
      instructorName: { ko: '김강사', en: 'Dr Kim' },
      tags: ['zygoma'],
      price: 120_000,
      listPrice: 150_000,
      accessDays: 180,
      membershipIncluded: true,
      level: 'intermediate',
      thumbnailUrl: '/GetUrl/thumbnails/course.webp',
      ...extra,
    },
    { token },
  );
  expect(response.status, response.text).toBe(200);
  return response.body.datas as {
    contentsid: number;
    chapters: { chapterid: number; lessons: { lessonid: number }[] }[];
  };
}

async function auditActions(token: string): Promise<string[]> {
  const response = await apiClient(testApp()).get('/api/Admin/AuditLog?pageSize=200', { token });
  return response.body.datas.map((item: { action: string }) => item.action);
}

describe('admin catalogue: courses', () => {
  it('creates a course unpublished, publishes it and the public campus lists and finds it', async () => {
    const { admin } = await seededTokens(testApp());
    const course = await createCourse(admin, 'Thread lifting masterclass', {
      thumbnailUrl: null,
      description: { ko: '<p><br></p>', en: '<p>&nbsp;</p>' },
    });
    const campus = () =>
      apiClient(testApp())
        .get('/api/Contents/search/campus?pageSize=48')
        .then((response) => response.body.datas as { contentsid: number; title: string }[]);
    expect((await campus()).map((card) => card.contentsid)).not.toContain(course.contentsid);

    // Without an image, a description or a lesson, a course cannot go public.
    const refusal = async (lang: 'en' | 'ko' | 'ja') => {
      const response = await apiClient(testApp()).post(
        `/api/Admin/Contents/${course.contentsid}/Publish`,
        { published: true },
        { token: admin, lang },
      );
      return `${response.status} ${response.body.respMessage}`;
    };
    expect(await refusal('en')).toBe('400 A published course needs an image. Add one.');
    expect(await refusal('ko')).toBe('400 공개 강의에는 이미지가 필요합니다. 이미지를 추가하세요.');
    expect(await refusal('ja')).toBe('400 公開する講座には画像が必要です。画像を追加してください。');
    const detailNow = async () =>
      (await apiClient(testApp()).get(`/api/Admin/Contents/${course.contentsid}`, { token: admin })).body
        .datas;
    const resave = async (change: Record<string, unknown>) => {
      const saved = await apiClient(testApp()).post(
        '/api/Admin/Contents/Save',
        { ...(await detailNow()), ...change },
        { token: admin },
      );
      expect(saved.status, saved.text).toBe(200);
    };
    await resave({ thumbnailUrl: '/GetUrl/thumbnails/course.webp' });
    expect(await refusal('en')).toBe('400 A published course needs a description. Write one.');
    expect(await refusal('ko')).toBe('400 공개 강의에는 설명이 필요합니다. 설명을 입력하세요.');
    expect(await refusal('ja')).toBe('400 公開する講座には説明が必要です。説明を入力してください。');
    await resave({
      description: { ko: '<p>설명<script>alert(1)</script></p>', en: '<p onclick="x()">About</p>' },
    });

    const early = await apiClient(testApp()).post(
      `/api/Admin/Contents/${course.contentsid}/Publish`,
      { published: true },
      { token: admin },
    );
    expect(early.status).toBe(400);
    expect(early.body.respMessage).toBe('Add at least one lesson before publishing the course.');

    const chapter = await apiClient(testApp()).post(
      `/api/Admin/Contents/${course.contentsid}/Chapters/Save`,
      { title: { ko: '1장', en: 'Chapter 1' } },
      { token: admin },
    );
    const chapterid = chapter.body.datas.chapters[0].chapterid;
    await apiClient(testApp()).post(
      `/api/Admin/Contents/${course.contentsid}/Lessons/Save`,
      { chapterid, title: { ko: '오리엔테이션', en: 'Orientation' }, isFreePreview: true },
      { token: admin },
    );
    await apiClient(testApp()).post(
      `/api/Admin/Contents/${course.contentsid}/Lessons/Save`,
      { chapterid, title: { ko: '시술 시연', en: 'Live demonstration' } },
      { token: admin },
    );
    const publish = () =>
      apiClient(testApp()).post(
        `/api/Admin/Contents/${course.contentsid}/Publish`,
        { published: true },
        { token: admin },
      );
    const listed = async () =>
      (await apiClient(testApp()).get('/api/Admin/Contents?conttype=course&q=masterclass', { token: admin }))
        .body.datas[0];

    // Lessons without a ready video: nothing goes on sale, and the refusal names them.
    expect(await listed()).toMatchObject({ lessonCount: 2, readyVideoCount: 0 });
    const empty = await publish();
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({
      code: 'LESSONS_WITHOUT_VIDEO',
      respMessage:
        'These lessons have no ready video yet: Orientation, Live demonstration. Upload their videos and wait until they are ready before publishing.',
    });
    const korean = await apiClient(testApp()).post(
      `/api/Admin/Contents/${course.contentsid}/Publish`,
      { published: true },
      { token: admin, lang: 'ko' },
    );
    expect(korean.body.respMessage).toContain('오리엔테이션, 시술 시연');
    expect((await campus()).map((card) => card.contentsid)).not.toContain(course.contentsid);

    await giveReadyVideos(course.contentsid);
    expect(await listed()).toMatchObject({ lessonCount: 2, readyVideoCount: 2 });
    const published = await publish();
    expect(published.status).toBe(200);
    expect(published.body.datas).toMatchObject({ isPublished: true });

    const card = (await campus()).find((item) => item.contentsid === course.contentsid);
    expect(card).toMatchObject({ title: 'Thread lifting masterclass', price: 120_000 });
    // search_text follows the saved texts (Korean title too).
    const search = await apiClient(testApp()).get(
      `/api/Contents/search?schtext=${encodeURIComponent('lifting master')}`,
    );
    expect(search.body.datas.map((hit: { contentsid: number }) => hit.contentsid)).toContain(
      course.contentsid,
    );
    // The description is sanitised when stored.
    const detail = await apiClient(testApp()).get(`/api/Admin/Contents/${course.contentsid}`, {
      token: admin,
    });
    expect(detail.body.datas.description).toMatchObject({ ko: '<p>설명</p>', en: '<p>About</p>' });
    // And when read for the editor: markup stored past the API (an import, an older policy) is
    // reduced to the policy the public pages use before the console loads it.
    await testApp()
      .database.db.update(contents)
      .set({
        description: {
          ko: '<p>설명<img src="/GetUrl/x.png" onerror="alert(1)"></p><script>alert(2)</script>',
        },
      })
      .where(eq(contents.id, course.contentsid));
    expect((await detailNow()).description).toEqual({
      ko: '<p>설명<img src="/GetUrl/x.png" /></p>',
      en: '',
      ja: '',
    });

    // On sale, it keeps its image and description: a save that drops either is refused.
    const dropped = await apiClient(testApp()).post(
      '/api/Admin/Contents/Save',
      { ...(await detailNow()), thumbnailUrl: null },
      { token: admin },
    );
    expect(`${dropped.status} ${dropped.body.respMessage}`).toBe(
      '400 A published course needs an image. Add one.',
    );

    // Unpublishing takes it off the campus at once (the public cache is dropped).
    await apiClient(testApp()).post(
      `/api/Admin/Contents/${course.contentsid}/Publish`,
      { published: false },
      { token: admin },
    );
    expect((await campus()).map((item) => item.contentsid)).not.toContain(course.contentsid);

    const actions = await auditActions(admin);
    expect(actions).toEqual(
      expect.arrayContaining([
        'course.create',
        'course.publish',
        'course.unpublish',
        'chapter.create',
        'lesson.create',
      ]),
    );
  });

  it('keeps a lesson added to a published course without a video off the course page, its card, the player and progress until a video is uploaded', async () => {
    const { admin } = await seededTokens(testApp());
    const course = await createCourse(admin, 'Published then extended', { price: 30_000 });
    const url = `/api/Admin/Contents/${course.contentsid}`;
    const chapter = await apiClient(testApp()).post(
      `${url}/Chapters/Save`,
      { title: { ko: '1장', en: 'Chapter 1' } },
      { token: admin },
    );
    const chapterid = chapter.body.datas.chapters[0].chapterid;
    await apiClient(testApp()).post(
      `${url}/Lessons/Save`,
      { chapterid, title: { ko: '오리엔테이션', en: 'Orientation' } },
      { token: admin },
    );
    await giveReadyVideos(course.contentsid);
    expect(
      (await apiClient(testApp()).post(`${url}/Publish`, { published: true }, { token: admin })).status,
    ).toBe(200);
    const buyer = await createMember(testApp());
    expect((await purchase(testApp(), buyer, { contentsid: course.contentsid })).confirmed?.status).toBe(200);
    const [first] = await testApp()
      .database.db.select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.contentsId, course.contentsid));
    await testApp().database.db.insert(lessonProgress).values({
      userId: buyer.id,
      lessonId: first!.id,
      contentsId: course.contentsid,
      completedAt: testApp().clock.now,
      updatedAt: testApp().clock.now,
    });

    // The console's flow: the lesson is saved first, its video uploaded afterwards.
    const added = await apiClient(testApp()).post(
      `${url}/Lessons/Save`,
      { chapterid, title: { ko: '시술 시연', en: 'Live demonstration' } },
      { token: admin },
    );
    expect(added.status).toBe(200);
    const newLesson = added.body.datas.chapters[0].lessons[1].lessonid as number;

    const seen = async () => {
      const detail = (await apiClient(testApp()).get(`/api/Contents/GetInfo/${course.contentsid}`)).body
        .datas;
      const card = (
        await apiClient(testApp()).get('/api/Contents/search/campus?pageSize=48')
      ).body.datas.find((item: { contentsid: number }) => item.contentsid === course.contentsid);
      const player = (
        await apiClient(testApp()).get(`/api/Learning/Player/${course.contentsid}`, { token: buyer.token })
      ).body.datas;
      const mine = (
        await apiClient(testApp()).get('/api/Learning/MyCourses', { token: buyer.token })
      ).body.datas.find((item: { contentsid: number }) => item.contentsid === course.contentsid);
      const titles = (chapters: { lessons: { title: string }[] }[]) =>
        chapters.flatMap((item) => item.lessons.map((lesson) => lesson.title));
      return {
        page: titles(detail.chapters),
        card: card.lessonCount,
        player: titles(player.chapters),
        progress: [player.progressRate, mine.progressRate, mine.totalLessons],
      };
    };
    expect(await seen()).toEqual({
      page: ['Orientation'],
      card: 1,
      player: ['Orientation'],
      progress: [100, 100, 1],
    });
    // The console still lists it, with its missing video.
    const listed = await apiClient(testApp()).get(
      `/api/Admin/Contents?conttype=course&q=${encodeURIComponent('Published then')}`,
      { token: admin },
    );
    expect(listed.body.datas[0]).toMatchObject({ lessonCount: 2, readyVideoCount: 1 });

    const uploaded = await upload(
      testApp(),
      admin,
      `${url}/Lessons/${newLesson}/Video`,
      'demo.mp4',
      await readFile(await makeClip(2, 1)),
      'video/mp4',
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(await seen()).toEqual({
      page: ['Orientation', 'Live demonstration'],
      card: 2,
      player: ['Orientation', 'Live demonstration'],
      progress: [50, 50, 2],
    });
  });

  it('records the previous and the new values when a course is edited', async () => {
    const { admin } = await seededTokens(testApp());
    const course = await createCourse(admin, 'Filler basics');
    const category = await topCategory(admin);
    const saved = await apiClient(testApp()).post(
      '/api/Admin/Contents/Save',
      {
        conttype: 'course',
        contentsid: course.contentsid,
        ...category,
        title: { ko: '필러 기초', en: 'Filler basics' },
        price: 90_000,
        accessDays: null,
      },
      { token: admin },
    );
    expect(saved.body.datas).toMatchObject({ price: 90_000, accessDays: null, listPrice: null });
    const log = await apiClient(testApp()).get('/api/Admin/AuditLog?action=course.update', { token: admin });
    expect(log.body.datas[0]).toMatchObject({
      target: String(course.contentsid),
      before: { price: 120_000, accessDays: 180 },
      after: { price: 90_000, accessDays: null },
    });
  });

  it('refuses a subcategory of another category', async () => {
    const { admin } = await seededTokens(testApp());
    const list = await apiClient(testApp()).get('/api/Category/GetList', { token: admin });
    const items = list.body.datas as { categoryid: number; parentID: number }[];
    const sub = items.find((item) => item.parentID !== 0)!;
    const otherTop = items.find((item) => item.parentID === 0 && item.categoryid !== sub.parentID)!;
    const response = await apiClient(testApp()).post(
      '/api/Admin/Contents/Save',
      {
        conttype: 'course',
        categoryid: otherTop.categoryid,
        subcategoryid: sub.categoryid,
        title: { ko: '잘못된 분류' },
        price: 0,
      },
      { token: admin },
    );
    expect(response.status).toBe(400);
    expect(response.body.respMessage).toBe('The subcategory must belong to the chosen category.');
  });

  it('reorders chapters and lessons, moving a lesson to another chapter; a stale order is refused', async () => {
    const { admin } = await seededTokens(testApp());
    const course = await createCourse(admin, 'Reorder me');
    const url = `/api/Admin/Contents/${course.contentsid}`;
    for (const title of ['A', 'B'])
      await apiClient(testApp()).post(`${url}/Chapters/Save`, { title: { ko: title } }, { token: admin });
    let detail = (await apiClient(testApp()).get(url, { token: admin })).body.datas;
    const [a, b] = detail.chapters.map((chapter: { chapterid: number }) => chapter.chapterid);
    for (const [chapterid, title] of [
      [a, 'a1'],
      [a, 'a2'],
      [b, 'b1'],
    ] as const)
      await apiClient(testApp()).post(
        `${url}/Lessons/Save`,
        { chapterid, title: { ko: title } },
        { token: admin },
      );
    detail = (await apiClient(testApp()).get(url, { token: admin })).body.datas;
    const id = (title: string) =>
      detail.chapters
        .flatMap((chapter: { lessons: { lessonid: number; title: { ko: string } }[] }) => chapter.lessons)
        .find((lesson: { title: { ko: string } }) => lesson.title.ko === title).lessonid;

    // B first; a2 moves into B ahead of b1; a1 stays alone in A.
    const order = await apiClient(testApp()).post(
      `${url}/Curriculum/Order`,
      {
        chapters: [
          { chapterid: b, lessons: [id('a2'), id('b1')] },
          { chapterid: a, lessons: [id('a1')] },
        ],
      },
      { token: admin },
    );
    expect(order.status).toBe(200);
    const titles = order.body.datas.chapters.map(
      (chapter: { title: { ko: string }; lessons: { title: { ko: string } }[] }) => [
        chapter.title.ko,
        chapter.lessons.map((lesson) => lesson.title.ko),
      ],
    );
    expect(titles).toEqual([
      ['B', ['a2', 'b1']],
      ['A', ['a1']],
    ]);
    // The public curriculum follows.
    await giveReadyVideos(course.contentsid);
    await apiClient(testApp()).post(`${url}/Publish`, { published: true }, { token: admin });
    const info = await apiClient(testApp()).get(`/api/Contents/GetInfo/${course.contentsid}`);
    expect(
      info.body.datas.chapters.map((chapter: { lessons: { title: string }[] }) =>
        chapter.lessons.map((lesson) => lesson.title),
      ),
    ).toEqual([['a2', 'b1'], ['a1']]);

    // An order that forgets a lesson (someone added one meanwhile) changes nothing.
    const stale = await apiClient(testApp()).post(
      `${url}/Curriculum/Order`,
      { chapters: [{ chapterid: a, lessons: [id('a1'), id('a2'), id('b1')] }] },
      { token: admin },
    );
    expect(stale.status).toBe(409);

    // A chapter with lessons is not deleted; an emptied one is.
    const full = await apiClient(testApp()).post(`${url}/Chapters/Delete?id=${a}`, undefined, {
      token: admin,
    });
    expect(full.status).toBe(409);
    await apiClient(testApp()).post(`${url}/Lessons/Delete?id=${id('a1')}`, undefined, { token: admin });
    const emptied = await apiClient(testApp()).post(`${url}/Chapters/Delete?id=${a}`, undefined, {
      token: admin,
    });
    expect(emptied.status).toBe(200);
    expect(emptied.body.datas.chapters).toHaveLength(1);
  });

  it('deletes a course nobody bought, not one that has orders', async () => {
    const { admin } = await seededTokens(testApp());
    const course = await createCourse(admin, 'Created by mistake');
    const gone = await apiClient(testApp()).post(
      `/api/Admin/Contents/Delete?id=${course.contentsid}`,
      undefined,
      { token: admin },
    );
    expect(gone.status).toBe(200);
    expect(
      (await apiClient(testApp()).get(`/api/Admin/Contents/${course.contentsid}`, { token: admin })).status,
    ).toBe(404);
    expect(await auditActions(admin)).toContain('course.delete');
  });

  it('keeps a course a member watched through the membership, with no order, and says why', async () => {
    const { admin } = await seededTokens(testApp());
    const watcher = await createMember(testApp());
    const course = await createCourseWithLessons(testApp(), { membershipIncluded: true }, [
      { videoId: null },
    ]);
    await testApp().database.db.insert(lessonProgress).values({
      userId: watcher.id,
      lessonId: course.lessonIds[0]!,
      contentsId: course.contentsId,
      positionSec: 120,
      watchedSec: 120,
      updatedAt: testApp().clock.now,
    });
    const remove = (lang: string) =>
      apiClient(testApp(), { lang }).post(`/api/Admin/Contents/Delete?id=${course.contentsId}`, undefined, {
        token: admin,
      });

    const refused = await remove('en');
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.respMessage).toBe(
      'This course or session has orders, enrolments, learner progress or coupons and cannot be deleted; unpublish it instead.',
    );
    expect((await remove('ko')).body.respMessage).toBe(
      '주문, 수강·학습 기록 또는 쿠폰이 있어 삭제할 수 없습니다. 대신 비공개로 전환하세요.',
    );
    const kept = await apiClient(testApp()).get(`/api/Admin/Contents/${course.contentsId}`, { token: admin });
    expect(kept.status).toBe(200);
    expect(kept.body.datas.chapters[0].lessons).toHaveLength(1);
  });
});

describe('admin catalogue: uploads', () => {
  it('stores a real image as a thumbnail served by /GetUrl', async () => {
    const { admin } = await seededTokens(testApp());
    const response = await upload(
      testApp(),
      admin,
      '/api/Admin/Contents/Thumbnail',
      'cover.png',
      PNG_1PX,
      'image/png',
    );
    expect(response.status, response.text).toBe(200);
    const url = response.body.datas.thumbnailUrl as string;
    expect(url).toMatch(/^\/GetUrl\/thumbnails\/[0-9a-f]{24}\.png$/);
    const served = await testApp().app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // The picture encoded again (uploads.test.ts), still a PNG.
    expect(served.rawPayload.subarray(0, 8).equals(PNG_1PX.subarray(0, 8))).toBe(true);
    expect(await auditActions(admin)).toContain('upload.thumbnail');
  });

  it('refuses text named .jpg, whatever the declared type', async () => {
    const { admin } = await seededTokens(testApp());
    const response = await upload(
      testApp(),
      admin,
      '/api/Admin/Contents/Thumbnail',
      'photo.jpg',
      Buffer.from('<script>alert(1)</script> not an image'),
      'image/jpeg',
    );
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({
      success: false,
      code: 'UPLOAD_TYPE',
      respMessage: 'This file type is not accepted. Allowed: JPEG, PNG, WebP, GIF, AVIF.',
    });
  });

  it('refuses an image over 5 MB', async () => {
    const { admin } = await seededTokens(testApp());
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    PNG_1PX.copy(big);
    const response = await upload(
      testApp(),
      admin,
      '/api/Admin/Contents/Thumbnail',
      'huge.png',
      big,
      'image/png',
    );
    expect(response.status).toBe(413);
    expect(response.body.respMessage).toBe('The file is too large (at most 5 MB).');
  });

  it('refuses a request without a file', async () => {
    const { admin } = await seededTokens(testApp());
    const response = await apiClient(testApp()).post(
      '/api/Admin/Contents/Thumbnail',
      { file: 'nothing' },
      { token: admin },
    );
    expect(response.status).toBe(400);
    expect(response.body.respMessage).toBe('Choose a file to upload.');
  });

  it('transcodes an uploaded lesson video while reporting its state, and the lesson takes its length', async () => {
    const { admin } = await seededTokens(testApp());
    const course = await createCourse(admin, 'Video lesson');
    const url = `/api/Admin/Contents/${course.contentsid}`;
    const chapter = await apiClient(testApp()).post(
      `${url}/Chapters/Save`,
      { title: { ko: '1장' } },
      { token: admin },
    );
    const lesson = await apiClient(testApp()).post(
      `${url}/Lessons/Save`,
      { chapterid: chapter.body.datas.chapters[0].chapterid, title: { ko: '영상' } },
      { token: admin },
    );
    const lessonid = lesson.body.datas.chapters[0].lessons[0].lessonid;

    const refused = await upload(
      testApp(),
      admin,
      `${url}/Lessons/${lessonid}/Video`,
      'lecture.mp4',
      Buffer.from('hello'),
    );
    expect(refused.status).toBe(415);

    const clip = await readFile(await makeClip(4, 2));
    const uploaded = await upload(
      testApp(),
      admin,
      `${url}/Lessons/${lessonid}/Video`,
      'lecture.mp4',
      clip,
      'video/mp4',
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    const videoid = uploaded.body.datas.videoid as number;
    expect(uploaded.body.datas).toMatchObject({ originalName: 'lecture.mp4' });
    expect(['uploaded', 'transcoding']).toContain(uploaded.body.datas.status);

    // What the console's progress bar polls.
    const seen = new Set<string>();
    let status: { status: string; progress: number; durationSec: number | null } | undefined;
    for (let attempt = 0; attempt < 600; attempt++) {
      status = (await apiClient(testApp()).get(`/api/Admin/Videos/${videoid}`, { token: admin })).body.datas;
      seen.add(status!.status);
      if (status?.status === 'ready' || status?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toMatchObject({ status: 'ready', progress: 100, durationSec: 4 });
    expect([...seen]).toContain('transcoding');
    const detail = await apiClient(testApp()).get(url, { token: admin });
    expect(detail.body.datas.chapters[0].lessons[0]).toMatchObject({
      durationSec: 4,
      video: { videoid, status: 'ready' },
    });
    const log = await apiClient(testApp()).get('/api/Admin/AuditLog?action=lesson.uploadVideo', {
      token: admin,
    });
    expect(log.body.datas[0]).toMatchObject({
      targetType: 'lesson',
      target: String(lessonid),
      after: { videoId: videoid, file: 'lecture.mp4', size: clip.length },
    });
  }, 90_000);

  it('accepts WebVTT captions per language and refuses other text', async () => {
    const { admin } = await seededTokens(testApp());
    const course = await createCourse(admin, 'Captioned');
    const url = `/api/Admin/Contents/${course.contentsid}`;
    const chapter = await apiClient(testApp()).post(
      `${url}/Chapters/Save`,
      { title: { ko: '1장' } },
      { token: admin },
    );
    const lesson = await apiClient(testApp()).post(
      `${url}/Lessons/Save`,
      { chapterid: chapter.body.datas.chapters[0].chapterid, title: { ko: '자막' } },
      { token: admin },
    );
    const lessonid = lesson.body.datas.chapters[0].lessons[0].lessonid;
    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\n안녕하세요\n');
    const saved = await upload(
      testApp(),
      admin,
      `${url}/Lessons/${lessonid}/Captions?lang=ko`,
      'ko.vtt',
      vtt,
    );
    expect(saved.status, saved.text).toBe(200);
    const captions = saved.body.datas.chapters[0].lessons[0].captions as { lang: string; url: string }[];
    expect(captions).toEqual([
      { lang: 'ko', url: expect.stringMatching(/^\/GetUrl\/captions\/[0-9a-f]{24}\.vtt$/) },
    ]);
    const served = await testApp().app.inject({ method: 'GET', url: captions[0]!.url });
    expect(served.headers['content-type']).toContain('text/vtt');
    expect(served.body).toContain('안녕하세요');

    const srt = Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nHello\n');
    const refused = await upload(
      testApp(),
      admin,
      `${url}/Lessons/${lessonid}/Captions?lang=en`,
      'en.vtt',
      srt,
    );
    expect(refused.status).toBe(415);

    const removed = await apiClient(testApp()).post(
      `${url}/Lessons/${lessonid}/Captions/Delete?lang=ko`,
      undefined,
      { token: admin },
    );
    expect(removed.body.datas.chapters[0].lessons[0].captions).toEqual([]);
  });
});

describe('admin catalogue: training sessions', () => {
  it('creates a session, lists a paying member as attendee with the order, and checks attendance', async () => {
    const { admin } = await seededTokens(testApp());
    const t = testApp();
    const category = await topCategory(admin);
    const startsAt = new Date(t.clock.now.getTime() + 20 * 86_400_000);
    const created = await apiClient(t).post(
      '/api/Admin/Contents/Save',
      {
        conttype: 'training',
        categoryid: category.categoryid,
        subcategoryid: null,
        title: { ko: '보톡스 핸즈온', en: 'Botox hands-on' },
        edutype: 'hands_on',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
        venueName: { ko: '강남 교육장', en: 'Gangnam centre' },
        venueAddress: '서울 강남구 테헤란로 1',
        capacity: 2,
        price: 50_000,
        recruitDeadline: new Date(startsAt.getTime() - 86_400_000).toISOString(),
        curriculum: { ko: '<ol><li>이론</li><li>실습</li></ol>' },
      },
      { token: admin },
    );
    expect(created.status, created.text).toBe(200);
    const contentsid = created.body.datas.contentsid as number;
    expect(created.body.datas).toMatchObject({ recruittype: 'open', isPublished: false, capacity: 2 });
    await apiClient(t).post(
      `/api/Admin/Contents/${contentsid}/Publish`,
      { published: true },
      { token: admin },
    );

    const member = await createMember(t);
    const bought = await purchase(t, member, { contentsid });
    expect(bought.confirmed?.status).toBe(200);
    const second = await purchase(t, await createMember(t), { contentsid });
    expect(second.confirmed?.status).toBe(200);

    const attendees = await apiClient(t).get(`/api/Admin/Contents/${contentsid}/Attendees`, { token: admin });
    expect(attendees.status).toBe(200);
    expect(attendees.body.datas).toHaveLength(2);
    const [attendee] = attendees.body.datas;
    expect(attendee).toMatchObject({
      email: member.email,
      name: '구매자',
      mobile: '01098765432',
      amount: 50_000,
      orderStatus: 'done',
      attendedAt: null,
    });
    expect(attendee.orderId).toBeTruthy();

    const checked = await apiClient(t).post(
      `/api/Admin/Contents/${contentsid}/Attendees/${attendee.enrolmentid}/Attendance`,
      { attended: true },
      { token: admin },
    );
    expect(checked.body.datas.attendedAt).toBe(t.clock.now.toISOString());
    const again = await apiClient(t).get(`/api/Admin/Contents/${contentsid}/Attendees`, { token: admin });
    expect(again.body.datas[0].attendedAt).toBe(t.clock.now.toISOString());
    // Another session's id cannot reach this enrolment.
    const wrong = await apiClient(t).post(
      `/api/Admin/Contents/${contentsid + 1000}/Attendees/${attendee.enrolmentid}/Attendance`,
      { attended: false },
      { token: admin },
    );
    expect(wrong.status).toBe(404);

    // Capacity cannot drop below the seats already taken; closing recruitment shows on the public card.
    const shrink = await apiClient(t).post(
      '/api/Admin/Contents/Save',
      { ...created.body.datas, capacity: 1 },
      { token: admin },
    );
    expect(shrink.status).toBe(400);
    expect(shrink.body.respMessage).toBe('Enter a value of at least 2');
    const closed = await apiClient(t).post(
      `/api/Admin/Contents/${contentsid}/Recruitment`,
      { closed: true },
      { token: admin },
    );
    expect(closed.body.datas.recruittype).toBe('closed');
    const card = await apiClient(t).get(`/api/Contents/GetInfo/${contentsid}`);
    expect(card.body.datas).toMatchObject({ recruittype: 'closed', closedReason: 'closed' });

    const actions = await auditActions(admin);
    expect(actions).toEqual(
      expect.arrayContaining([
        'training.create',
        'enrolment.attendance',
        'training.viewAttendees',
        'training.closeRecruitment',
      ]),
    );
  });

  it('lists sessions and courses separately, filtered by published state and text', async () => {
    const { admin } = await seededTokens(testApp());
    const trainings = await apiClient(testApp()).get('/api/Admin/Contents?conttype=training&published=1', {
      token: admin,
    });
    expect(trainings.status).toBe(200);
    const items = trainings.body.datas as { conttype: string; isPublished: boolean }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.conttype === 'training' && item.isPublished)).toBe(true);
    const drafts = await apiClient(testApp()).get(
      '/api/Admin/Contents?conttype=course&published=0&q=filler',
      { token: admin },
    );
    expect(drafts.body.datas.map((item: { title: string }) => item.title)).toContain('Filler basics');
  });
});

describe('admin catalogue: access', () => {
  it('refuses members (403) and visitors (401) on every catalogue call, uploads included', async () => {
    const { member } = await seededTokens(testApp());
    const routes = testApp().app.routeTable.filter(
      (route) => route.url.startsWith('/api/Admin/Contents') || route.url.startsWith('/api/Admin/Videos'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1');
      const visitor = await apiClient(testApp()).send(route.method as 'GET', url);
      expect(visitor.status, `${route.method} ${url}`).toBe(401);
      const asMember =
        route.method === 'POST'
          ? await upload(testApp(), member, url, 'x.png', PNG_1PX)
          : await apiClient(testApp()).get(url, { token: member });
      expect(asMember.status, `${route.method} ${url}`).toBe(403);
    }
  });
});
