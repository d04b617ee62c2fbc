import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../modules/audit/audit.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on an admin write that records its own, richer entry. */
    audit?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The safety net: an admin write whose service does not yet record its change (recordChange in
 * modules/audit/record-change.ts, with `config.audit = false` on the route) still leaves a line:
 * who, which call, the path parameters and query, and a summary of what was sent. It cannot name a
 * target or say what changed, so every admin write should move to recordChange.
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
