import { courseProgressItem, salesReport, salesReportQuery } from '@shared/contract/admin-report';
import { envelopeOf } from '@shared/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { progressReport } from './admin-progress-report.service';
import { salesReport as buildSalesReport } from './admin-sales-report.service';

const tags = ['Admin reports'];
const admin = { access: 'admin' } as const;

/** The console's reports: sales for a period, learner progress per course. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Admin/Reports/Sales',
    {
      config: admin,
      schema: { tags, querystring: salesReportQuery, response: { 200: envelopeOf(salesReport) } },
    },
    async (request) => ok(await buildSalesReport(ctx, request.locale, request.query)),
  );

  app.get(
    '/api/Admin/Reports/Progress',
    { config: admin, schema: { tags, response: { 200: envelopeOf(z.array(courseProgressItem)) } } },
    async (request) => ok(await progressReport(ctx, request.locale)),
  );
};
