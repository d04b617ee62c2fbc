import type { FastifyInstance } from 'fastify';
import { recordAudit } from './audit.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on an admin write that records its own, richer entry. */
    audit?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every successful admin write leaves a line: who, which call, on what (path parameters and query),
 * and a summary of what was sent. Services that know the previous state add their own entries.
 */
export function registerAuditTrail(app: FastifyInstance): void {
  // onSend runs before the answer leaves: once the operator sees "saved", the entry is there too.
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (config?.access !== 'admin' || config.audit === false) return payload;
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const target = { params: request.params, query: request.query };
    try {
      await recordAudit(app.ctx.db, {
        actorId: request.user?.id ?? null,
        action: `${request.method} ${request.routeOptions.url}`,
        target: JSON.stringify(target),
        after: request.body ?? null,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit entry could not be written');
    }
    return payload;
  });
}
