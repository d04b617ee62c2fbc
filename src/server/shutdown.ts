import type { FastifyInstance } from 'fastify';

export interface ShutdownPlan {
  app: FastifyInstance;
  /** How long /healthz answers 503 while every other request is still served (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** The longest from the signal to the end (SHUTDOWN_GRACE_MS); what is still running then is cut. */
  graceMs: number;
  /** Stops scheduling background work and waits for the run in progress. */
  stopJobs(): Promise<void>;
  closeDatabase(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Leaves the load balancer's rotation without dropping a request: report unhealthy, keep serving
 * while the balancer notices, then stop taking connections and finish what is in flight (Fastify's
 * close waits for it and closes Redis through its onClose hooks), then the jobs and the database.
 * Answers 'clean', or 'cut' when the grace period ran out first.
 */
export async function drainAndClose(plan: ShutdownPlan): Promise<'clean' | 'cut'> {
  const { app } = plan;
  const started = Date.now();
  app.startDraining();
  app.log.info({ drainMs: plan.drainMs, graceMs: plan.graceMs }, 'shutting down: draining');
  const close = async () => {
    await sleep(Math.min(plan.drainMs, plan.graceMs));
    await app.close();
    await plan.stopJobs();
    await plan.closeDatabase();
    return 'clean' as const;
  };
  const deadline = sleep(plan.graceMs).then(() => 'cut' as const);
  const outcome = await Promise.race([close(), deadline]);
  if (outcome === 'cut') {
    app.log.warn('shutdown grace period over; requests still running are cut');
  } else {
    app.log.info({ ms: Date.now() - started }, 'shut down');
  }
  return outcome;
}
