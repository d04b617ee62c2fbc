import { formatBytes } from '@shared/format-bytes';
import { isMessageKey, type MessageKey, type MessageParams, translate } from '@shared/i18n/messages';
import { describeIssue } from '@shared/i18n/zod-issues';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, isDataException, isTransactionConflict } from '../db/errors';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { AppError } from './errors';

/** The pool replaces lost connections within a second; a few seconds covers a restart or failover. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, status: number, code: string, respMessage: string, datas: unknown = null) {
  return reply.status(status).send({ success: false, datas, respMessage, code });
}

/** The one place a domain failure becomes an HTTP status. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  paymentFailed: 502,
  unavailable: 503,
  storageFull: 507,
  internal: 500,
};

/** Every failure leaves in the envelope, localised; 5xx text never reaches the caller. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  const invalidBody = () =>
    translate(locale, 'errors.validation', {
      field: 'body',
      message: translate(locale, 'validation.invalid'),
    });
  if (error instanceof DomainError) {
    if (error.kind === 'internal') request.log.error({ err: error }, 'internal domain error');
    const message = translate(locale, error.messageKey, error.params);
    return send(reply, STATUS_OF_KIND[error.kind], error.code, message, error.datas);
  }
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
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, 503, 'SERVICE_UNAVAILABLE', translate(locale, 'errors.databaseUnavailable'));
  }
  if (isTransactionConflict(error)) {
    // Still in conflict after the transaction's own tries (db/client.ts), or a lone statement:
    // nothing was saved, and the caller may send the same request again.
    request.log.warn({ err: error }, 'transaction conflict');
    return send(reply, 409, 'CONFLICT', translate(locale, 'request.concurrentChange'));
  }
  if (isDataException(error)) {
    // A value the database refused is bad input that slipped past the edge schemas: the caller
    // gets a 400, the log keeps the trace so the schema can be tightened.
    request.log.warn({ err: error }, 'database refused a value');
    return send(reply, 400, 'VALIDATION', invalidBody());
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) return send(reply, 429, 'RATE_LIMITED', translate(locale, 'errors.rateLimited'));
  if (status === 413) {
    const limit = formatBytes(request.routeOptions.bodyLimit);
    return send(reply, 413, 'PAYLOAD_TOO_LARGE', translate(locale, 'errors.payloadTooLarge', { limit }));
  }
  if (status === 415)
    return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', translate(locale, 'errors.unsupportedMediaType'));
  // Fastify's own client errors: malformed JSON and the like.
  if (status >= 400 && status < 500) return send(reply, status, 'VALIDATION', invalidBody());
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 'INTERNAL', translate(locale, 'errors.generic'));
}
