/** What the error handler needs to know about a failure that came from the database driver. */

/** The error and its causes (Drizzle wraps driver errors; a refused connection may be an AggregateError). */
function* causesOf(error: unknown): Generator<Error> {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    yield current;
    pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
}

const codeOf = (error: Error): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg reports its own loss of a connection by message only; PGlite likewise once closed. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'timeout exceeded when trying to connect',
  // The connect timeout: the server accepted the connection but never finished the handshake.
  'timeout expired',
  // The read timeout past the statement timeout: the server or the network answers nothing.
  'Query read timeout',
  'PGlite is closed',
];

/**
 * SQLSTATE class 08 (connection exception); 57P01–57P03 (terminated by an administrator, a crash,
 * or not accepting connections yet); 53300 (too many connections); 57014 (cancelled, which is how
 * the statement timeout ends a statement that waited on a lock or a struggling server).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300)$/;

/**
 * Whether the database cannot be reached right now (refused, dropped, shut down, closed), as
 * opposed to a query it answered with an error: a condition that passes, so worth a retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causesOf(error)) {
    const code = codeOf(cause);
    if (code && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (DRIVER_MESSAGES.some((message) => cause.message.startsWith(message))) return true;
  }
  return false;
}

/**
 * Whether the database refused a value (SQLSTATE class 22: out of range, not a valid date or
 * number, a character the encoding cannot hold): input the edge validation should have caught.
 */
export function isDataException(error: unknown): boolean {
  for (const cause of causesOf(error)) {
    if (/^22[0-9A-Z]{3}$/.test(codeOf(cause) ?? '')) return true;
  }
  return false;
}

/**
 * SQLSTATE 40001 (serialization failure) and 40P01 (deadlock detected): PostgreSQL rolled the
 * transaction back so a concurrent one could finish. Nothing of it was kept, and run again it
 * will most likely succeed.
 */
export function isTransactionConflict(error: unknown): boolean {
  for (const cause of causesOf(error)) {
    const code = codeOf(cause);
    if (code === '40001' || code === '40P01') return true;
  }
  return false;
}
