import {
  applicableCoupon,
  applicableCouponQuery,
  couponInfo,
  couponItem,
  couponListBody,
  couponNumberParams,
} from '@shared/contract/coupon';
import { envelopeOf } from '@shared/contract/envelope';
import { translate } from '@shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { RateLimitRule } from '../../http/rate-limit';
import * as service from './coupon.service';

const tags = ['Coupon'];
const member = { access: 'member' } as const;

/** Codes are six characters: guessing them must be slow, per account and per address. */
const codeLimits: RateLimitRule[] = [
  { name: 'coupon.account', max: 10, windowSeconds: 600, key: ({ user }) => user?.useruid },
  { name: 'coupon.ip', max: 30, windowSeconds: 600, key: ({ ip }) => ip },
];

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, rateLimiter } = app;

  app.post(
    '/api/Coupon/GetList',
    {
      config: member,
      schema: { tags, body: couponListBody, response: { 200: envelopeOf(z.array(couponItem)) } },
    },
    async (request) => ok(await service.listCoupons(ctx, currentUser(request), request.locale, request.body)),
  );

  app.get(
    '/api/Coupon/GetCouponInfo/:couponnumber',
    {
      config: member,
      preHandler: rateLimiter.guard(codeLimits),
      schema: { tags, params: couponNumberParams, response: { 200: envelopeOf(couponInfo) } },
    },
    async (request) =>
      ok(await service.getCouponInfo(ctx, currentUser(request), request.locale, request.params.couponnumber)),
  );

  app.post(
    '/api/Coupon/Registration/:couponnumber',
    {
      config: member,
      preHandler: rateLimiter.guard(codeLimits),
      schema: { tags, params: couponNumberParams, response: { 200: envelopeOf(couponItem) } },
    },
    async (request) =>
      ok(
        await service.registerCoupon(ctx, currentUser(request), request.locale, request.params.couponnumber),
        translate(request.locale, 'coupon.registered'),
      ),
  );

  app.get(
    '/api/Coupon/Applicable/:contentsid',
    {
      config: member,
      schema: {
        tags,
        params: applicableCouponQuery,
        response: { 200: envelopeOf(z.array(applicableCoupon)) },
      },
    },
    async (request) =>
      ok(
        await service.listApplicableCoupons(
          ctx,
          currentUser(request),
          request.locale,
          request.params.contentsid,
        ),
      ),
  );
};
