import { type Database, isDatabaseReachable } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/storage';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown has begun: /healthz answers 503 so the load balancer stops sending, the rest still works. */
    startDraining(): void;
  }
}

/** Load balancers give up on a check after a few seconds; the answer comes well before, whatever hangs. */
export const HEALTH_CHECK_TIMEOUT_MS = 1500;

/** `fallback` when `promise` has not settled within `ms` (it keeps running; its result is ignored). */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** `/healthz`, and the draining state that turns it to 503 during a graceful shutdown. */
export const health = globalPlugin<{ db: Database; storage: FileStorage }>('health', async (app, deps) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // Keep-alive connections would stick to a draining instance; closing them after each answer
  // sends the client's next request through the balancer again.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, storage] = await Promise.all([
      within(isDatabaseReachable(deps.db), HEALTH_CHECK_TIMEOUT_MS, false),
      within(deps.storage.health(), HEALTH_CHECK_TIMEOUT_MS, { writable: false, freeBytes: null }),
    ]);
    const status = draining ? 'draining' : database && storage.writable ? 'ok' : 'degraded';
    // Only the database (or a shutdown) takes the instance out of rotation: with a full disk, pages
    // and payments still work.
    return reply.status(database && !draining ? 200 : 503).send({ status, database, storage });
  });
});
