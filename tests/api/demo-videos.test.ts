import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessons, videos } from '../../src/server/db/schema/catalogue';
import { DEMO_CLIP_SECONDS, runPendingVideos } from '../../src/server/integrations/video/video-pipeline';
import { apiClient } from '../fixtures/api-client';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

describe('the demo tells the truth about its lesson lengths', () => {
  it('every seeded lesson lasts what its video plays, and each course card sums them', async () => {
    const { db } = testApp().database;
    const seeded = await db.select().from(lessons).where(isNotNull(lessons.videoId));
    expect(seeded.length).toBeGreaterThan(10);
    // Before the worker has generated the clips, the seed already states the clip's length.
    for (const lesson of seeded) expect(lesson.durationSec).toBe(DEMO_CLIP_SECONDS);

    await runPendingVideos(testApp().app.ctx);
    const ready = await db.select().from(videos);
    // The transcoder's measurement of each generated file (ffprobe), which is what the player plays.
    const measured = new Map(ready.map((video) => [video.id, video.durationSec]));
    for (const video of ready) {
      expect(video.status).toBe('ready');
      expect(Math.abs(video.durationSec! - DEMO_CLIP_SECONDS)).toBeLessThanOrEqual(1);
    }
    for (const lesson of await db.select().from(lessons).where(isNotNull(lessons.videoId)))
      expect(lesson.durationSec, `lesson ${lesson.id}`).toBe(measured.get(lesson.videoId!));

    const listing = await apiClient(testApp()).get('/api/Contents/search/campus');
    const cards = listing.body.datas as { contentsid: number; totalDurationSec: number }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const rows = await db.select().from(lessons).where(eq(lessons.contentsId, card.contentsid));
      expect(card.totalDurationSec).toBe(rows.reduce((sum, row) => sum + row.durationSec, 0));
    }
  }, 300_000);
});
