import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { sweepRetiredVideos } from '../integrations/video/video-lifecycle';
import { runPendingVideos, stopVideoWorker } from '../integrations/video/video-pipeline';

/**
 * Transcoding in the background: right after start-up (the demo videos of a fresh database, uploads
 * a crash left behind) and then every minute, for rows queued by another instance or abandoned by a
 * crashed worker. Uploads on this instance start the worker at once (ingestVideo). The same tick
 * removes the files of videos that were replaced or discarded long enough ago.
 */
export function scheduleVideoJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
): () => Promise<void> {
  const tick = () => {
    void runPendingVideos(ctx, log);
    sweepRetiredVideos(ctx, log).catch((error: unknown) =>
      log.warn({ err: error }, 'retired videos not removed; the next tick tries again'),
    );
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await stopVideoWorker(ctx);
  };
}
