import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_URL_TTL_SECONDS } from '@shared/contract/learning';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepRetiredVideos } from '../../src/server/integrations/video/video-lifecycle';
import { runPendingVideos } from '../../src/server/integrations/video/video-pipeline';
import { apiClient } from '../fixtures/api-client';
import {
  createAdmin,
  createCourseWithLessons,
  createEnrolment,
  createMember,
  type Member,
  makeClip,
  videoRow,
} from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';
import { postFile } from '../fixtures/uploads';

/**
 * Replacing a lesson's video through the console, with real ffmpeg: members keep playing the
 * working video until the replacement is ready, and a replacement that fails never takes its place.
 */
const testApp = useTestApp({ seed: false, listen: true });

interface AdminVideo {
  videoid: number;
  status: string;
  progress: number;
  durationSec: number | null;
  error: string | null;
}
interface Lesson {
  video: AdminVideo | null;
  pendingVideo: AdminVideo | null;
  durationSec: number;
}

let admin: Member;
let member: Member;
let clip: Buffer;

beforeAll(async () => {
  admin = await createAdmin(testApp());
  member = await createMember(testApp());
  clip = await readFile(await makeClip(4, 1));
}, 60_000);

/** A published course with one lesson whose first upload is transcoded and ready; the member is enrolled. */
async function courseWithReadyVideo() {
  const course = await createCourseWithLessons(testApp(), {}, [{ videoId: null }]);
  await createEnrolment(testApp(), member.id, course.contentsId, null);
  const videoUrl = `/api/Admin/Contents/${course.contentsId}/Lessons/${course.lessonIds[0]}/Video`;
  const first = await uploadVideo(videoUrl, 'first.mp4', clip);
  // A first video goes on the lesson at once, as before: there is nothing playable to keep.
  expect((await lessonOf(course.contentsId)).video?.videoid).toBe(first.videoid);
  await runPendingVideos(testApp().app.ctx);
  expect(await lessonOf(course.contentsId)).toMatchObject({
    video: { videoid: first.videoid, status: 'ready' },
    pendingVideo: null,
  });
  return { ...course, videoUrl, firstId: first.videoid as number };
}

async function uploadVideo(url: string, name: string, content: Buffer) {
  const response = await postFile(testApp(), admin.token, url, name, content, { type: 'video/mp4' });
  expect(response.status, response.text).toBe(200);
  return response.body.datas as AdminVideo;
}

async function lessonOf(contentsId: number): Promise<Lesson> {
  const detail = await apiClient(testApp(), { token: admin.token }).get(`/api/Admin/Contents/${contentsId}`);
  return detail.body.datas.chapters[0].lessons[0];
}

/** The video the member's player finds on the lesson, in the curriculum. */
async function playerVideoOf(contentsId: number): Promise<number> {
  const player = await apiClient(testApp(), { token: member.token }).get(
    `/api/Learning/Player/${contentsId}`,
  );
  return player.body.datas.chapters[0].lessons[0].videoid as number;
}

const sourceOf = (videoid: number) =>
  apiClient(testApp(), { token: member.token }).get(`/api/Contents/GetVideoSourceUrl/${videoid}`);

/** What the member's player does: the lesson's video from the curriculum, its signed URL, the master playlist. */
async function memberPlays(contentsId: number): Promise<{ videoid: number; url: string }> {
  const videoid = await playerVideoOf(contentsId);
  const source = await sourceOf(videoid);
  expect(source.body.datas, `${source.status} ${source.text}`).toMatchObject({ status: 'ready' });
  const url = `${testApp().baseUrl}${source.body.datas.url}`;
  const playlist = await fetch(url);
  expect(playlist.status).toBe(200);
  expect(await playlist.text()).toContain('#EXTM3U');
  return { videoid, url };
}

const hlsDirOf = async (videoId: number) =>
  join(testApp().config.STORAGE_DIR, 'private', 'videos', (await videoRow(testApp(), videoId)).storagePrefix);

