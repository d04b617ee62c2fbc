import { envelopeOf } from '@shared/contract/envelope';
import {
  adminInstructor,
  instructorCourseBody,
  instructorParams,
  instructorProfileBody,
} from '@shared/contract/instructors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as admin from './instructor-admin.service';

/**
 * Profiles and assignments show on public course pages: the catalogue generation they are cached
 * under moves. The services record their own audit entries.
 */
const operatorWrite = { access: 'admin', audit: false, invalidates: 'catalogue' } as const;
const instructorAnswer = { 200: envelopeOf(adminInstructor) };

/** The instructor role as an operator manages it: the public profile and the assigned courses. */
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
};
