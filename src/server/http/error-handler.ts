import { isMessageKey, type MessageKey, type MessageParams, translate } from '@shared/i18n/messages';
import { describeIssue } from '@shared/i18n/zod-issues';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './errors';

function send(reply: FastifyReply, status: number, code: string, respMessage: string, datas: unknown = null) {
  return reply.status(status).send({ success: false, datas, respMessage, code });
}

/** Every failure leaves in the envelope, localised; 5xx text never reaches the caller. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  if (error instanceof AppError) {
    return send(
      reply,
      error.statusCode,
      error.code,
      translate(locale, error.messageKey, error.params),
      error.datas,
    );
  }
  if (error instanceof ZodError) {
    const messages = {
      has: isMessageKey,
      text: (key: MessageKey, params?: MessageParams) => translate(locale, key, params),
    };
    const fields = error.issues.map((issue) => describeIssue(issue, messages));
    const first = fields[0] ?? { field: 'body', message: translate(locale, 'validation.invalid') };
    return send(reply, 400, 'VALIDATION', translate(locale, 'errors.validation', { ...first }), { fields });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) return send(reply, 429, 'RATE_LIMITED', translate(locale, 'errors.rateLimited'));
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, body too large.
    return send(
      reply,
      status,
      'VALIDATION',
      translate(locale, 'errors.validation', {
        field: 'body',
        message: translate(locale, 'validation.invalid'),
      }),
    );
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 'INTERNAL', translate(locale, 'errors.generic'));
}
