import { envelopeOf } from '@shared/contract/envelope';
import {
  attemptIdParams,
  examAttempt,
  examIdParams,
  examResult,
  memberExam,
  saveAnswersBody,
  savedAnswers,
} from '@shared/contract/exam';
import { contentsIdParams } from '@shared/contract/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as attempts from './exam-attempt.service';
import { listCourseExams } from './exam-course.service';

const tags = ['Exam'];
const member = { access: 'member' } as const;

/** The member's side of e-tests: answers are graded here; keys and explanations only after submission. */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/Exam/Course/:contentsid',
    {
      config: member,
      schema: { tags, params: contentsIdParams, response: { 200: envelopeOf(z.array(memberExam)) } },
    },
    async (request) =>
      ok(await listCourseExams(ctx, currentUser(request), request.params.contentsid, request.locale)),
  );

  app.post(
    '/api/Exam/Start/:examid',
    { config: member, schema: { tags, params: examIdParams, response: { 200: envelopeOf(examAttempt) } } },
    async (request) =>
      ok(await attempts.startAttempt(ctx, currentUser(request), request.params.examid, request.locale)),
  );

  app.put(
    '/api/Exam/Attempt/:attemptid/Answers',
    {
      config: member,
      schema: {
        tags,
        params: attemptIdParams,
        body: saveAnswersBody,
        response: { 200: envelopeOf(savedAnswers) },
      },
    },
    async (request) =>
      ok(
        await attempts.saveAnswers(ctx, currentUser(request), request.params.attemptid, request.body.answers),
      ),
  );

  app.post(
    '/api/Exam/Attempt/:attemptid/Submit',
    {
      config: member,
      schema: {
        tags,
        params: attemptIdParams,
        body: saveAnswersBody,
        response: { 200: envelopeOf(examResult) },
      },
    },
    async (request) =>
      ok(
        await attempts.submitAttempt(
          ctx,
          currentUser(request),
          request.params.attemptid,
          request.body.answers,
          request.locale,
        ),
      ),
  );

  app.get(
    '/api/Exam/Attempt/:attemptid/Result',
    { config: member, schema: { tags, params: attemptIdParams, response: { 200: envelopeOf(examResult) } } },
    async (request) =>
      ok(await attempts.attemptResult(ctx, currentUser(request), request.params.attemptid, request.locale)),
  );
};
