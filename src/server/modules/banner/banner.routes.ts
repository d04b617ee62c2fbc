import {
  bannerDeleteQuery,
  bannerIdParams,
  bannerInfo,
  bannerItem,
  bannerSaveBody,
} from '@shared/contract/banner';
import { envelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendCached } from '../../http/response-cache';
import * as service from './banner.service';

const tags = ['Banner'];
/** Banner writes record their own audit entry (target and changed fields). */
const selfAudited = { access: 'admin', invalidates: 'catalogue', audit: false } as const;

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/Banner/GetList',
    { schema: { tags, response: { 200: envelopeOf(z.array(bannerItem)) } } },
    async (request, reply) =>
      sendCached(request, reply, ctx.now().getTime(), async () =>
        ok(await service.listBanners(ctx, request.locale)),
      ),
  );

  app.get(
    '/api/Banner/GetInfo/:bannerid',
    { schema: { tags, params: bannerIdParams, response: { 200: envelopeOf(bannerInfo) } } },
    async (request) =>
      ok(await service.getBanner(ctx, request.locale, request.params.bannerid, request.user)),
  );

  app.post(
    '/api/Banner/Save',
    {
      config: selfAudited,
      schema: { tags, body: bannerSaveBody, response: { 200: envelopeOf(bannerInfo) } },
    },
    async (request) => ok(await service.saveBanner(ctx, currentUser(request), request.locale, request.body)),
  );

  app.post(
    '/api/Banner/Delete',
    {
      config: selfAudited,
      schema: { tags, querystring: bannerDeleteQuery, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.deleteBanner(ctx, currentUser(request), request.query.id);
      return ok(null);
    },
  );
};
