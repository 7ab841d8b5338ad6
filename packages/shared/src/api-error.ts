// Kept free of zod: the web app imports this on every page. The schema is in api-error-schema.ts.

/** The one shape of every error answer of the API. */
export interface ApiError {
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** Machine-readable facts about the error, when a client can act on them. */
  details?: Record<string, unknown>;
}

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  /** A request the server cannot read: a damaged form, an address too long. */
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  /** The account's password was set by someone else: change it first (decision 0060). */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** The database or the file storage does not answer for now: try again (Retry-After). */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
  /** The disk or quota of the database or the stored files is full (507). */
  storageFull: 'STORAGE_FULL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
