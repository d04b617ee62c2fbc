import type { ErrorCode } from '@shared/contract/envelope';
import type { MessageKey, MessageParams } from '@shared/i18n/messages';

/**
 * What went wrong, in the domain's words. Services throw these and never name an HTTP status:
 * `src/server/http/error-handler.ts` is the one place that turns a kind into a status and the
 * envelope, so a job or a script calling a service sees the same failure a route does.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupportedType'
  | 'paymentFailed'
  | 'unavailable'
  | 'storageFull'
  | 'internal';

export interface DomainErrorOptions {
  params?: MessageParams;
  /** Extra facts for the caller (e.g. the gateway's own code), sent as the envelope's `datas`. */
  datas?: unknown;
}

export class DomainError extends Error {
  readonly params: MessageParams;
  readonly datas: unknown;

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    options: DomainErrorOptions = {},
  ) {
    super(messageKey);
    this.name = 'DomainError';
    this.params = options.params ?? {};
    this.datas = options.datas ?? null;
  }
}

type Make = (code: ErrorCode, key: MessageKey, options?: DomainErrorOptions) => DomainError;
const maker =
  (kind: DomainErrorKind): Make =>
  (code, key, options) =>
    new DomainError(kind, code, key, options);

/** Input the rules refuse (a field, an amount, a state the request cannot ask for). */
export const invalid = maker('invalid');
export const unauthenticated = maker('unauthenticated');
export const forbidden = maker('forbidden');
export const notFound = maker('notFound');
/** The record's present state forbids the change (already used, already decided, no seats). */
export const conflict = maker('conflict');
export const tooLarge = maker('tooLarge');
export const unsupportedType = maker('unsupportedType');
/** The payment gateway refused or could not be reached; the outcome may be unknown. */
export const paymentFailed = maker('paymentFailed');
/** A dependency (tax service, address search, code space) cannot serve now; retry later. */
export const unavailable = maker('unavailable');
export const storageFull = maker('storageFull');
export const internal = maker('internal');

/** The plain "not found" every read of a missing or hidden record answers. */
export const recordNotFound = (key: MessageKey = 'errors.notFound') => notFound('NOT_FOUND', key);

/** Input a rule refuses with the same `VALIDATION` answer the edge schemas give a malformed field. */
export const invalidInput = (key: MessageKey = 'validation.invalid', params?: MessageParams) =>
  invalid('VALIDATION', key, { params });
