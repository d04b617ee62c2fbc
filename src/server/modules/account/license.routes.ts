import { accountProfile } from '@shared/contract/account';
import { adminMemberListItem, adminMemberParams } from '@shared/contract/admin';
import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import { licenseDecisionBody, licenseQueueItem, licenseQueueQuery } from '@shared/contract/license';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import { acceptUploads, withUpload } from '../files/upload-pipeline';
import { UPLOAD_RULES } from '../files/upload-rules';
import * as licenses from './license.service';
import { setLicenseStatus } from './member-administration.service';

const copyAnswer = {
  fileAnswer: {
    contentType: '*/*',
    description: 'The copy of the licence: a JPEG, PNG, WebP, GIF or AVIF image, or a PDF',
  },
};

/** A copy of someone's licence: shown in the page, never kept by a cache. */
function sendCopy(reply: FastifyReply, copy: licenses.LicenseCopy) {
  return reply
    .type(copy.contentType)
    .header('content-length', copy.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${copy.filename}"`)
    .send(copy.stream);
}

/**
 * A medical member's licence (decision 099): the member uploads a copy and fetches it back; operators
 * work through the queue of pending licences, view each copy and decide.
 */
export const licenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, rateLimiter } = app;
  await acceptUploads(app);

  app.post(
    '/api/account/license/copy',
    {
      config: { access: 'member' },
      preHandler: rateLimiter.guard([
        { name: 'licensecopy.account', max: 20, windowSeconds: 3600, key: ({ user }) => user?.useruid },
      ]),
      schema: {
        tags: ['Account'],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(accountProfile) },
      },
    },
    async (request) =>
      ok(
        await withUpload(request, UPLOAD_RULES.licenseCopy, (file) =>
          licenses.storeLicenseCopy(ctx, currentUser(request), file),
        ),
      ),
  );

  app.get(
    '/api/account/license/copy',
    { config: { access: 'member', ...copyAnswer }, schema: { tags: ['Account'] } },
    async (request, reply) => sendCopy(reply, await licenses.openOwnLicenseCopy(ctx, currentUser(request))),
  );

  app.get(
    '/api/Admin/Licenses',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        querystring: licenseQueueQuery,
        response: { 200: pagedEnvelopeOf(licenseQueueItem) },
      },
    },
    async (request) => {
      const { items, total } = await licenses.listPendingLicenses(ctx, request.query);
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/api/Admin/Members/:useruid/LicenseCopy',
    {
      config: { access: 'admin', audit: false, ...copyAnswer },
      schema: { tags: ['Admin'], params: adminMemberParams },
    },
    async (request, reply) =>
      sendCopy(
        reply,
        await licenses.openLicenseCopyForOperator(ctx, currentUser(request), request.params.useruid),
      ),
  );

  app.post(
    '/api/Admin/Members/:useruid/License',
    {
      // The decision records its own audit entry with the status before and after.
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['Admin'],
        params: adminMemberParams,
        body: licenseDecisionBody,
        response: { 200: envelopeOf(adminMemberListItem) },
      },
    },
    async (request) =>
      ok(await setLicenseStatus(ctx, currentUser(request), request.params.useruid, request.body)),
  );
};
