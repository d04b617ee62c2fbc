import { applicableCoupon } from '@shared/contract/coupon';
import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import {
  membershipCharge,
  membershipPlan,
  membershipPlanSettings,
  myMembership,
  subscribeBody,
} from '@shared/contract/membership';
import { pagingQuery } from '@shared/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import * as service from './membership.service';
import { getPlan, savePlanSettings } from './membership-plan';

const tags = ['Membership'];
const member = { access: 'member' } as const;
const mine = { 200: envelopeOf(myMembership) };

/** The spec lists no membership calls; these paths follow its /api/<Domain>/<Action> style. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Membership/Plan',
    { schema: { tags, response: { 200: envelopeOf(membershipPlan) } } },
    async (request) => ok(await getPlan(ctx, request.locale)),
  );

  app.put(
    '/api/Membership/Plan',
    {
      config: { access: 'admin', audit: false },
      schema: { tags, body: membershipPlanSettings, response: { 200: envelopeOf(membershipPlanSettings) } },
    },
    async (request) => ok(await savePlanSettings(ctx, currentUser(request), request.body)),
  );

  app.get('/api/Membership/My', { config: member, schema: { tags, response: mine } }, async (request) =>
    ok(await service.getMyMembership(ctx, currentUser(request), request.locale)),
  );

  app.get(
    '/api/Membership/Charges',
    {
      config: member,
      schema: { tags, querystring: pagingQuery, response: { 200: pagedEnvelopeOf(membershipCharge) } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await service.listCharges(ctx, currentUser(request), { page, pageSize });
      return paged(items, total, page, pageSize);
    },
  );

  app.get(
    '/api/Membership/Coupons',
    { config: member, schema: { tags, response: { 200: envelopeOf(z.array(applicableCoupon)) } } },
    async (request) => ok(await service.listMembershipCoupons(ctx, currentUser(request), request.locale)),
  );

  app.post(
    '/api/Membership/Subscribe',
    { config: member, schema: { tags, body: subscribeBody, response: mine } },
    async (request) => ok(await service.subscribe(ctx, currentUser(request), request.locale, request.body)),
  );

  app.post('/api/Membership/Cancel', { config: member, schema: { tags, response: mine } }, async (request) =>
    ok(await service.cancelMembership(ctx, currentUser(request), request.locale)),
  );

  app.post('/api/Membership/Resume', { config: member, schema: { tags, response: mine } }, async (request) =>
    ok(await service.resumeMembership(ctx, currentUser(request), request.locale)),
  );

  app.post('/api/Membership/Retry', { config: member, schema: { tags, response: mine } }, async (request) =>
    ok(await service.retryNow(ctx, currentUser(request), request.locale)),
  );
};
