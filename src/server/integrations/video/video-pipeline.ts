import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { formatBytes } from '@shared/format-bytes';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { videos } from '../../db/schema/catalogue';
import { generateTestClip, transcodeToHls } from './hls-transcoder';
import { finishVideo, STALE_TRANSCODE_MS } from './video-lifecycle';
import { uploadStorageKey, videoStorageKey } from './video-storage-keys';

/**
 * Videos move uploaded → transcoding → ready | failed. A worker per server process takes one
 * 'uploaded' video at a time (row claimed with SKIP LOCKED, so several instances share the queue),
 * transcodes it in a scratch directory and only then stores the finished tree: a failure leaves
 * nothing behind but the row's error.
 */

/** Length of the generated demo clips. */
export const DEMO_CLIP_SECONDS = 12;

export type VideoRow = typeof videos.$inferSelect;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export function newStoragePrefix(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Takes an uploaded file (the admin console's upload), keeps the original in private storage and
 * queues it; transcoding runs in the background and `videos.progress`/`status` report it.
 * `attach` links the new row (to a lesson) in the transaction that creates it, before any worker
 * can claim it. Answers the new video id at once.
 */
export async function ingestVideo(
  ctx: AppContext,
  filePath: string,
  options: {
    originalName?: string;
    log?: Log;
    attach?: (tx: Executor, videoId: number) => Promise<void>;
  } = {},
): Promise<number> {
  const storagePrefix = newStoragePrefix();
  const extension =
    extname(filePath)
      .toLowerCase()
      .replace(/[^a-z0-9.]/g, '') || '.bin';
  const sourceKey = uploadStorageKey({ storagePrefix }, `source${extension}`);
  await ctx.storage.putPrivateFile(sourceKey, filePath);
  const now = ctx.now();
  let videoId: number;
  try {
    videoId = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(videos)
        .values({
          status: 'uploaded',
          storagePrefix,
          source: `upload:${sourceKey}`,
          originalName: options.originalName ?? basename(filePath),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: videos.id });
      await options.attach?.(tx, row!.id);
      return row!.id;
    });
  } catch (error) {
    await ctx.storage.removePrivate(uploadStorageKey({ storagePrefix })).catch(() => {});
    throw error;
  }
  void runPendingVideos(ctx, options.log);
  return videoId;
}

/** Rows for the demo lessons; the worker generates each clip and sends it through the same pipeline. */
export async function insertDemoVideos(db: AppContext['db'], count: number, now: Date): Promise<number[]> {
  const rows = await db
    .insert(videos)
    .values(
      Array.from({ length: count }, (_, index) => ({
        status: 'uploaded' as const,
        storagePrefix: newStoragePrefix(),
        source: `demo:${index}`,
        originalName: `demo-${index + 1}.mp4`,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: videos.id });
  return rows.map((row) => row.id);
}

interface WorkerState {
  running: Promise<void> | null;
  again: boolean;
  abort: AbortController;
}
const workers = new WeakMap<AppContext, WorkerState>();

/**
 * Transcodes every waiting video, one after another (transcoding uses all cores). Calling it while
 * it runs only makes it look again before it stops; the promise settles when the queue is empty.
 */
export function runPendingVideos(ctx: AppContext, log?: Log): Promise<void> {
  let state = workers.get(ctx);
  if (!state) {
    state = { running: null, again: false, abort: new AbortController() };
    workers.set(ctx, state);
  }
  if (state.running) {
    state.again = true;
    return state.running;
  }
  const current = state;
  current.running = (async () => {
    do {
      current.again = false;
      for (;;) {
        if (current.abort.signal.aborted) return;
        if (!(await processNextVideo(ctx, current.abort.signal, log))) break;
      }
    } while (current.again);
  })()
    .catch((error: unknown) => log?.error({ err: error }, 'video worker stopped'))
    .finally(() => {
      current.running = null;
    });
  return current.running;
}

/** Stops the worker (server shutdown): the running ffmpeg is killed and its video queued again. */
export async function stopVideoWorker(ctx: AppContext): Promise<void> {
  const state = workers.get(ctx);
  if (!state) return;
  state.abort.abort();
  await state.running;
  workers.delete(ctx);
}

async function claimNextVideo(ctx: AppContext): Promise<VideoRow | null> {
  const now = ctx.now();
  const staleBefore = new Date(now.getTime() - STALE_TRANSCODE_MS);
  return ctx.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: videos.id })
      .from(videos)
      .where(
        and(
          isNull(videos.retiredAt),
          or(
            eq(videos.status, 'uploaded'),
            and(eq(videos.status, 'transcoding'), lt(videos.updatedAt, staleBefore)),
          ),
        ),
      )
      // An operator's upload goes ahead of demo clips still being prepared after a first start.
      .orderBy(sql`${videos.source} like 'demo:%'`, asc(videos.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return null;
    const [claimed] = await tx
      .update(videos)
      .set({ status: 'transcoding', progress: 0, error: null, updatedAt: now })
      .where(eq(videos.id, candidate.id))
      .returning();
    return claimed ?? null;
  });
}

