import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `run` every intervalMs without keeping the process alive; returns a stop function for
 * shutdown, which resolves once a run in progress has finished (so the database is not closed under
 * it). A tick that finds the previous run still going is skipped, so a slow gateway cannot pile runs
 * up. A failed run is logged and the next tick tries again.
 */
export function repeatInBackground(
  intervalMs: number,
  log: FastifyBaseLogger,
  failureMessage: string,
  run: () => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((error: unknown) => log.error({ err: error }, failureMessage))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
