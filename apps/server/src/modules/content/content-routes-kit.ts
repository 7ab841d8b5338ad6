import { apiErrorSchema } from '@institute/shared/api-error-schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unauthenticated, type AuthenticatedUser } from '../../lib/access';

/** What every route of the website's editors shares (site, pages, slides and gallery, courses). */
export const tags = ['content'];

/** A row id in a path: a positive 32-bit integer. */
export const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
export const writeErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  ...errors,
};

/** The answers of a multipart upload besides: too large, not a picture's type. */
export const uploadErrors = { ...writeErrors, 413: apiErrorSchema, 415: apiErrorSchema };

/** ?version= of a delete: the version the editor read. */
export const versionQuery = z.object({ version: z.coerce.number().int().min(0) });

/**
 * An onRequest hook that lets only the users `check` accepts: the permission is settled before
 * the body is read or validated, so a refused user learns nothing and uploads nothing.
 */
export function allowOnly(check: (user: AuthenticatedUser) => void | Promise<void>) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    await check(request.user);
  };
}
