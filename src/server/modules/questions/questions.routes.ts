import { envelopeOf, pagedEnvelopeOf } from '@shared/contract/envelope';
import { contentsIdParams } from '@shared/contract/learning';
import {
  askQuestionBody,
  courseQuestionsQuery,
  questionIdParams,
  questionThread,
  replyBody,
  resolveBody,
  staffQuestion,
  staffQuestionsQuery,
  uploadedQuestionImage,
} from '@shared/contract/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { ok, paged } from '../../http/envelope';
import { postingLimits } from '../../http/posting-limit';
import { acceptUploads, withUpload } from '../files/upload-pipeline';
import { UPLOAD_RULES } from '../files/upload-rules';
import * as service from './questions.service';

const tags = ['Questions'];
const thread = { 200: envelopeOf(questionThread) };

/**
 * 질문·답변: anyone reads a course's questions; holders ask and follow up, staff of the course
 * (its instructors, operators) answer. Every post counts against the one posting budget.
 */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, rateLimiter } = app;
  await acceptUploads(app);
  const posting = rateLimiter.guard(postingLimits);

  app.get(
    '/api/Courses/:contentsid/Questions',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: contentsIdParams,
        querystring: courseQuestionsQuery,
        response: { 200: pagedEnvelopeOf(questionThread) },
      },
    },
    async (request) => {
      const { items, total } = await service.listCourseQuestions(
        ctx,
        request.user,
        request.locale,
        request.params.contentsid,
        request.query,
      );
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );

  app.post(
    '/api/Courses/:contentsid/Questions',
    {
      config: { access: 'member' },
      preHandler: posting,
      schema: { tags, params: contentsIdParams, body: askQuestionBody, response: thread },
    },
    async (request) =>
      ok(
        await service.askQuestion(
          ctx,
          currentUser(request),
          request.locale,
          request.params.contentsid,
          request.body,
        ),
      ),
  );

  app.post(
    '/api/Questions/:questionid/FollowUps',
    {
      config: { access: 'member' },
      preHandler: posting,
      schema: { tags, params: questionIdParams, body: replyBody, response: thread },
    },
    async (request) =>
      ok(
        await service.followUp(
          ctx,
          currentUser(request),
          request.locale,
          request.params.questionid,
          request.body,
        ),
      ),
  );

  app.post(
    '/api/Questions/:questionid/Answers',
    {
      config: { access: 'instructor' },
      preHandler: posting,
      schema: { tags, params: questionIdParams, body: replyBody, response: thread },
    },
    async (request) =>
      ok(
        await service.answerQuestion(
          ctx,
          currentUser(request),
          request.locale,
          request.params.questionid,
          request.body,
        ),
      ),
  );

  app.post(
    '/api/Questions/:questionid/Resolve',
    {
      config: { access: 'member' },
      schema: { tags, params: questionIdParams, body: resolveBody, response: thread },
    },
    async (request) =>
      ok(
        await service.resolveQuestion(
          ctx,
          currentUser(request),
          request.locale,
          request.params.questionid,
          request.body.resolved,
        ),
      ),
  );

  app.post(
    '/api/Questions/Images',
    {
      config: { access: 'member' },
      // An image is sent only to be attached to a post: it spends from the same budget.
      preHandler: posting,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadedQuestionImage) },
      },
    },
    async (request) =>
      ok(
        await withUpload(request, UPLOAD_RULES.questionImage, (file) =>
          service.storeQuestionImage(ctx, file),
        ),
      ),
  );

  app.get(
    '/api/Staff/Questions',
    {
      config: { access: 'instructor' },
      schema: { tags, querystring: staffQuestionsQuery, response: { 200: pagedEnvelopeOf(staffQuestion) } },
    },
    async (request) => {
      const { items, total } = await service.listStaffQuestions(
        ctx,
        currentUser(request),
        request.locale,
        request.query,
      );
      return paged(items, total, request.query.page, request.query.pageSize);
    },
  );
};
