import { ERROR_CODES } from '@institute/shared/api-error';
import { AppError } from './errors';

/**
 * A service the request needs does not answer for now (the database, the file storage): the
 * error handler answers 503 with Retry-After, and the client may simply try again.
 */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 5,
  ) {
    super(503, ERROR_CODES.serviceUnavailable, message);
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available at the moment. Please try again in a few seconds.';
export const STORAGE_UNAVAILABLE_MESSAGE =
  'File storage is not available at the moment. Please try again in a few seconds.';

/** Errors of a socket that could not be opened or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a PostgreSQL server that is going away or not there yet: class 08 (connection
 * exception), 57P01 admin_shutdown (pg_terminate_backend), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting or shutting down), 53300 too_many_connections.
 */
const isUnavailableSqlState = (code: string): boolean =>
  code.startsWith('08') ||
  code === '57P01' ||
  code === '57P02' ||
  code === '57P03' ||
  code === '53300';

/** What pg says when a connection ends under a query, or none could be had in time. */
const LOST_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not queryable|terminating connection/i;

/**
 * True when PostgreSQL could not be reached or the connection was lost: a refused or timed-out
 * connection, a terminated backend, a server shutting down or starting. Follows `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableSqlState(code))) {
    return true;
  }
  if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.test(message)) return true;
  // Node's net errors for several addresses (localhost: ::1 and 127.0.0.1) come as an aggregate.
  const { errors } = error as { errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause, depth + 1);
}
