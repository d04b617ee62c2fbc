import { adminContentsDetail, adminContentsParams } from '@shared/contract/admin-catalogue';
import { adminCreditsBody } from '@shared/contract/credits';
import { envelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { setCredits } from './credits-console.service';

const tags = ['Admin catalogue'];
/** The course page shows the credits: the public listings' cache is dropped; the service audits. */
const auditedWrite = { access: 'admin', invalidates: 'catalogue', audit: false } as const;

export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/Admin/Contents/:contentsid/Credits',
    {
      config: auditedWrite,
      schema: {
        tags,
        params: adminContentsParams,
        body: adminCreditsBody,
        response: { 200: envelopeOf(adminContentsDetail) },
      },
    },
    async (request) =>
      ok(await setCredits(ctx, currentUser(request), request.params.contentsid, request.body.credits)),
  );
};
