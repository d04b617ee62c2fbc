import { adminContentsDetail, adminContentsParams } from '@shared/contract/admin-catalogue';
import { adminCreditsBody, CREDIT_REPORT_ROWS_HEADER, creditReportQuery } from '@shared/contract/credits';
import { envelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { exportCreditReport } from './credit-report.service';
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
