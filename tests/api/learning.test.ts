import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { videos } from '../../src/server/db/schema/catalogue';
import { ingestVideo, runPendingVideos } from '../../src/server/integrations/video/video-pipeline';
import { apiClient } from '../fixtures/api-client';
import {
  createCourseWithLessons,
  createEnrolment,
  createMember,
  createMembership,
  createReadyVideo,
  DAY,
  type Member,
  makeClip,
  videoRow,
} from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp({ seed: false });

let clipVideo: number;
let freeVideo: number;
let longVideo: number;
let memberVideo: number;
let course: { contentsId: number; lessonIds: number[] };
let membershipCourse: { contentsId: number; lessonIds: number[] };
const people = {} as Record<'stranger' | 'buyer' | 'expired' | 'subscriber' | 'lapsed', Member>;

const source = (member: Member | null, videoId: number, lang = 'en') =>
  apiClient(testApp(), { token: member?.token ?? null }).get(`/api/Contents/GetVideoSourceUrl/${videoId}`, {
    lang: lang,
  });

const media = (url: string, headers: Record<string, string> = {}) =>
  testApp().app.inject({ method: 'GET', url, headers });

const save = (member: Member, lessonid: number, positionSec: number, watchedSec: number) =>
  apiClient(testApp(), { token: member.token }).post('/api/Learning/SaveProgress', {
    lessonid,
    positionSec,
    watchedSec,
  });

beforeAll(async () => {
  const { app, clock } = testApp();
  const clip = await makeClip(6);
  clipVideo = await ingestVideo(app.ctx, clip);
  await runPendingVideos(app.ctx);
  freeVideo = await createReadyVideo(testApp(), 300);
  longVideo = await createReadyVideo(testApp(), 600);
  memberVideo = await createReadyVideo(testApp(), 300);
  course = await createCourseWithLessons(testApp(), { price: 99_000 }, [
    { videoId: freeVideo, free: true },
    { videoId: clipVideo },
    { videoId: longVideo },
  ]);
  membershipCourse = await createCourseWithLessons(testApp(), { price: 129_000, membershipIncluded: true }, [
    { videoId: memberVideo },
  ]);
  for (const name of ['stranger', 'buyer', 'expired', 'subscriber', 'lapsed'] as const) {
    people[name] = await createMember(testApp());
  }
  const now = clock.now;
  await createEnrolment(testApp(), people.buyer.id, course.contentsId, new Date(now.getTime() + 30 * DAY));
  await createEnrolment(testApp(), people.expired.id, course.contentsId, new Date(now.getTime() - DAY));
  await createMembership(testApp(), people.subscriber.id, true);
  await createMembership(testApp(), people.lapsed.id, false);
}, 120_000);

describe('GetVideoSourceUrl: who may watch', () => {
  it('asks a visitor to log in', async () => {
    const response = await source(null, clipVideo);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('AUTH_REQUIRED');
  });

  it('refuses a member who is not enrolled', async () => {
    const response = await source(people.stranger, clipVideo);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, code: 'NOT_ENROLLED', datas: null });
    expect(response.body.respMessage).toBe('You are not enrolled in this course.');
  });

  it('opens a free-preview lesson to any member', async () => {
    const response = await source(people.stranger, freeVideo);
    expect(response.status).toBe(200);
    expect(response.body.datas).toMatchObject({ status: 'ready', videoid: freeVideo });
    expect(response.body.datas.url).toMatch(new RegExp(`^/media/videos/${freeVideo}/[^/]+/master\\.m3u8$`));
  });

  it('gives an enrolled member a URL valid for about ten minutes', async () => {
    const response = await source(people.buyer, clipVideo);
    expect(response.status).toBe(200);
    const datas = response.body.datas;
    expect(datas.status).toBe('ready');
    expect(datas.durationSec).toBe(6);
    const lifetime = Date.parse(datas.expiresAt) - testApp().clock.now.getTime();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
  });

  it('tells a member whose access expired so, in their language', async () => {
    const response = await source(people.expired, clipVideo, 'ko');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ACCESS_EXPIRED');
    expect(response.body.respMessage).toContain('수강 기간이 만료되었습니다');
  });

  it('opens membership courses during an active membership and closes them after it ended', async () => {
    expect((await source(people.subscriber, memberVideo)).status).toBe(200);
    const ended = await source(people.lapsed, memberVideo);
    expect(ended.status).toBe(403);
    expect(ended.body.code).toBe('MEMBERSHIP_ENDED');
    // A membership does not open courses that are not part of it.
    expect((await source(people.subscriber, clipVideo)).body.code).toBe('NOT_ENROLLED');
    // Buying one course does not open the membership's courses.
    expect((await source(people.buyer, memberVideo)).body.code).toBe('NOT_ENROLLED');
  });

  it('answers 404 for a video no lesson uses', async () => {
    const orphan = await createReadyVideo(testApp(), 30);
    expect((await source(people.buyer, orphan)).status).toBe(404);
    expect((await source(people.buyer, 999_999)).status).toBe(404);
  });

  it("says 'preparing' with the progress while a video is still transcoding", async () => {
    const { database } = testApp();
    const pending = await createReadyVideo(testApp(), 0);
    await database.db
      .update(videos)
      .set({ status: 'transcoding', progress: 42 })
      .where(eq(videos.id, pending));
    await createCourseWithLessons(testApp(), {}, [{ videoId: pending, free: true }]);
    const response = await source(people.stranger, pending);
    expect(response.status).toBe(200);
    expect(response.body.datas).toMatchObject({ status: 'preparing', progress: 42, url: null });
  });
});