/** Claims and transcodes one video; false when none is waiting. */
export async function processNextVideo(ctx: AppContext, signal?: AbortSignal, log?: Log): Promise<boolean> {
  const video = await claimNextVideo(ctx);
  if (!video) return false;
  const scratch = await mkdtemp(join(tmpdir(), `medivenus-video-${video.id}-`));
  let lastReported = -1;
  let lastWrite = 0;
  const report = (percent: number) => {
    const at = Date.now();
    // A small write at most every second, and only when the number moved.
    if (percent === lastReported || at - lastWrite < 1_000) return;
    lastReported = percent;
    lastWrite = at;
    void ctx.db
      .update(videos)
      .set({ progress: percent, updatedAt: ctx.now() })
      .where(and(eq(videos.id, video.id), eq(videos.status, 'transcoding')))
      .catch(() => {});
  };
  try {
    const input = await sourceFile(ctx, video, scratch, signal);
    await assertRoomToTranscode(ctx, input, scratch);
    const outDir = join(scratch, 'out');
    await mkdir(outDir);
    const result = await transcodeToHls({
      input,
      outDir,
      workDir: scratch,
      key: randomBytes(16),
      iv: randomBytes(16),
      onProgress: report,
      signal,
    });
    await ctx.storage.putPrivateTree(videoStorageKey(video), outDir);
    const outcome = await finishVideo(ctx, video, result.durationSec, log);
    // Discarded or superseded while it transcoded: nobody will ever play this output.
    if (outcome === 'retired') await ctx.storage.removePrivate(videoStorageKey(video));
    log?.info({ videoId: video.id, durationSec: result.durationSec, outcome }, 'video transcoded');
  } catch (error) {
    if (signal?.aborted) {
      // Shutting down: someone else (or the next start) takes it again.
      await ctx.db
        .update(videos)
        .set({ status: 'uploaded', progress: 0, updatedAt: ctx.now() })
        .where(eq(videos.id, video.id))
        .catch(() => {});
      return false;
    }
    const message = error instanceof Error ? error.message : String(error);
    await ctx.storage.removePrivate(videoStorageKey(video)).catch(() => {});
    await ctx.db
      .update(videos)
      .set({ status: 'failed', progress: 0, error: message.slice(0, 1_000), updatedAt: ctx.now() })
      .where(eq(videos.id, video.id));
    log?.warn({ videoId: video.id, err: message }, 'video transcoding failed');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return true;
}

/**
 * Two renditions plus the staging copy take up to about three times the source, in the scratch
 * directory and again in storage: a transcode that would fill the disk fails before it starts,
 * with the reason the console shows, instead of half-way with ENOSPC.
 */
async function assertRoomToTranscode(ctx: AppContext, input: string, scratch: string): Promise<void> {
  const needed = (await stat(input)).size * 3 + 64 * 1024 * 1024;
  const [storage, work] = await Promise.all([
    ctx.storage.health(),
    statfs(scratch).then((info) => info.bavail * info.bsize),
  ]);
  const free = Math.min(storage.freeBytes ?? Number.POSITIVE_INFINITY, work);
  if (free < needed)
    throw new Error(
      `Not enough free disk space to transcode: ${formatBytes(needed)} needed, ${formatBytes(free)} free`,
    );
}

async function sourceFile(ctx: AppContext, video: VideoRow, scratch: string, signal?: AbortSignal) {
  const demo = /^demo:(\d+)$/.exec(video.source);
  if (demo) {
    const output = join(scratch, 'demo-source.mp4');
    await generateTestClip(output, { variant: Number(demo[1]), seconds: DEMO_CLIP_SECONDS, signal });
    return output;
  }
  if (video.source.startsWith('upload:')) {
    const path = await ctx.storage.localPathOfPrivate(video.source.slice('upload:'.length));
    if (path) return path;
  }
  throw new Error('the uploaded file is missing');
}

/** Waiting and claimed videos, so start-up can say how many demo videos are still being prepared. */
export async function pendingVideoCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(or(eq(videos.status, 'uploaded'), eq(videos.status, 'transcoding')));
  return row?.n ?? 0;
}
