import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import {
  mailOutboxDetail,
  mailOutboxItem,
  mailOutboxParams,
  mailOutboxQuery,
} from '@shared/contract/mail-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, paged } from '../../http/envelope';
import { getMailOutboxEntry, listMailOutbox } from './mail-outbox.service';

const tags = ['Admin'];
const admin = { access: 'admin' } as const;

/** The console's mail viewer: admin-only, since mail holds reset links and order details. */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Admin/MailOutbox',
    {
      config: admin,
      schema: { tags, querystring: mailOutboxQuery, response: { 200: pagedEnvelopeOf(mailOutboxItem) } },
    },
    async (request) => {
      const { items, total } = await listMailOutbox(ctx, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/api/Admin/MailOutbox/:id',
    {
      config: admin,
      schema: { tags, params: mailOutboxParams, response: { 200: envelopeOf(mailOutboxDetail) } },
    },
    async (request) => ok(await getMailOutboxEntry(ctx, request.params.id)),
  );
};
