import { ERROR_CODES, INTERNAL_ERROR_MESSAGE, type ApiError } from '@institute/shared/api-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  ServiceUnavailableError,
} from '../lib/service-unavailable';
import { apiLocale, inLanguage } from '../lib/request-language';

/** Turns zod issues into { field: [messages] }; issues without a path go under '_'. */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

const VALIDATION_MESSAGE = 'Some fields are not valid.';

/** A write refused because the disk (or quota) of the database or the stored files is full. */
export const STORAGE_FULL_MESSAGE =
  'The storage is full: nothing was saved. Please tell head office (the server needs more disk space).';

/**
 * True when an error (or one it was caused by) says the disk is full: the file system's ENOSPC or
 * EDQUOT (stored files, the SQLite file), SQLite's SQLITE_FULL, PostgreSQL's disk_full (53100).
 */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
  if (typeof code === 'string' && code.startsWith('SQLITE_FULL')) return true;
  return cause !== error && isStorageFull(cause, depth + 1);
}

/** The message of a validation answer: the first field's first message, which clients may show. */
function validationMessage(fieldErrors: Record<string, string[]>): string {
  return Object.values(fieldErrors)[0]?.[0] ?? VALIDATION_MESSAGE;
}

/** Sends an error in the one shape of the API: { code, message, fieldErrors? }. */
export function errorHandler(
  this: FastifyInstance,
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  let status: number;
  let body: ApiError;
  // PostgreSQL not reachable, or the connection lost under the request (a restart, a
  // pg_terminate_backend): a 503 to try again, not a 500. What was written is in a transaction
  // that never committed. SQLite is a file: its errors stay as they were.
  if (
    !(error instanceof AppError) &&
    this.hasDecorator('dialect') &&
    this.dialect === 'postgres' &&
    isDatabaseUnavailable(error)
  ) {
    const code = (error as { code?: unknown }).code;
    request.log.warn(
      { err: { name: error.name, message: error.message, code } },
      'the database is not available',
    );
    error = new ServiceUnavailableError(DATABASE_UNAVAILABLE_MESSAGE);
  }
  if (error instanceof ServiceUnavailableError) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (error instanceof AppError) {
    status = error.statusCode;
    body = { code: error.code, message: error.message, fieldErrors: error.fieldErrors };
    if (error.details) body.details = error.details;
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    status = 400;
    const fieldErrors = toFieldErrors(
      error.validation.map((v) => ({
        path: [v.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean),
        message: v.message ?? 'Invalid value',
      })),
    );
    body = { code: ERROR_CODES.validation, message: validationMessage(fieldErrors), fieldErrors };
  } else if (error instanceof ZodError) {
    status = 400;
    const fieldErrors = toFieldErrors(error.issues);
    body = { code: ERROR_CODES.validation, message: validationMessage(fieldErrors), fieldErrors };
  } else if (isStorageFull(error)) {
    request.log.error({ err: error }, 'storage is full');
    status = 507;
    body = { code: ERROR_CODES.storageFull, message: STORAGE_FULL_MESSAGE };
  } else if ('statusCode' in error && error.statusCode && error.statusCode < 500) {
    // Fastify's own client errors: bad JSON, body too large, unsupported media type...
    status = error.statusCode;
    body = { code: clientErrorCode(status, error.code), message: error.message };
  } else {
    request.log.error({ err: error }, 'unhandled error');
    status = 500;
    body = { code: ERROR_CODES.internal, message: INTERNAL_ERROR_MESSAGE };
  }
  if (status === 429 && !body.message)
    body.message = 'Too many requests. Please wait and try again.';
  return reply
    .status(status)
    .type('application/json')
    .send(stripUndefined(translated(body, apiLocale(request))));
}

/**
 * The `message` of a successful JSON answer (`{ message: 'Signed out' }`, shown in a toast) in
 * the request's language, as the error handler does for refusals (issue 18, decision 0032).
 * A preSerialization hook: the answer's schema still applies after it.
 */
export async function translateAnswerMessage(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode >= 400 || typeof payload !== 'object' || payload === null) return payload;
  const { message } = payload as { message?: unknown };
  if (typeof message !== 'string') return payload;
  const locale = apiLocale(request);
  return locale === 'en' ? payload : { ...payload, message: inLanguage(message, locale) };
}

/** The answer's messages in the request's language (issue 18, decision 0032). */
function translated(body: ApiError, locale: 'en' | 'hi'): ApiError {
  if (locale === 'en') return body;
  const fieldErrors = body.fieldErrors
    ? Object.fromEntries(
        Object.entries(body.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((message) => inLanguage(message, locale)),
        ]),
      )
    : undefined;
  return { ...body, message: inLanguage(body.message, locale), fieldErrors };
}

/** A part of the address longer than the router reads (Fastify's maxParamLength). */
export const PARAMETER_TOO_LONG_MESSAGE = 'A part of the address is too long.';
export const BAD_ADDRESS_MESSAGE = 'The address is not valid.';

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a path parameter
 * over maxParamLength, a badly encoded address) answered in the API's error shape.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { status: 414, message: PARAMETER_TOO_LONG_MESSAGE }
      : error.code === 'FST_ERR_BAD_URL'
        ? { status: 400, message: BAD_ADDRESS_MESSAGE }
        : null;
  if (!answer) {
    errorHandler.call(request.server, error, request, reply);
    return;
  }
  void reply
    .status(answer.status)
    .type('application/json')
    .send(
      translated({ code: ERROR_CODES.badRequest, message: answer.message }, apiLocale(request)),
    );
}

/** A request whose headers and body did not all arrive within REQUEST_TIMEOUT_SECONDS. */
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';
const UNREADABLE_REQUEST_MESSAGE = 'The request could not be read.';

/**
 * Fastify's `clientErrorHandler`: what Node refuses before Fastify sees a request (a body that
 * trickles past the request timeout, a malformed request line) answered in the API's error shape,
 * then the connection closed. There is no request yet, hence no language: English.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', REQUEST_TIMEOUT_MESSAGE]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, ERROR_CODES.badRequest, 'The request headers are too large.']
        : [400, ERROR_CODES.badRequest, UNREADABLE_REQUEST_MESSAGE];
  const body = JSON.stringify({ code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function clientErrorCode(status: number, code: string | undefined): string {
  if (status === 413) return ERROR_CODES.payloadTooLarge;
  if (status === 429) return ERROR_CODES.tooManyRequests;
  if (status === 404) return ERROR_CODES.notFound;
  return code ?? 'BAD_REQUEST';
}

function stripUndefined(body: ApiError): ApiError {
  const { code, message, fieldErrors, details } = body;
  return {
    code,
    message,
    ...(fieldErrors !== undefined ? { fieldErrors } : {}),
    ...(details !== undefined ? { details } : {}),
  };
}
