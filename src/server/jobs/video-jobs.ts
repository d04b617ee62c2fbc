import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { runPendingVideos, stopVideoWorker } from '../integrations/video/video-pipeline';

/**
 * Transcoding in the background: right after start-up (the demo videos of a fresh database, uploads
 * a crash left behind) and then every minute, for rows queued by another instance or abandoned by a
 * crashed worker. Uploads on this instance start the worker at once (ingestVideo).
 */
export function scheduleVideoJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
): () => Promise<void> {
  void runPendingVideos(ctx, log);
  const timer = setInterval(() => void runPendingVideos(ctx, log), intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await stopVideoWorker(ctx);
  };
}
