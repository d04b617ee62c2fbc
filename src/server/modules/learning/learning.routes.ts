import { envelopeOf } from '@shared/contract/envelope';
import {
  CERTIFICATE_LANGS,
  certificateInfo,
  certificateNumberParams,
  contentsIdParams,
  issueCertificateBody,
  issuedCertificate,
  myCourse,
  myTraining,
  playerCourse,
  savedProgress,
  saveProgressBody,
  videoIdParams,
  videoSource,
} from '@shared/contract/learning';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as certificates from './certificate.service';
import * as service from './learning.service';
import { openMediaFile } from './media.service';
import { keptUntil } from './my-courses-cache';
import { listMyTrainings } from './my-trainings.service';

const tags = ['Learning'];
const member = { access: 'member' } as const;

const CACHE_CONTROL = {
  // Playlists are tiny and name the current token's files: always asked again.
  playlist: 'private, no-cache',
  segment: 'private, max-age=600',
  poster: 'private, max-age=600',
  // The decryption key must never sit in a cache (browser, proxy or CDN).
  key: 'no-store',
} as const;

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Contents/GetVideoSourceUrl/:videoid',
    { config: member, schema: { tags, params: videoIdParams, response: { 200: envelopeOf(videoSource) } } },
    async (request) => ok(await service.getVideoSource(ctx, currentUser(request), request.params.videoid)),
  );

  app.get(
    '/api/Learning/Player/:contentsid',
    {
      config: member,
      schema: { tags, params: contentsIdParams, response: { 200: envelopeOf(playerCourse) } },
    },
    async (request) =>
      ok(await service.getPlayerCourse(ctx, currentUser(request), request.locale, request.params.contentsid)),
  );

  app.post(
    '/api/Learning/SaveProgress',
    {
      config: member,
      schema: { tags, body: saveProgressBody, response: { 200: envelopeOf(savedProgress) } },
    },
    async (request) => ok(await service.saveProgress(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/api/Learning/MyCourses',
    { config: member, schema: { tags, response: { 200: envelopeOf(z.array(myCourse)) } } },
    async (request, reply) => {
      const user = currentUser(request);
      const cache = app.myCoursesCache;
      // A catalogue write (a title, a lesson published) reaches the list through the generation.
      const key = `${request.locale}|${app.responseCache.generation}`;
      const now = ctx.now().getTime();
      let body = cache.get(user.id, key, now);
      if (!body) {
        const since = cache.generation;
        const { courses, membershipEndsAt } = await service.listMyCourses(ctx, user, request.locale);
        body = String(reply.serialize(ok(courses)));
        cache.set(user.id, key, { body, expiresAt: keptUntil(courses, now, membershipEndsAt) }, since);
      }
      // Already serialised by the route's schema: sent as it is.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/api/Learning/MyTrainings',
    { config: member, schema: { tags, response: { 200: envelopeOf(z.array(myTraining)) } } },
    async (request) => ok(await listMyTrainings(ctx, currentUser(request).id, request.locale)),
  );

  app.post(
    '/api/Learning/IssueCertificate/:contentsid',
    {
      config: member,
      schema: {
        tags,
        params: contentsIdParams,
        body: issueCertificateBody.optional(),
        response: { 200: envelopeOf(issuedCertificate) },
      },
    },
    async (request) =>
      ok(
        await certificates.issueCertificate(
          ctx,
          currentUser(request),
          request.params.contentsid,
          request.body?.lang ?? 'ko',
        ),
      ),
  );

  app.get(
    '/api/Learning/VerifyCertificate/:number',
    { schema: { tags, params: certificateNumberParams, response: { 200: envelopeOf(certificateInfo) } } },
    async (request) => ok(await certificates.verifyCertificate(ctx, request.params.number, request.locale)),
  );

  // Outside /api: a download link and a video player cannot add the app headers or a bearer token.
  app.get(
    '/download/certificates/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^MV-[0-9A-Z-]{14}\.pdf$/) }),
        querystring: z.object({
          lang: z.enum(CERTIFICATE_LANGS).default('ko'),
          expires: z.coerce.number().int(),
          signature: z.string().max(64),
        }),
      },
    },
    async (request, reply) => {
      const number = request.params.file.slice(0, -'.pdf'.length);
      const pdf = await certificates.certificatePdf(ctx, { number, ...request.query });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="certificate-${number}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/media/videos/:videoid/:token/*',
    {
      schema: {
        hide: true,
        params: z.object({
          videoid: z.coerce.number().int().positive(),
          token: z.string().max(100),
          '*': z.string().max(100),
        }),
      },
    },
    async (request, reply) => {
      const media = await openMediaFile(ctx, {
        videoId: request.params.videoid,
        token: request.params.token,
        path: request.params['*'],
        authorization: request.headers.authorization,
      });
      return reply
        .type(media.contentType)
        .header('cache-control', CACHE_CONTROL[media.kind])
        .header('content-length', media.file.size)
        .header('x-content-type-options', 'nosniff')
        .send(media.file.stream);
    },
  );
};
