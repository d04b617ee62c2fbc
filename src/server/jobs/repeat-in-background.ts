import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `run` every intervalMs without keeping the process alive; returns a stop function for
 * shutdown. A tick that finds the previous run still going is skipped, so a slow gateway cannot
 * pile runs up. A failed run is logged and the next tick tries again.
 */
export function repeatInBackground(
  intervalMs: number,
  log: FastifyBaseLogger,
  failureMessage: string,
  run: () => Promise<void>,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      log.error({ err: error }, failureMessage);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
