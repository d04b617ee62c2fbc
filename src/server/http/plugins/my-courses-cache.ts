import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { type MyCoursesCache, openMyCoursesCache } from '../../modules/learning/my-courses-cache';

declare module 'fastify' {
  interface FastifyInstance {
    myCoursesCache: MyCoursesCache;
  }
}

/**
 * Opens the cache on the root instance. A member's own successful write forgets their answers
 * before the reply leaves, so their next read never races the database's notification; any other
 * caller's write (an operator, the gateway) waits for it, as the other instances do.
 */
export async function registerMyCoursesCache(app: FastifyInstance, database: Pick<DatabaseHandle, 'listen'>) {
  const cache = await openMyCoursesCache(database);
  app.decorate('myCoursesCache', cache);
  app.addHook('onClose', () => cache.close());
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.user && reply.statusCode < 400)
      cache.forget(request.user.id);
    return payload;
  });
}
