import {
  categoryDeleteQuery,
  categoryIdParams,
  categoryItem,
  categoryListQuery,
  categoryNodesBody,
  categorySaveBody,
} from '@shared/contract/category';
import { envelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendCached } from '../../http/response-cache';
import * as service from './category.service';

const tags = ['Category'];
/** These writes record their own audit entry (target and changed fields). */
const selfAudited = { access: 'admin', invalidates: 'catalogue', audit: false } as const;

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Category/GetList',
    {
      schema: { tags, querystring: categoryListQuery, response: { 200: envelopeOf(z.array(categoryItem)) } },
    },
    async (request, reply) =>
      sendCached(request, reply, ctx.now().getTime(), async () =>
        ok(await service.listCategories(ctx, request.locale, request.query)),
      ),
  );

  app.get(
    '/api/Category/GetInfo/:categoryid',
    { schema: { tags, params: categoryIdParams, response: { 200: envelopeOf(categoryItem) } } },
    async (request) => ok(await service.getCategory(ctx, request.locale, request.params.categoryid)),
  );

  app.get(
    '/api/Admin/Categories',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: envelopeOf(z.array(categoryItem)) } },
    },
    async (request) => ok(await service.listAllCategories(ctx, request.locale)),
  );

  app.post(
    '/api/Category/Save',
    {
      config: selfAudited,
      schema: { tags, body: categorySaveBody, response: { 200: envelopeOf(categoryItem) } },
    },
    async (request) =>
      ok(await service.saveCategory(ctx, currentUser(request), request.locale, request.body)),
  );

  app.post(
    '/api/Category/Delete',
    {
      config: selfAudited,
      schema: { tags, querystring: categoryDeleteQuery, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.deleteCategory(ctx, currentUser(request), request.query.id);
      return ok(null);
    },
  );

  app.post(
    '/api/Category/SetCategoryNodes',
    {
      config: selfAudited,
      schema: { tags, body: categoryNodesBody, response: { 200: envelopeOf(z.array(categoryItem)) } },
    },
    async (request) =>
      ok(await service.setCategoryNodes(ctx, currentUser(request), request.locale, request.body)),
  );
};
