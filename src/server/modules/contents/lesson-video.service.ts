import type { AdminContentsDetail, AdminVideo } from '@shared/contract/admin-catalogue';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { lessons, videos } from '../../db/schema/catalogue';
import { adminTransaction, holdAdminRole } from '../../domain/admin-transaction';
import { conflict, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { retireIfUnused } from '../../integrations/video/video-lifecycle';
import { ingestVideo, runPendingVideos } from '../../integrations/video/video-pipeline';
import { recordChange } from '../audit/record-change';
import type { ReceivedFile } from '../files/upload-pipeline';
import { getContents, videoOf } from './contents-console.service';
import { findCourse, findLesson, touch } from './contents-records';

/**
 * A lesson's video from the console. A lesson whose video members can play keeps it while an
 * uploaded replacement transcodes: the replacement waits as the lesson's pending video and goes
 * live when ready (video-lifecycle.ts), or stays beside it as failed until retried or discarded.
 * A lesson with nothing playable yet takes the upload at once, as its first video.
 */
export async function attachVideo(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  lessonId: number,
  file: ReceivedFile,
  log?: FastifyBaseLogger,
): Promise<AdminVideo> {
  await findCourse(ctx.db, contentsId);
  await findLesson(ctx.db, contentsId, lessonId);
  const attach = async (tx: Executor, videoId: number) => {
    await holdAdminRole(tx, admin);
    const lesson = await findLesson(tx, contentsId, lessonId, true);
    const playable = lesson.videoId !== null && (await statusOf(tx, lesson.videoId)) === 'ready';
    const now = ctx.now();
    if (playable) {
      await tx.update(lessons).set({ pendingVideoId: videoId }).where(eq(lessons.id, lesson.id));
      await retireIfUnused(tx, [lesson.pendingVideoId], now);
    } else {
      await tx.update(lessons).set({ videoId, pendingVideoId: null }).where(eq(lessons.id, lesson.id));
      await retireIfUnused(tx, [lesson.videoId, lesson.pendingVideoId], now);
    }
    await touch(tx, ctx, contentsId);
    const changed = playable ? { pendingVideoId: videoId } : { videoId, pendingVideoId: null };
    await recordChange(tx, admin, 'lesson.uploadVideo', { type: 'lesson', id: lessonId }, lesson, {
      ...changed,
      file: file.originalName,
      size: file.size,
    });
  };
  const videoId = await ingestVideo(ctx, file.path, { originalName: file.originalName, log, attach });
  return getVideo(ctx, videoId);
}

async function statusOf(tx: Executor, videoId: number) {
  const [row] = await tx.select({ status: videos.status }).from(videos).where(eq(videos.id, videoId));
  return row?.status;
}

export async function getVideo(ctx: AppContext, videoId: number): Promise<AdminVideo> {
  const [row] = await ctx.db.select().from(videos).where(eq(videos.id, videoId));
  if (!row) throw recordNotFound();
  return videoOf(row);
}

/** Queues a failed replacement again (after the disk was freed, say); its original upload is kept. */
export async function retryReplacement(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  lessonId: number,
  log?: FastifyBaseLogger,
): Promise<AdminVideo> {
  const videoId = await adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId);
    const lesson = await findLesson(tx, contentsId, lessonId, true);
    const [queued] = lesson.pendingVideoId
      ? await tx
          .update(videos)
          .set({ status: 'uploaded', progress: 0, error: null, updatedAt: ctx.now() })
          .where(and(eq(videos.id, lesson.pendingVideoId), eq(videos.status, 'failed')))
          .returning({ id: videos.id })
      : [];
    if (!queued) throw conflict('CONFLICT', 'catalogue.noFailedReplacement');
    await recordChange(tx, admin, 'lesson.retryVideo', { type: 'lesson', id: lessonId }, null, {
      pendingVideoId: queued.id,
    });
    return queued.id;
  });
  void runPendingVideos(ctx, log);
  return getVideo(ctx, videoId);
}

/**
 * Drops the lesson's replacement, transcoding or failed; the lesson keeps the video it plays.
 * Asking again once it is gone (or went live meanwhile) changes nothing.
 */
export async function discardReplacement(
  ctx: AppContext,
  admin: SessionUser,
  contentsId: number,
  lessonId: number,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    await findCourse(tx, contentsId);
    const lesson = await findLesson(tx, contentsId, lessonId, true);
    if (lesson.pendingVideoId === null) return;
    await tx.update(lessons).set({ pendingVideoId: null }).where(eq(lessons.id, lesson.id));
    await retireIfUnused(tx, [lesson.pendingVideoId], ctx.now());
    await touch(tx, ctx, contentsId);
    const target = { type: 'lesson', id: lessonId } as const;
    await recordChange(tx, admin, 'lesson.discardVideo', target, lesson, { pendingVideoId: null });
  });
  return getContents(ctx, contentsId);
}
