import { courseProgressItem, salesReport, salesReportQuery } from '@shared/contract/admin-report';
import { envelopeOf } from '@shared/contract/envelope';
import {
  adminInstructor,
  instructorCourseBody,
  instructorCourseParams,
  instructorParams,
  instructorProfileBody,
} from '@shared/contract/instructors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as admin from './instructor-admin.service';
import * as consoleService from './instructor-console.service';

/**
 * Profiles and assignments show on public course pages: the catalogue generation they are cached
 * under moves. The services record their own audit entries.
 */
const operatorWrite = { access: 'admin', audit: false, invalidates: 'catalogue' } as const;
const instructor = { access: 'instructor' } as const;
const instructorAnswer = { 200: envelopeOf(adminInstructor) };

/** The instructor role: an operator's profile editor and assignments, and the instructor's own console. */
export const instructorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Admin/Instructors/:useruid',
    {
      config: { access: 'admin' },
      schema: { tags: ['Admin instructors'], params: instructorParams, response: instructorAnswer },
    },
    async (request) => ok(await admin.getInstructor(ctx, request.locale, request.params.useruid)),
  );

  app.post(
    '/api/Admin/Instructors/:useruid/Profile',
    {
      config: operatorWrite,
      schema: {
        tags: ['Admin instructors'],
        params: instructorParams,
        body: instructorProfileBody,
        response: instructorAnswer,
      },
    },
    async (request) =>
      ok(
        await admin.saveProfile(
          ctx,
          currentUser(request),
          request.locale,
          request.params.useruid,
          request.body,
        ),
      ),
  );

  for (const [suffix, assigned] of [
    ['Courses', true],
    ['Courses/Delete', false],
  ] as const)
    app.post(
      `/api/Admin/Instructors/:useruid/${suffix}`,
      {
        config: operatorWrite,
        schema: {
          tags: ['Admin instructors'],
          params: instructorParams,
          body: instructorCourseBody,
          response: instructorAnswer,
        },
      },
      async (request) =>
        ok(
          await admin.setAssignment(
            ctx,
            currentUser(request),
            request.locale,
            request.params.useruid,
            request.body.contentsid,
            assigned,
          ),
        ),
    );

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
      schema: { tags: ['Instructor'], querystring: salesReportQuery, response: { 200: envelopeOf(salesReport) } },
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
