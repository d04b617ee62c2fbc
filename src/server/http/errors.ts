import type { ErrorCode } from '@shared/contract/envelope';
import type { MessageKey, MessageParams } from '@shared/i18n/messages';

/**
 * A refusal of the HTTP edge itself (app headers, XSRF, bearer token, rate limit): status, stable
 * code and a message key translated per request. Services throw `DomainError` (domain/errors.ts).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly datas: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const authRequired = (key: MessageKey = 'errors.authRequired') =>
  new AppError(401, 'AUTH_REQUIRED', key);
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'errors.forbidden');
export const notFound = (key: MessageKey = 'errors.notFound') => new AppError(404, 'NOT_FOUND', key);