describe('replacing a lesson video', () => {
  it('keeps members on the working video while the replacement transcodes, then swaps it in', async () => {
    const { contentsId, videoUrl, firstId } = await courseWithReadyVideo();
    const before = await memberPlays(contentsId);
    expect(before.videoid).toBe(firstId);
    const oldDir = await hlsDirOf(firstId);

    const replacement = await uploadVideo(videoUrl, 'second.mp4', await readFile(await makeClip(6, 2)));
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 1_200; attempt++) {
      // The member looks first: if the lesson is still pending after that, what they got must be the
      // working video (the swap may land between any two calls, and only moves forward).
      const playerVideo = await playerVideoOf(contentsId);
      const workingSource = await sourceOf(firstId);
      const lesson = await lessonOf(contentsId);
      if (!lesson.pendingVideo) break;
      seen.add(lesson.pendingVideo.status);
      expect(lesson.pendingVideo.videoid).toBe(replacement.videoid);
      expect(lesson.video).toMatchObject({ videoid: firstId, status: 'ready' });
      expect(playerVideo).toBe(firstId);
      expect(workingSource.body.datas, workingSource.text).toMatchObject({ status: 'ready' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([...seen]).toContain('transcoding');

    // Live: the lesson shows the replacement and takes its length; members get it.
    expect(await lessonOf(contentsId)).toMatchObject({
      video: { videoid: replacement.videoid, status: 'ready', durationSec: 6 },
      pendingVideo: null,
      durationSec: 6,
    });
    expect((await memberPlays(contentsId)).videoid).toBe(replacement.videoid);
    // The old video is no longer handed out, but a link already given keeps working for its lifetime.
    const stale = await apiClient(testApp(), { token: member.token }).get(
      `/api/Contents/GetVideoSourceUrl/${firstId}`,
    );
    expect(stale.status).toBe(404);
    expect((await fetch(before.url)).status).toBe(200);
    expect(await sweepRetiredVideos(testApp().app.ctx)).toBe(0);
    expect(existsSync(oldDir)).toBe(true);

    // Once every such link has expired, the old files and row go.
    testApp().clock.advance((MEDIA_URL_TTL_SECONDS + 1) * 1000);
    expect(await sweepRetiredVideos(testApp().app.ctx)).toBe(1);
    expect(existsSync(oldDir)).toBe(false);
    expect(await videoRow(testApp(), firstId)).toBeUndefined();
    expect((await memberPlays(contentsId)).videoid).toBe(replacement.videoid);
  }, 180_000);

  it('leaves the working video in place when the replacement fails, shows why, and retries or discards it', async () => {
    const { contentsId, videoUrl, lessonIds, firstId } = await courseWithReadyVideo();
    const lessonUrl = `/api/Admin/Contents/${contentsId}/Lessons/${lessonIds[0]}`;
    // An MP4 signature over garbage: accepted as an upload, refused by ffmpeg.
    const corrupt = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(8192, 7),
    ]);
    const broken = await uploadVideo(videoUrl, 'broken.mp4', corrupt);
    await runPendingVideos(testApp().app.ctx);

    const failed = await lessonOf(contentsId);
    expect(failed.video).toMatchObject({ videoid: firstId, status: 'ready' });
    expect(failed.pendingVideo).toMatchObject({ videoid: broken.videoid, status: 'failed' });
    expect(failed.pendingVideo?.error).toBeTruthy();
    expect((await memberPlays(contentsId)).videoid).toBe(firstId);

    const retried = await apiClient(testApp(), { token: admin.token }).post(
      `${lessonUrl}/Video/Replacement/Retry`,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.datas).toMatchObject({ videoid: broken.videoid, error: null });
    expect(['uploaded', 'transcoding']).toContain(retried.body.datas.status);
    await runPendingVideos(testApp().app.ctx);
    expect((await lessonOf(contentsId)).pendingVideo).toMatchObject({ status: 'failed' });

    const discarded = await apiClient(testApp(), { token: admin.token }).post(
      `${lessonUrl}/Video/Replacement/Delete`,
    );
    expect(discarded.status).toBe(200);
    expect(discarded.body.datas.chapters[0].lessons[0]).toMatchObject({
      video: { videoid: firstId, status: 'ready' },
      pendingVideo: null,
    });
    expect((await videoRow(testApp(), broken.videoid)).retiredAt).not.toBeNull();
    expect((await memberPlays(contentsId)).videoid).toBe(firstId);

    const nothing = await apiClient(testApp(), { token: admin.token }).post(
      `${lessonUrl}/Video/Replacement/Retry`,
    );
    expect(nothing.status).toBe(409);
    expect(nothing.body.respMessage).toBe(
      "There is no failed replacement video to retry. Reload the page to see the lesson's current state.",
    );
    const again = await apiClient(testApp(), { token: admin.token }).post(
      `${lessonUrl}/Video/Replacement/Delete`,
    );
    expect(again.status).toBe(200);
  }, 180_000);

  it('lets a newer replacement supersede one still waiting, which never goes live', async () => {
    const { contentsId, videoUrl, firstId } = await courseWithReadyVideo();
    const superseded = await uploadVideo(videoUrl, 'draft.mp4', clip);
    const latest = await uploadVideo(videoUrl, 'final.mp4', clip);
    await runPendingVideos(testApp().app.ctx);
    expect(await lessonOf(contentsId)).toMatchObject({
      video: { videoid: latest.videoid, status: 'ready' },
      pendingVideo: null,
    });
    expect((await videoRow(testApp(), superseded.videoid)).retiredAt).not.toBeNull();
    expect((await videoRow(testApp(), firstId)).retiredAt).not.toBeNull();
    expect((await memberPlays(contentsId)).videoid).toBe(latest.videoid);
  }, 180_000);
});
