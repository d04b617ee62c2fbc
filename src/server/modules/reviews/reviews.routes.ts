import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import { contentsIdParams } from '@shared/contract/learning';
import {
  consoleReviewItem,
  consoleReviewQuery,
  courseReviewPage,
  myCourseReview,
  reviewBody,
  reviewIdParams,
  reviewItem,
  reviewListQuery,
  reviewReplyBody,
} from '@shared/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import { postingLimits } from '../../http/posting-limit';
import * as service from './reviews.service';

const tags = ['Reviews'];
const member = { access: 'member' } as const;
/** A review changes the average the catalogue's cached cards show. */
const memberWrite = { access: 'member', invalidates: 'catalogue' } as const;
const staff = { access: 'instructor' } as const;

/** 수강평: the course page's list and summary, the member's own review, and the staff's reply. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, rateLimiter } = app;
  const posting = rateLimiter.guard(postingLimits);

  app.get(
    '/api/Reviews/Course/:contentsid',
    {
      schema: {
        tags,
        params: contentsIdParams,
        querystring: reviewListQuery,
        response: { 200: envelopeOf(courseReviewPage) },
      },
    },
    async (request) =>
      ok(await service.listCourseReviews(ctx, request.user, request.params.contentsid, request.query)),
  );

  app.get(
    '/api/Reviews/Course/:contentsid/Mine',
    {
      config: member,
      schema: { tags, params: contentsIdParams, response: { 200: envelopeOf(myCourseReview) } },
    },
    async (request) => ok(await service.myCourseReview(ctx, currentUser(request), request.params.contentsid)),
  );

  app.post(
    '/api/Reviews/Course/:contentsid',
    {
      config: memberWrite,
      preHandler: posting,
      schema: { tags, params: contentsIdParams, body: reviewBody, response: { 200: envelopeOf(reviewItem) } },
    },
    async (request) =>
      ok(await service.createReview(ctx, currentUser(request), request.params.contentsid, request.body)),
  );

  app.put(
    '/api/Reviews/:reviewid',
    {
      config: memberWrite,
      preHandler: posting,
      schema: { tags, params: reviewIdParams, body: reviewBody, response: { 200: envelopeOf(reviewItem) } },
    },
    async (request) =>
      ok(await service.updateReview(ctx, currentUser(request), request.params.reviewid, request.body)),
  );

  app.delete(
    '/api/Reviews/:reviewid',
    {
      config: memberWrite,
      schema: { tags, params: reviewIdParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.deleteReview(ctx, currentUser(request), request.params.reviewid);
      return ok(null);
    },
  );

  app.get(
    '/api/Admin/Reviews',
    {
      config: staff,
      schema: {
        tags,
        querystring: consoleReviewQuery,
        response: { 200: pagedEnvelopeOf(consoleReviewItem) },
      },
    },
    async (request) => {
      const { items, total } = await service.listConsoleReviews(
        ctx,
        currentUser(request),
        request.query,
        request.locale,
      );
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.put(
    '/api/Admin/Reviews/:reviewid/Reply',
    {
      config: staff,
      preHandler: posting,
      schema: {
        tags,
        params: reviewIdParams,
        body: reviewReplyBody,
        response: { 200: envelopeOf(consoleReviewItem) },
      },
    },
    async (request) =>
      ok(
        await service.replyToReview(
          ctx,
          currentUser(request),
          request.params.reviewid,
          request.body.body,
          request.locale,
        ),
      ),
  );
};
