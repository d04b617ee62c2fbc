import { MEDIA_URL_TTL_SECONDS } from '@shared/contract/learning';
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { lessons, videos } from '../../db/schema/catalogue';
import { uploadStorageKey, videoStorageKey } from './video-storage-keys';

/**
 * How a finished video reaches its lessons, and how a video no lesson uses leaves storage.
 *
 * A lesson that already plays a ready video keeps it while a replacement transcodes
 * (`lessons.pendingVideoId`); the replacement takes its place in the same transaction that marks it
 * ready, so a member never meets a lesson whose video is half-made or failed. Lock order everywhere:
 * the lesson rows first, then the video rows.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
type VideoRow = typeof videos.$inferSelect;

/** A transcode that reports no progress for this long belongs to a crashed worker. */
export const STALE_TRANSCODE_MS = 2 * 60_000;

const swapListeners = new WeakMap<AppContext, () => void | Promise<void>>();

/** Told after replacements went live (the public catalogue's cached answers name the old videos). */
export function onLessonVideosSwapped(ctx: AppContext, listener: () => void | Promise<void>): void {
  swapListeners.set(ctx, listener);
}

/** Whether no lesson shows or awaits this video. */
const unused = (videoId: number) =>
  sql`not exists (select 1 from ${lessons} where ${lessons.videoId} = ${videoId} or ${lessons.pendingVideoId} = ${videoId})`;

/** Marks the videos no lesson uses any more as retired; shared ones (demo clips) stay. */
export async function retireIfUnused(tx: Executor, videoIds: (number | null)[], now: Date): Promise<void> {
  const ids = videoIds.filter((id): id is number => id !== null);
  for (const id of ids)
    await tx
      .update(videos)
      .set({ retiredAt: now })
      .where(and(eq(videos.id, id), isNull(videos.retiredAt), unused(id)));
}

export type FinishOutcome = 'ready' | 'swapped' | 'retired';

/**
 * Marks a transcoded video ready and puts it on the lessons waiting for it, retiring what they
 * showed before. 'retired' when the video was discarded or superseded meanwhile: its output is not
 * wanted and the caller removes it.
 */
export async function finishVideo(
  ctx: AppContext,
  video: VideoRow,
  durationSec: number,
  log?: Log,
): Promise<FinishOutcome> {
  const outcome = await ctx.db.transaction(async (tx): Promise<FinishOutcome> => {
    const now = ctx.now();
    const waiting = await tx
      .select({ id: lessons.id, previous: lessons.videoId })
      .from(lessons)
      .where(eq(lessons.pendingVideoId, video.id))
      .for('update');
    const [marked] = await tx
      .update(videos)
      .set({ status: 'ready', progress: 100, durationSec, error: null, updatedAt: now })
      .where(and(eq(videos.id, video.id), isNull(videos.retiredAt)))
      .returning({ id: videos.id });
    if (!marked) return 'retired';
    if (waiting.length > 0)
      await tx
        .update(lessons)
        .set({ videoId: video.id, pendingVideoId: null })
        .where(
          inArray(
            lessons.id,
            waiting.map((lesson) => lesson.id),
          ),
        );
    // Lessons showing a video take its real length (course cards and certificates sum them), the
    // generated demo clips included: the demo never labels a lesson longer than it plays.
    await tx.update(lessons).set({ durationSec }).where(eq(lessons.videoId, video.id));
    await retireIfUnused(
      tx,
      waiting.map((lesson) => lesson.previous),
      now,
    );
    return waiting.length > 0 ? 'swapped' : 'ready';
  });
  if (outcome === 'swapped') {
    log?.info({ videoId: video.id }, 'replacement video went live');
    await Promise.resolve(swapListeners.get(ctx)?.()).catch((error: unknown) =>
      log?.warn({ err: error }, 'catalogue cache not told of a video swap'),
    );
  }
  return outcome;
}

/**
 * Removes the files and rows of videos retired longer ago than a signed link lives (a member who
 * started the old video just before its replacement went live keeps watching), unless a worker is
 * still transcoding one. Files go first: a crash in between leaves a row the next sweep finishes.
 */
export async function sweepRetiredVideos(ctx: AppContext, log?: Log): Promise<number> {
  const now = ctx.now().getTime();
  const retiredBefore = new Date(now - MEDIA_URL_TTL_SECONDS * 1000);
  const staleBefore = new Date(now - STALE_TRANSCODE_MS);
  const rows = await ctx.db
    .select({ id: videos.id, storagePrefix: videos.storagePrefix })
    .from(videos)
    .where(
      and(
        isNotNull(videos.retiredAt),
        lt(videos.retiredAt, retiredBefore),
        or(ne(videos.status, 'transcoding'), lt(videos.updatedAt, staleBefore)),
      ),
    );
  let removed = 0;
  for (const row of rows) {
    await ctx.storage.removePrivate(videoStorageKey(row));
    await ctx.storage.removePrivate(uploadStorageKey(row));
    const deleted = await ctx.db
      .delete(videos)
      .where(and(eq(videos.id, row.id), isNotNull(videos.retiredAt), unused(row.id)))
      .returning({ id: videos.id });
    removed += deleted.length;
  }
  if (removed > 0) log?.info({ removed }, 'retired videos removed from storage');
  return removed;
}
