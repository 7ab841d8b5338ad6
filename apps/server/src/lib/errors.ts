import { ERROR_CODES, type ErrorCode } from '@institute/shared/api-error';

/** An error whose message is meant for the user; the error handler answers it as it is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message);
