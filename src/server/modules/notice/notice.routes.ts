import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import {
  NOTICE_PAGE_SIZE,
  noticeDeleteQuery,
  noticeInfo,
  noticeInfoParams,
  noticeInfoQuery,
  noticeListBody,
  noticeListItem,
  noticeListQuery,
  noticeSaveBody,
} from '@shared/contract/notice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import { sendCached } from '../../http/response-cache';
import * as service from './notice.service';
import { viewerKeyOf } from './viewer-key';

const tags = ['Notices'];
/** These writes record their own audit entry (target and changed fields). */
const selfAudited = { access: 'admin', invalidates: 'catalogue', audit: false } as const;

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/Main/GetNotices',
    {
      schema: {
        tags,
        querystring: noticeListQuery,
        body: noticeListBody,
        response: { 200: pagedEnvelopeOf(noticeListItem) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, ctx.now().getTime(), async () => {
        const { query, body } = request;
        const result = await service.listNotices(ctx, request.locale, {
          isnotice: query.isnotice,
          istop3: query.istop3,
          search: query.search ?? body.search,
          page: query.page ?? body.page ?? 1,
          pageSize: query.pageSize ?? body.pageSize ?? NOTICE_PAGE_SIZE,
        });
        return paged(result.items, result.total, result.page, result.pageSize);
      }),
  );

  app.get(
    '/api/Main/GetNoticeInfo/:noticeid/',
    {
      schema: {
        tags,
        params: noticeInfoParams,
        querystring: noticeInfoQuery,
        response: { 200: envelopeOf(noticeInfo) },
      },
    },
    async (request) => {
      const viewer = request.query.hitting ? viewerKeyOf(request, ctx.config.JWT_SECRET) : null;
      return ok(await service.getNotice(ctx, request.locale, request.params.noticeid, viewer));
    },
  );

  app.post(
    '/api/Main/SaveNotice',
    {
      config: selfAudited,
      schema: { tags, body: noticeSaveBody, response: { 200: envelopeOf(noticeInfo) } },
    },
    async (request) => ok(await service.saveNotice(ctx, currentUser(request), request.locale, request.body)),
  );

  app.post(
    '/api/Main/DeleteNotice',
    {
      config: selfAudited,
      schema: { tags, querystring: noticeDeleteQuery, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.deleteNotice(ctx, currentUser(request), request.query.noticeid);
      return ok(null);
    },
  );
};
