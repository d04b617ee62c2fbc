import {
  faqDeleteQuery,
  faqIdParams,
  faqInfo,
  faqItem,
  faqListBody,
  faqSaveBody,
} from '@shared/contract/board';
import { envelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendCached } from '../../http/response-cache';
import * as service from './board.service';

const tags = ['Board and FAQ'];
/** These writes record their own audit entry (target and changed fields). */
const selfAudited = { access: 'admin', invalidates: 'catalogue', audit: false } as const;

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/Board/GetFaqs',
    { schema: { tags, body: faqListBody, response: { 200: envelopeOf(z.array(faqItem)) } } },
    async (request, reply) =>
      sendCached(request, reply, ctx.now().getTime(), async () =>
        ok(await service.listFaqs(ctx, request.locale, request.body)),
      ),
  );

  app.post(
    '/api/Board/GetFaqInfo/:faqid',
    { schema: { tags, params: faqIdParams, response: { 200: envelopeOf(faqInfo) } } },
    async (request) => ok(await service.getFaq(ctx, request.locale, request.params.faqid, request.user)),
  );

  app.post(
    '/api/Board/SaveFaq',
    {
      config: selfAudited,
      schema: { tags, body: faqSaveBody, response: { 200: envelopeOf(faqInfo) } },
    },
    async (request) => ok(await service.saveFaq(ctx, request.locale, request.body, currentUser(request))),
  );

  app.delete(
    '/api/Board/DeleteFaq',
    {
      config: selfAudited,
      schema: { tags, querystring: faqDeleteQuery, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.deleteFaq(ctx, currentUser(request), request.query.faqid);
      return ok(null);
    },
  );
};
