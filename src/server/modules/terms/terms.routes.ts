import { adminTermsVersion, termsSaveBody } from '@shared/contract/admin-content';
import { envelopeOf } from '@shared/contract/envelope';
import { termsInfo, termsParams, termsQuery } from '@shared/contract/terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendCached } from '../../http/response-cache';
import * as service from './terms.service';

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Main/GetTerms/:tab',
    {
      schema: {
        tags: ['Terms'],
        params: termsParams,
        querystring: termsQuery,
        response: { 200: envelopeOf(termsInfo) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, ctx.now().getTime(), async () =>
        ok(await service.getTerms(ctx, request.locale, request.params.tab, request.query.version)),
      ),
  );

  app.post(
    '/api/Main/SaveTerms',
    {
      config: { access: 'admin', invalidates: 'catalogue', audit: false },
      schema: { tags: ['Terms'], body: termsSaveBody, response: { 200: envelopeOf(adminTermsVersion) } },
    },
    async (request) => ok(await service.saveTerms(ctx, currentUser(request), request.body)),
  );
};
