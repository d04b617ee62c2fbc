import type { ErrorCode } from '@shared/contract/envelope';
import type { MessageKey, MessageParams } from '@shared/i18n/messages';

/** A failure a user may see: HTTP status, stable machine code and a message key translated per request. */
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

export const badRequest = (key: MessageKey, params?: MessageParams, code: ErrorCode = 'VALIDATION') =>
  new AppError(400, code, key, params);
export const authRequired = (key: MessageKey = 'errors.authRequired') =>
  new AppError(401, 'AUTH_REQUIRED', key);
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'errors.forbidden');
export const notFound = (key: MessageKey = 'errors.notFound') => new AppError(404, 'NOT_FOUND', key);
export const conflict = (key: MessageKey, code: ErrorCode = 'CONFLICT') => new AppError(409, code, key);
