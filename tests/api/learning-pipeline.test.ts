import { createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffmpeg, probe } from '../../src/server/integrations/video/ffmpeg';
import { transcodeToHls } from '../../src/server/integrations/video/hls-transcoder';
import { ingestVideo, runPendingVideos } from '../../src/server/integrations/video/video-pipeline';
import { apiClient } from '../fixtures/api-client';
import {
  createCourseWithLessons,
  createEnrolment,
  createMember,
  makeClip,
  videoRow,
} from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

/**
 * The real pipeline: a generated 10-second clip through ffmpeg to encrypted HLS, then read back over
 * HTTP through the signed URLs by ffprobe/ffmpeg — the way a player does — decrypting with the key.
 */
const testApp = useTestApp({ seed: false, listen: true });

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('video pipeline', () => {
  it('transcodes a clip to two encrypted renditions that play back whole through the signed URLs', async () => {
    const { app, baseUrl } = testApp();
    const clip = await makeClip(10, 1);
    const videoId = await ingestVideo(app.ctx, clip, { originalName: 'lecture.mp4' });

    await runPendingVideos(app.ctx);
    expect(await videoRow(testApp(), videoId)).toMatchObject({
      status: 'ready',
      progress: 100,
      durationSec: 10,
      originalName: 'lecture.mp4',
    });

    const member = await createMember(testApp());
    const course = await createCourseWithLessons(testApp(), {}, [{ videoId }]);
    await createEnrolment(testApp(), member.id, course.contentsId, null);
    const source = await apiClient(testApp(), { token: member.token }).get(
      `/api/Contents/GetVideoSourceUrl/${videoId}`,
    );
    expect(source.status).toBe(200);
    const master = `${baseUrl}${source.body.datas.url}`;
    const base = master.slice(0, -'/master.m3u8'.length);

    // Two renditions, 360p and 720p, each with a 1-second first segment (a quick first frame), then
    // 5-second ones, and one AES-128 key.
    const masterText = (await fetchBytes(master)).toString();
    expect(masterText).toMatch(/RESOLUTION=640x360/);
    expect(masterText).toMatch(/RESOLUTION=1280x720/);
    for (const [name, height] of [
      ['v360p', 360],
      ['v720p', 720],
    ] as const) {
      const playlist = (await fetchBytes(`${base}/${name}/index.m3u8`)).toString();
      const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((match) => Number(match[1]));
      expect(durations.reduce((sum, value) => sum + value, 0)).toBeCloseTo(10, 0);
      expect(durations[0]).toBeCloseTo(1, 1);
      for (const duration of durations.slice(1, -1)) {
        expect(duration).toBeGreaterThanOrEqual(4);
        expect(duration).toBeLessThanOrEqual(6);
      }
      expect(playlist).toContain('#EXT-X-ENDLIST');

      // Whole: ffmpeg follows the playlist over HTTP, fetches the key and decodes every frame.
      const rendition = await probe(`${base}/${name}/index.m3u8`);
      expect(rendition).toMatchObject({ hasVideo: true, hasAudio: true, height });
      expect(rendition.durationSec).toBeCloseTo(10, 0);
      const frames = await ffmpeg([
        '-i',
        `${base}/${name}/index.m3u8`,
        '-map',
        '0:v:0',
        '-f',
        'framemd5',
        '-',
      ]);
      const frameCount = frames.split('\n').filter((line) => line && !line.startsWith('#')).length;
      expect(frameCount).toBe(250); // 10 s at 25 fps

      // The segments on the wire are ciphertext; the key and the playlist's IV open them.
      const key = await fetchBytes(`${base}/enc.key`);
      const iv = Buffer.from(/IV=0x([0-9a-f]{32})/i.exec(playlist)![1]!, 'hex');
      const cipher = await fetchBytes(`${base}/${name}/seg000.ts`);
      expect(cipher[0] === 0x47 && cipher[188] === 0x47).toBe(false);
      const decipher = createDecipheriv('aes-128-cbc', key, iv);
      const plain = Buffer.concat([decipher.update(cipher), decipher.final()]);
      expect(plain[0]).toBe(0x47);
      expect(plain[188]).toBe(0x47);
    }

    // The whole adaptive stream through the master playlist, as a player would open it.
    const all = await probe(master);
    expect(all.durationSec).toBeCloseTo(10, 0);

    // Without the signature nothing is served.
    const unsigned = await fetch(`${baseUrl}/media/videos/${videoId}/x/master.m3u8`);
    expect(unsigned.status).toBe(403);
  }, 120_000);

  it('reports progress while ffmpeg runs', async () => {
    const clip = await makeClip(10, 2);
    const work = await mkdtemp(join(tmpdir(), 'medivenus-progress-'));
    await mkdir(join(work, 'out'));
    const reported: number[] = [];
    const result = await transcodeToHls({
      input: clip,
      outDir: join(work, 'out'),
      workDir: work,
      key: randomBytes(16),
      iv: randomBytes(16),
      onProgress: (percent) => reported.push(percent),
    });
    expect(result.durationSec).toBe(10);
    // ffmpeg reports at least every half second and once more at the end (capped at 99 until stored).
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.every((percent) => percent >= 0 && percent <= 99)).toBe(true);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
    expect(Math.max(...reported)).toBeGreaterThanOrEqual(90);
  }, 60_000);

  it('reports a failed transcode and leaves no output behind', async () => {
    const { app, config } = testApp();
    const broken = join(config.DATA_DIR, 'broken.mp4');
    await writeFile(broken, Buffer.alloc(4096, 7));
    const videoId = await ingestVideo(app.ctx, broken);
    await runPendingVideos(app.ctx);
    const row = await videoRow(testApp(), videoId);
    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();
    expect(existsSync(join(config.STORAGE_DIR, 'private', 'videos', row.storagePrefix))).toBe(false);
  }, 60_000);
});
