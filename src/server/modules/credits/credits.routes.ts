import { adminContentsDetail, adminContentsParams } from '@shared/contract/admin-catalogue';
import {
  adminCreditsBody,
  CREDIT_REPORT_ROWS_HEADER,
  creditReportQuery,
  creditVerification,
  creditVerifyParams,
  myCredits,
} from '@shared/contract/credits';
import { envelopeOf } from '@shared/contract/envelope';
import { CERTIFICATE_LANGS } from '@shared/contract/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { exportCreditReport } from './credit-report.service';
import { creditCertificatePdf, listMyCredits, verifyCredit } from './credits.service';
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

  app.get(
    '/api/Credits/Mine',
    { config: { access: 'member' }, schema: { tags: ['Credits'], response: { 200: envelopeOf(myCredits) } } },
    async (request) => ok(await listMyCredits(ctx, currentUser(request).id, request.locale)),
  );

  app.get(
    '/api/Credits/Verify/:code',
    {
      schema: {
        tags: ['Credits'],
        params: creditVerifyParams,
        response: { 200: envelopeOf(creditVerification) },
      },
    },
    async (request) => ok(await verifyCredit(ctx, request.params.code, request.locale)),
  );

  // Outside /api, like the course certificate's: a download link cannot add the app's headers.
  app.get(
    '/download/credits/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^MC-[0-9A-Z-]{14}\.pdf$/) }),
        querystring: z.object({
          lang: z.enum(CERTIFICATE_LANGS).default('ko'),
          expires: z.coerce.number().int(),
          signature: z.string().max(64),
        }),
      },
    },
    async (request, reply) => {
      const code = request.params.file.slice(0, -'.pdf'.length);
      const pdf = await creditCertificatePdf(ctx, { code, ...request.query });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="credit-${code}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/Admin/Contents/:contentsid/CreditReport',
    {
      // The service audits each export (it holds members' licences and birthdates).
      config: {
        access: 'admin',
        audit: false,
        fileAnswer: {
          contentType: '*/*',
          description: `The members who earned the credits in the period, as CSV (UTF-8 with a BOM) or XLSX; the ${CREDIT_REPORT_ROWS_HEADER} header says how many`,
        },
      },
      schema: { tags, params: adminContentsParams, querystring: creditReportQuery },
    },
    async (request, reply) => {
      const file = await exportCreditReport(
        ctx,
        currentUser(request),
        request.locale,
        request.params.contentsid,
        request.query,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header(CREDIT_REPORT_ROWS_HEADER, file.rows)
        .send(file.body);
    },
  );
};
