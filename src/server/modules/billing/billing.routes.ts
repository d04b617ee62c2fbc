import {
  billingCard,
  billingIssueBody,
  billingKeyParams,
  billingRegistration,
  billingRegistrationQuery,
} from '@shared/contract/billing';
import { envelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as service from './billing.service';

const tags = ['Billing'];
const member = { access: 'member' } as const;
const cardList = envelopeOf(z.array(billingCard));

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Billing/MyCardList',
    { config: member, schema: { tags, response: { 200: cardList } } },
    async (request) => ok(await service.listCards(ctx, currentUser(request), request.locale)),
  );

  app.get(
    '/api/Billing/Registration',
    {
      config: member,
      schema: {
        tags,
        querystring: billingRegistrationQuery,
        response: { 200: envelopeOf(billingRegistration) },
      },
    },
    async (request) => ok(await service.registrationInfo(ctx, currentUser(request), request.query.back)),
  );

  app.post(
    '/api/Billing/Issue/',
    { config: member, schema: { tags, body: billingIssueBody, response: { 200: envelopeOf(billingCard) } } },
    async (request) => ok(await service.issueCard(ctx, currentUser(request), request.locale, request.body)),
  );

  app.put(
    '/api/Billing/Active/:billingkey',
    { config: member, schema: { tags, params: billingKeyParams, response: { 200: cardList } } },
    async (request) =>
      ok(await service.activateCard(ctx, currentUser(request), request.locale, request.params.billingkey)),
  );

  app.delete(
    '/api/Billing/Delete/:billingkey',
    { config: member, schema: { tags, params: billingKeyParams, response: { 200: cardList } } },
    async (request) =>
      ok(await service.deleteCard(ctx, currentUser(request), request.locale, request.params.billingkey)),
  );
};
