import {
  adminBannerItem,
  adminFaqItem,
  adminTermsParams,
  adminTermsVersion,
  orderBody,
  uploadedFile,
  uploadParams,
} from '@shared/contract/admin-content';
import { envelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { listAllBanners } from '../banner/banner.service';
import { listAllFaqs } from '../board/board.service';
import { reorder } from '../board/display-order.service';
import { storeUpload } from '../files/console-upload';
import { acceptUploads, withUpload } from '../files/upload-pipeline';
import { UPLOAD_RULES } from '../files/upload-rules';
import { listTermsVersions } from '../terms/terms.service';

const tags = ['Admin content'];
const admin = { access: 'admin' } as const;
/** These writes record their own audit entry with the order before and after. */
const selfAudited = { access: 'admin', audit: false, invalidates: 'catalogue' } as const;

/** The console's content screens: uploads, banner and FAQ lists and order, terms versions. */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await acceptUploads(app);

  app.post(
    '/api/Admin/Uploads/:purpose',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags,
        params: uploadParams,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadedFile) },
      },
    },
    async (request) => {
      const { purpose } = request.params;
      return ok(
        await withUpload(request, UPLOAD_RULES[purpose], (file) =>
          storeUpload(ctx, currentUser(request), purpose, file),
        ),
      );
    },
  );

  app.get(
    '/api/Admin/Banners',
    { config: admin, schema: { tags, response: { 200: envelopeOf(z.array(adminBannerItem)) } } },
    async (request) => ok(await listAllBanners(ctx, request.locale)),
  );

  app.post(
    '/api/Admin/Banners/Order',
    { config: selfAudited, schema: { tags, body: orderBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await reorder(ctx, currentUser(request), 'banners', request.body);
      return ok(null);
    },
  );

  app.get(
    '/api/Admin/Faqs',
    { config: admin, schema: { tags, response: { 200: envelopeOf(z.array(adminFaqItem)) } } },
    async (request) => ok(await listAllFaqs(ctx, request.locale)),
  );

  app.post(
    '/api/Admin/Faqs/Order',
    { config: selfAudited, schema: { tags, body: orderBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await reorder(ctx, currentUser(request), 'faqs', request.body);
      return ok(null);
    },
  );

  app.get(
    '/api/Admin/Terms/:tab',
    {
      config: admin,
      schema: { tags, params: adminTermsParams, response: { 200: envelopeOf(z.array(adminTermsVersion)) } },
    },
    async (request) => ok(await listTermsVersions(ctx, request.params.tab)),
  );
};
