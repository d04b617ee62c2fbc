import {
  calendarParams,
  campusMain,
  campusQuery,
  contentsDetail,
  contentsIdParams,
  courseCard,
  mainSections,
  searchHit,
  searchQuery,
  trainingCard,
  trainingFilterQuery,
  trainingListParams,
  trainingListQuery,
} from '@shared/contract/contents';
import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../http/envelope';
import { sendCached } from '../../http/response-cache';
import * as service from './contents.service';
import { searchContents } from './contents-search';

const tags = ['Contents'];

export const contentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const now = () => ctx.now().getTime();

  app.get(
    '/api/Contents/main',
    { schema: { tags, response: { 200: envelopeOf(mainSections) } } },
    async (request, reply) =>
      sendCached(request, reply, now(), async () => ok(await service.getMain(ctx, request.locale))),
  );

  app.get(
    '/api/Contents/main/campus',
    { schema: { tags, response: { 200: envelopeOf(campusMain) } } },
    async (request, reply) =>
      sendCached(request, reply, now(), async () => ok(await service.getCampusMain(ctx, request.locale))),
  );

  app.get(
    '/api/Contents/search/campus',
    { schema: { tags, querystring: campusQuery, response: { 200: pagedEnvelopeOf(courseCard) } } },
    async (request, reply) =>
      sendCached(request, reply, now(), async () => {
        const { items, total } = await service.searchCampus(ctx, request.locale, request.query);
        return paged(items, total, request.query.page, request.query.pageSize);
      }),
  );

  app.get(
    '/api/Contents/search',
    { schema: { tags, querystring: searchQuery, response: { 200: pagedEnvelopeOf(searchHit) } } },
    async (request, reply) =>
      sendCached(request, reply, now(), async () => {
        const { items, total } = await searchContents(ctx, request.locale, request.query);
        return paged(items, total, request.query.page, request.query.pageSize);
      }),
  );

  app.get(
    '/api/Contents/search/calendar/:year/:month',
    {
      schema: {
        tags,
        params: calendarParams,
        querystring: trainingFilterQuery,
        response: { 200: envelopeOf(z.array(trainingCard)) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, now(), async () => {
        const { year, month } = request.params;
        return ok(await service.trainingCalendar(ctx, request.locale, year, month, request.query));
      }),
  );

  app.get(
    '/api/Contents/search/:conttype',
    {
      schema: {
        tags,
        params: trainingListParams,
        querystring: trainingListQuery,
        response: { 200: pagedEnvelopeOf(trainingCard) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, now(), async () => {
        const { items, total } = await service.listTrainings(ctx, request.locale, request.query);
        return paged(items, total, request.query.page, request.query.pageSize);
      }),
  );

  app.get(
    '/api/Contents/GetInfo/:contentsid',
    { schema: { tags, params: contentsIdParams, response: { 200: envelopeOf(contentsDetail) } } },
    // A visitor's page is the same for every visitor; a member's carries their purchase state.
    async (request, reply) =>
      request.user
        ? ok(await service.getContentsInfo(ctx, request.locale, request.params.contentsid, request.user))
        : sendCached(request, reply, now(), async () =>
            ok(await service.getContentsInfo(ctx, request.locale, request.params.contentsid, null)),
          ),
  );

  app.get(
    '/api/Contents/ics/:contentsid',
    {
      config: {
        fileAnswer: {
          contentType: 'text/calendar',
          description: 'The training session as an iCalendar file',
        },
      },
      schema: { tags, params: contentsIdParams },
    },
    async (request, reply) => {
      const file = await service.trainingCalendarFile(ctx, request.locale, request.params.contentsid);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-cache')
        .send(file.body);
    },
  );
};
