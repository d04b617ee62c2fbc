import {
  accountProfile,
  addressSearchQuery,
  addressSearchResult,
  businessCheckBody,
  businessCheckResult,
  changePasswordBody,
  type FindIdBody,
  type FindPasswordBody,
  findIdBody,
  findPasswordBody,
  foundIds,
  type JoinBody,
  joinBody,
  joinOptions,
  type LoginBody,
  loginBody,
  marketingBody,
  marketingState,
  type ResetPasswordBody,
  refreshTokenBody,
  resetPasswordBody,
  sessionDatas,
  tokenPair,
  updateProfileBody,
  useruidParams,
  withdrawBody,
} from '@shared/contract/account';
import { envelopeOf } from '@shared/contract/envelope';
import { translate } from '@shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { RateLimitRule } from '../../http/rate-limit';
import * as service from './account.service';
import { findId } from './find-id';

const tags = ['Account'];
const member = { access: 'member' } as const;

const perIp = (name: string, max: number, windowSeconds: number): RateLimitRule => ({
  name,
  max,
  windowSeconds,
  key: ({ ip }) => ip,
});
const perUser = (name: string, max: number, windowSeconds: number): RateLimitRule => ({
  name,
  max,
  windowSeconds,
  key: ({ user }) => user?.useruid,
});

/**
 * Defaults per IP and per account; operators and tests override them by name with RATE_LIMITS.
 * Find-password and find-ID are the tightest: their answers say whether a name and an email (or a
 * mobile number) match an account.
 */
const limits = {
  login: [
    perIp('login.ip', 30, 300),
    // Wrong credentials only: an operator who logs in often is not a guesser, and neither is a
    // member retrying through a database outage (503).
    {
      name: 'login.account',
      max: 10,
      windowSeconds: 900,
      key: ({ body }) => body.email,
      countsOnlyStatus: 401,
    },
  ] satisfies RateLimitRule<LoginBody>[],
  join: [
    perIp('join.ip', 10, 3600),
    { name: 'join.account', max: 5, windowSeconds: 3600, key: ({ body }) => body.email },
  ] satisfies RateLimitRule<JoinBody>[],
  findPassword: [
    perIp('findpassword.ip', 10, 3600),
    { name: 'findpassword.account', max: 5, windowSeconds: 3600, key: ({ body }) => body.email },
  ] satisfies RateLimitRule<FindPasswordBody>[],
  findId: [
    perIp('findid.ip', 10, 3600),
    { name: 'findid.account', max: 5, windowSeconds: 3600, key: ({ body }) => body.mobile },
  ] satisfies RateLimitRule<FindIdBody>[],
  resetPassword: [
    perIp('resetpassword.ip', 20, 3600),
    { name: 'resetpassword.account', max: 5, windowSeconds: 3600, key: ({ body }) => body.token },
  ] satisfies RateLimitRule<ResetPasswordBody>[],
  changePassword: [perUser('changepassword.account', 10, 900)],
  withdraw: [perUser('withdraw.account', 10, 900)],
  businessCheck: [perIp('checkbusiness.ip', 30, 600)],
  address: [perIp('address.ip', 120, 600)],
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, rateLimiter } = app;

  app.post(
    '/api/account/login',
    {
      preHandler: rateLimiter.guard(limits.login),
      schema: { tags, body: loginBody, response: { 200: envelopeOf(sessionDatas) } },
    },
    async (request) => ok(await service.login(ctx, request.body, request.locale)),
  );

  app.post(
    '/api/account/logout',
    { config: member, schema: { tags, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await service.logout(ctx, currentUser(request));
      return ok(null);
    },
  );

  app.post(
    '/api/account/join/',
    {
      preHandler: rateLimiter.guard(limits.join),
      schema: { tags, body: joinBody, response: { 200: envelopeOf(sessionDatas) } },
    },
    async (request) => ok(await service.join(ctx, request.body, request.locale)),
  );

  app.get(
    '/api/account/joinoptions',
    { schema: { tags, response: { 200: envelopeOf(joinOptions) } } },
    async () => ok(service.joinOptions(ctx)),
  );

  app.post(
    '/api/account/checkbusiness',
    {
      preHandler: rateLimiter.guard(limits.businessCheck),
      schema: { tags, body: businessCheckBody, response: { 200: envelopeOf(businessCheckResult) } },
    },
    async (request) => ok(await service.checkBusiness(ctx, request.body.businessNumber)),
  );

  app.get(
    '/api/account/address',
    {
      preHandler: rateLimiter.guard(limits.address),
      schema: { tags, querystring: addressSearchQuery, response: { 200: envelopeOf(addressSearchResult) } },
    },
    async (request) => ok(await service.searchAddress(ctx, request.query)),
  );

  app.post(
    '/api/account/findpassword',
    {
      preHandler: rateLimiter.guard(limits.findPassword),
      schema: { tags, body: findPasswordBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.findPassword(ctx, request.locale, request.body);
      return ok(null, translate(request.locale, 'auth.resetMailSent'));
    },
  );

  app.post(
    '/api/account/findid',
    {
      preHandler: rateLimiter.guard(limits.findId),
      schema: { tags, body: findIdBody, response: { 200: envelopeOf(foundIds) } },
    },
    async (request) => ok(await findId(ctx, request.body)),
  );

  app.post(
    '/api/account/resetpassword',
    {
      preHandler: rateLimiter.guard(limits.resetPassword),
      schema: { tags, body: resetPasswordBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.resetPassword(ctx, request.body);
      return ok(null, translate(request.locale, 'auth.passwordChanged'));
    },
  );

  app.post(
    '/api/account/refresh_token',
    { schema: { tags, body: refreshTokenBody, response: { 200: envelopeOf(tokenPair) } } },
    async (request) => ok(await service.refresh(ctx, request.body)),
  );

  app.get(
    '/api/account/user/:useruid',
    {
      config: member,
      schema: { tags, params: useruidParams, response: { 200: envelopeOf(accountProfile) } },
    },
    async (request) => ok(await service.getProfile(ctx, currentUser(request), request.params.useruid)),
  );

  app.put(
    '/api/account/update',
    {
      config: member,
      schema: { tags, body: updateProfileBody, response: { 200: envelopeOf(accountProfile) } },
    },
    async (request) => ok(await service.updateProfile(ctx, currentUser(request), request.body)),
  );

  app.put(
    '/api/account/changepassword',
    {
      config: member,
      preHandler: rateLimiter.guard(limits.changePassword),
      schema: { tags, body: changePasswordBody, response: { 200: envelopeOf(sessionDatas) } },
    },
    async (request) => {
      const session = await service.changePassword(ctx, currentUser(request), request.body);
      return ok(session, translate(request.locale, 'auth.passwordChanged'));
    },
  );

  app.put(
    '/api/account/marketing',
    { config: member, schema: { tags, body: marketingBody, response: { 200: envelopeOf(marketingState) } } },
    async (request) => ok(await service.setMarketing(ctx, currentUser(request), request.body)),
  );

  app.delete(
    '/api/account/withdraw',
    {
      config: member,
      preHandler: rateLimiter.guard(limits.withdraw),
      schema: { tags, body: withdrawBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.withdraw(ctx, currentUser(request), request.body.password);
      return ok(null, translate(request.locale, 'auth.withdrawn'));
    },
  );
};
