import { asc, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/storage';
import { DEMO_PATTERN_COUNT } from '../../integrations/video/hls-transcoder';
import { DEMO_CLIP_SECONDS, insertDemoVideos } from '../../integrations/video/video-pipeline';
import type { Executor } from '../client';
import { lessons } from '../schema/catalogue';

/** Captions of the first demo clip, so the player's caption menu has something to show. */
function demoCaptions(lang: 'ko' | 'en'): string {
  const lines =
    lang === 'ko'
      ? [
          '데모 강의에 오신 것을 환영합니다.',
          '화면의 시계로 재생 위치를 확인하세요.',
          '잠시 후 다음 강의로 넘어갑니다.',
        ]
      : [
          'Welcome to the demo lesson.',
          'The clock on screen shows where you are.',
          'The next lesson follows shortly.',
        ];
  const step = DEMO_CLIP_SECONDS / lines.length;
  const stamp = (seconds: number) => `00:${String(Math.floor(seconds)).padStart(2, '0')}.000`;
  const cues = lines.map((line, index) => `${stamp(index * step)} --> ${stamp((index + 1) * step)}\n${line}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * Queues the demo clips (generated and transcoded by the video worker after start-up, see
 * jobs/video-jobs.ts). Free-preview lessons get the first clip (with captions); the others take the
 * remaining clips in turn, so a paid lesson's video is never reachable through a free preview
 * (entitlement is checked per video, and a video shared with a free-preview lesson is free).
 */
export async function seedDemoVideos(tx: Executor, storage: FileStorage, now: Date): Promise<void> {
  const [previewVideo, ...paidVideos] = await insertDemoVideos(tx, DEMO_PATTERN_COUNT, now);
  const captions = [
    { lang: 'ko', url: await storage.write('captions', 'demo-1.ko.vtt', demoCaptions('ko')) },
    { lang: 'en', url: await storage.write('captions', 'demo-1.en.vtt', demoCaptions('en')) },
  ];
  const rows = await tx
    .select({ id: lessons.id, isFreePreview: lessons.isFreePreview })
    .from(lessons)
    .orderBy(asc(lessons.id));
  const free = rows.filter((row) => row.isFreePreview).map((row) => row.id);
  if (free.length > 0)
    await tx.update(lessons).set({ videoId: previewVideo!, captions }).where(inArray(lessons.id, free));
  const paid = rows.filter((row) => !row.isFreePreview);
  for (const [index, videoId] of paidVideos.entries()) {
    const ids = paid.filter((_, position) => position % paidVideos.length === index).map((row) => row.id);
    if (ids.length > 0) await tx.update(lessons).set({ videoId }).where(inArray(lessons.id, ids));
  }
}