describe('signed media URLs', () => {
  let master: string;
  let base: string;

  beforeAll(async () => {
    master = (await source(people.buyer, clipVideo)).body.datas.url;
    base = master.slice(0, -'/master.m3u8'.length);
  });

  it('serve the master and rendition playlists, the key and the segments to the holder', async () => {
    const masterResponse = await media(master);
    expect(masterResponse.statusCode).toBe(200);
    expect(masterResponse.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(masterResponse.body).toContain('v360p/index.m3u8');
    expect(masterResponse.body).toContain('v720p/index.m3u8');

    const rendition = await media(`${base}/v720p/index.m3u8`);
    expect(rendition.statusCode).toBe(200);
    expect(rendition.body).toMatch(/#EXT-X-KEY:METHOD=AES-128,URI="\.\.\/enc\.key",IV=0x[0-9a-f]{32}/i);
    expect(rendition.body).toContain('seg000.ts');

    const key = await media(`${base}/enc.key`);
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload.length).toBe(16);
    expect(key.headers['cache-control']).toBe('no-store');

    const segment = await media(`${base}/v360p/seg000.ts`);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // Encrypted: a clear MPEG-TS segment would start with the sync byte 0x47.
    expect(segment.rawPayload[0] === 0x47 && segment.rawPayload[188] === 0x47).toBe(false);

    const poster = await media(`${base}/poster.jpg`);
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('are refused when tampered with', async () => {
    const token = base.split('/').pop()!;
    const [user, expires, mac] = token.split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `/media/videos/${clipVideo}/${user}.${expires}.${flipped}/enc.key`,
      `/media/videos/${clipVideo}/${user}.${Number(expires) + 3600}.${mac}/enc.key`,
      `/media/videos/${freeVideo}/${token}/master.m3u8`,
      `/media/videos/${clipVideo}/not-a-token/v360p/seg000.ts`,
    ];
    for (const url of forged) {
      const response = await media(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('MEDIA_LINK_INVALID');
    }
  });

  it('are refused when another member uses them', async () => {
    // The URL rewritten to the other member's id no longer matches its signature…
    const token = base.split('/').pop()!;
    const stolen = token.replace(/^\d+\./, `${people.stranger.id}.`);
    const rewritten = await media(`/media/videos/${clipVideo}/${stolen}/v360p/index.m3u8`);
    expect(rewritten.statusCode).toBe(403);
    expect(rewritten.json().code).toBe('MEDIA_LINK_INVALID');
    // …and sent with the other member's session it is refused as theirs.
    const replayed = await media(`${base}/enc.key`, { authorization: `Bearer ${people.stranger.token}` });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().code).toBe('MEDIA_OTHER_MEMBER');
    expect(
      (await media(`${base}/enc.key`, { authorization: `Bearer ${people.buyer.token}` })).statusCode,
    ).toBe(200);
  });

  it('never reach files outside the HLS tree, and private storage is not public', async () => {
    for (const path of ['source.mp4', '..%2F..%2Fuploads', 'v1080p/index.m3u8', 'v360p/seg000.ts.bak']) {
      expect((await media(`${base}/${path}`)).statusCode, path).toBe(404);
    }
    const { app } = testApp();
    for (const url of ['/GetUrl/private/videos', '/GetUrl/videos/enc.key']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('are refused once expired, with a clear message', async () => {
    testApp().clock.advance(11 * 60_000);
    for (const path of ['master.m3u8', 'v360p/seg000.ts', 'enc.key']) {
      const response = await media(`${base}/${path}`);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({ code: 'MEDIA_LINK_EXPIRED' });
    }
    // A fresh URL from the API works again.
    const fresh = (await source(people.buyer, clipVideo)).body.datas.url;
    expect((await media(fresh)).statusCode).toBe(200);
  });
});

describe('progress', () => {
  it('is saved with one idempotent call and resumes in the player', async () => {
    const lesson = course.lessonIds[1]!;
    const first = await save(people.buyer, lesson, 2, 2);
    expect(first.status).toBe(200);
    expect(first.body.datas).toMatchObject({
      lessonid: lesson,
      positionSec: 2,
      watchedSec: 2,
      completed: false,
    });
    const again = await save(people.buyer, lesson, 2, 2);
    expect(again.body.datas).toEqual(first.body.datas);
    // A late save with fewer watched seconds does not take any back.
    const late = await save(people.buyer, lesson, 1, 1);
    expect(late.body.datas).toMatchObject({ positionSec: 1, watchedSec: 2 });

    const player = await apiClient(testApp(), { token: people.buyer.token }).get(
      `/api/Learning/Player/${course.contentsId}`,
    );
    expect(player.status).toBe(200);
    expect(player.body.datas.lastLessonId).toBe(lesson);
    const saved = player.body.datas.chapters[0].lessons[1];
    expect(saved).toMatchObject({
      lessonid: lesson,
      positionSec: 1,
      watchedSec: 2,
      completed: false,
      playable: true,
    });
  });

  it('completes a lesson at 90% of its video and counts it in the course rate', async () => {
    const lesson = course.lessonIds[1]!; // the 6-second clip: 90% is 6 s rounded up
    testApp().clock.advance(5_000);
    const almost = await save(people.buyer, lesson, 4, 5);
    expect(almost.body.datas).toMatchObject({ completed: false, progressRate: 0 });
    testApp().clock.advance(2_000);
    const done = await save(people.buyer, lesson, 6, 6);
    expect(done.body.datas).toMatchObject({ completed: true, watchedSec: 6, progressRate: 33 });
    // Watching it again (from the start) keeps it completed.
    expect((await save(people.buyer, lesson, 0, 6)).body.datas.completed).toBe(true);
  });

  it('cannot claim more watching than time allows', async () => {
    const lesson = course.lessonIds[2]!; // a 600-second video
    const claimed = await save(people.buyer, lesson, 600, 600);
    expect(claimed.body.datas).toMatchObject({ watchedSec: 30, completed: false });
    testApp().clock.advance(60_000);
    const minuteLater = await save(people.buyer, lesson, 600, 600);
    expect(minuteLater.body.datas).toMatchObject({ watchedSec: 30 + 120 + 15, completed: false });
    testApp().clock.advance(300_000);
    const finished = await save(people.buyer, lesson, 600, 600);
    expect(finished.body.datas).toMatchObject({ watchedSec: 600, completed: true, progressRate: 66 });
  });

  it('is refused for lessons the member may not watch, and kept for free previews', async () => {
    const refused = await save(people.stranger, course.lessonIds[1]!, 1, 1);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_ENROLLED');
    expect((await save(people.expired, course.lessonIds[1]!, 1, 1)).body.code).toBe('ACCESS_EXPIRED');
    expect((await save(people.stranger, course.lessonIds[0]!, 3, 3)).status).toBe(200);
    expect((await save(people.buyer, 999_999, 1, 1)).status).toBe(404);
    const invalid = await apiClient(testApp(), { token: people.buyer.token }).post(
      '/api/Learning/SaveProgress',
      {
        lessonid: course.lessonIds[1],
        positionSec: -1,
        watchedSec: 1,
      },
    );
    expect(invalid.status).toBe(400);
  });

  it('shows in my courses: rate, last lesson and access, expired ones included', async () => {
    const mine = await apiClient(testApp(), { token: people.buyer.token }).get('/api/Learning/MyCourses');
    expect(mine.status).toBe(200);
    expect(mine.body.datas).toHaveLength(1);
    expect(mine.body.datas[0]).toMatchObject({
      contentsid: course.contentsId,
      totalLessons: 3,
      completedLessons: 2,
      progressRate: 66,
      completed: false,
      lastLesson: { lessonid: course.lessonIds[2] },
      access: { kind: 'until', expired: false },
    });

    const expired = await apiClient(testApp(), { token: people.expired.token }).get(
      '/api/Learning/MyCourses',
    );
    expect(expired.body.datas[0]).toMatchObject({
      access: { kind: 'until', expired: true },
      progressRate: 0,
    });

    // Free previews alone do not make a course the stranger's.
    const stranger = await apiClient(testApp(), { token: people.stranger.token }).get(
      '/api/Learning/MyCourses',
    );
    expect(stranger.body.datas).toEqual([]);

    // An active membership's courses are the member's from its first day, not started yet, 'via membership'.
    const myCourses = async (member: Member) =>
      (await apiClient(testApp(), { token: member.token }).get('/api/Learning/MyCourses')).body.datas;
    expect(await myCourses(people.subscriber)).toEqual([
      expect.objectContaining({
        contentsid: membershipCourse.contentsId,
        completedLessons: 0,
        lastLesson: null,
        access: { kind: 'membership', expiresAt: null, expired: false },
      }),
    ]);
    // An ended membership lists none of the courses it no longer opens and that were never started.
    expect(await myCourses(people.lapsed)).toEqual([]);
    await save(people.subscriber, membershipCourse.lessonIds[0]!, 10, 10);
    expect((await myCourses(people.subscriber))[0]).toMatchObject({
      contentsid: membershipCourse.contentsId,
      lastLesson: { lessonid: membershipCourse.lessonIds[0] },
      access: { kind: 'membership', expired: false },
    });
  });

  it('tells the player which lessons a member without access may play', async () => {
    const player = await apiClient(testApp(), { token: people.expired.token }).get(
      `/api/Learning/Player/${course.contentsId}`,
    );
    expect(player.status).toBe(200);
    expect(player.body.datas.access).toMatchObject({ kind: 'until', expired: true });
    const lessons = player.body.datas.chapters[0].lessons;
    expect(lessons.map((lesson: { playable: boolean }) => lesson.playable)).toEqual([true, false, false]);
    expect(lessons[1].videoid).toBeNull();
  });
});

function pdfText(pdf: Buffer): string {
  // pdfkit deflates its streams; the font's ToUnicode map tells which characters it can show.
  const parts: string[] = [pdf.toString('latin1')];
  const source = pdf.toString('latin1');
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null = pattern.exec(source);
  while (match) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream
    }
    match = pattern.exec(source);
  }
  return parts.join('\n');
}

describe('certificates', () => {
  it('are only issued at 100%', async () => {
    const early = await apiClient(testApp(), { token: people.buyer.token }).post(
      `/api/Learning/IssueCertificate/${course.contentsId}`,
      {
        lang: 'ko',
      },
    );
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('CERTIFICATE_NOT_READY');
  });

  it('are issued once, as a PDF with the Korean name embedded, and verified publicly', async () => {
    const { clock, database } = testApp();
    await database.db.update(users).set({ name: '김수료' }).where(eq(users.id, people.buyer.id));
    const free = course.lessonIds[0]!; // 300-second free preview
    await save(people.buyer, free, 30, 30);
    clock.advance(200_000);
    await save(people.buyer, free, 300, 300);
    const player = await apiClient(testApp(), { token: people.buyer.token }).get(
      `/api/Learning/Player/${course.contentsId}`,
    );
    expect(player.body.datas.progressRate).toBe(100);

    const issued = await apiClient(testApp(), { token: people.buyer.token }).post(
      `/api/Learning/IssueCertificate/${course.contentsId}`,
      {
        lang: 'ko',
      },
    );
    expect(issued.status).toBe(200);
    const { number, pdfUrl, verifyUrl } = issued.body.datas;
    expect(number).toMatch(/^MV-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(verifyUrl).toMatch(new RegExp(`/certificate/${number}$`));
    const again = await apiClient(testApp(), { token: people.buyer.token }).post(
      `/api/Learning/IssueCertificate/${course.contentsId}`,
      {
        lang: 'en',
      },
    );
    expect(again.body.datas.number).toBe(number);

    const pdf = await testApp().app.inject({ method: 'GET', url: pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Pretendard-Bold/);
    expect(text).toMatch(/\/FontFile2/);
    // 김 (U+AE40), 수 (U+C218), 료 (U+B8CC) are mapped by the embedded font.
    for (const code of ['ae40', 'c218', 'b8cc']) expect(text.toLowerCase()).toContain(`<${code}>`);

    const tampered = pdfUrl.replace(
      /signature=([^&]+)/,
      (_: string, sig: string) => `signature=${sig.slice(0, -2)}xx`,
    );
    expect((await testApp().app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);

    const verified = await apiClient(testApp()).get(
      `/api/Learning/VerifyCertificate/${number.toLowerCase()}`,
    );
    expect(verified.status).toBe(200);
    // Three lessons of 600 s each: the course's length as its lessons state it.
    expect(verified.body.datas).toMatchObject({ number, holderName: '김수료', durationSec: 1800 });
    expect((await apiClient(testApp()).get('/api/Learning/VerifyCertificate/MV-0000-0000-0000')).status).toBe(
      404,
    );

    clock.advance(11 * 60_000);
    const late = await testApp().app.inject({ method: 'GET', url: pdfUrl });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('LINK_EXPIRED');
  });
});

describe('video row after transcoding', () => {
  it('is ready with its duration', async () => {
    expect(await videoRow(testApp(), clipVideo)).toMatchObject({
      status: 'ready',
      progress: 100,
      durationSec: 6,
    });
  });
});
