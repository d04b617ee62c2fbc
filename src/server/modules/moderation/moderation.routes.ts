import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import {
  type ModerationAction,
  moderationActionBody,
  moderationActionResult,
  moderationQueueItem,
  moderationQueueQuery,
  reportBody,
  reportReceipt,
} from '@shared/contract/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import { postingLimits } from '../../http/posting-limit';
import { moderate } from './moderation-actions.service';
import { moderationQueue } from './moderation-queue.service';
import { reportContent } from './report.service';

const tags = ['Moderation'];
/**
 * The service records each decision with its reason and the content as it was. A hidden or deleted
 * review leaves the course's average and lists, which the catalogue's cached answers carry.
 */
const auditedWrite = { access: 'admin', audit: false, invalidates: 'catalogue' } as const;

/** One route per decision, so the access matrix, the API docs and the audit each name it. */
const ACTION_PATHS: Record<ModerationAction, string> = {
  hide: 'Hide',
  restore: 'Restore',
  delete: 'Delete',
  dismiss: 'Dismiss',
};

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, rateLimiter } = app;

  app.post(
    '/api/Moderation/Report',
    {
      config: { access: 'member' },
      // Reports share the one posting budget with reviews and posts: a spammer cannot flood the queue.
      preHandler: rateLimiter.guard(postingLimits),
      schema: { tags, body: reportBody, response: { 200: envelopeOf(reportReceipt) } },
    },
    async (request) => ok(await reportContent(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/api/Admin/Moderation/Queue',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: moderationQueueQuery,
        response: { 200: pagedEnvelopeOf(moderationQueueItem) },
      },
    },
    async (request) => {
      const { items, total } = await moderationQueue(ctx, request.locale, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  for (const [action, path] of Object.entries(ACTION_PATHS) as [ModerationAction, string][]) {
    app.post(
      `/api/Admin/Moderation/${path}`,
      {
        config: auditedWrite,
        schema: { tags, body: moderationActionBody, response: { 200: envelopeOf(moderationActionResult) } },
      },
      async (request) => ok(await moderate(ctx, currentUser(request), action, request.body)),
    );
  }
};
