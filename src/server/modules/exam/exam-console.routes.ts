import { adminContentsParams, adminDeleteQuery } from '@shared/contract/admin-catalogue';
import { envelopeOf } from '@shared/contract/envelope';
import {
  adminCourseExams,
  adminExamSaveBody,
  adminQuestion,
  adminQuestionSaveBody,
} from '@shared/contract/exam';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as service from './exam-console.service';

const tags = ['Admin exams'];
/**
 * An exam or a question changes who has completed a course, which the members' course lists show:
 * the catalogue generation they are cached under moves. The services record their audit entries.
 */
const auditedWrite = { access: 'admin', invalidates: 'catalogue', audit: false } as const;
const exams = { 200: envelopeOf(adminCourseExams) };
const deleted = { 200: envelopeOf(z.null()) };

export const examConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Admin/Contents/:contentsid/Exams',
    { config: { access: 'admin' }, schema: { tags, params: adminContentsParams, response: exams } },
    async (request) => ok(await service.getCourseExams(ctx, request.params.contentsid)),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Exams/Save',
    {
      config: auditedWrite,
      schema: { tags, params: adminContentsParams, body: adminExamSaveBody, response: exams },
    },
    async (request) =>
      ok(await service.saveExam(ctx, currentUser(request), request.params.contentsid, request.body)),
  );

  app.post(
    '/api/Admin/Exams/Delete',
    { config: auditedWrite, schema: { tags, querystring: adminDeleteQuery, response: deleted } },
    async (request) => ok(await service.deleteExam(ctx, currentUser(request), request.query.id)),
  );

  app.post(
    '/api/Admin/Contents/:contentsid/Questions/Save',
    {
      config: auditedWrite,
      schema: {
        tags,
        params: adminContentsParams,
        body: adminQuestionSaveBody,
        response: { 200: envelopeOf(adminQuestion) },
      },
    },
    async (request) =>
      ok(await service.saveQuestion(ctx, currentUser(request), request.params.contentsid, request.body)),
  );

  app.post(
    '/api/Admin/Questions/Delete',
    { config: auditedWrite, schema: { tags, querystring: adminDeleteQuery, response: deleted } },
    async (request) => ok(await service.deleteQuestion(ctx, currentUser(request), request.query.id)),
  );
};
