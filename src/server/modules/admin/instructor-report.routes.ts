import { courseProgressItem, salesReport, salesReportQuery } from '@shared/contract/admin-report';
import { envelopeOf } from '@shared/contract/envelope';
import { instructorCourseParams } from '@shared/contract/instructors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as consoleService from './instructor-report.service';

const instructor = { access: 'instructor' } as const;

/** The instructor's console: the console's reports, narrowed to the courses assigned to the caller. */
export const instructorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Instructor/Courses',
    {
      config: instructor,
      schema: { tags: ['Instructor'], response: { 200: envelopeOf(z.array(courseProgressItem)) } },
    },
    async (request) => ok(await consoleService.myCourses(ctx, currentUser(request), request.locale)),
  );

  app.get(
    '/api/Instructor/Sales',
    {
      config: instructor,
      schema: {
        tags: ['Instructor'],
        querystring: salesReportQuery,
        response: { 200: envelopeOf(salesReport) },
      },
    },
    async (request) =>
      ok(await consoleService.mySales(ctx, currentUser(request), request.locale, request.query)),
  );

  app.get(
    '/api/Instructor/Courses/:contentsid/Sales',
    {
      config: instructor,
      schema: {
        tags: ['Instructor'],
        params: instructorCourseParams,
        querystring: salesReportQuery,
        response: { 200: envelopeOf(salesReport) },
      },
    },
    async (request) =>
      ok(
        await consoleService.courseSales(
          ctx,
          currentUser(request),
          request.locale,
          request.params.contentsid,
          request.query,
        ),
      ),
  );
};
