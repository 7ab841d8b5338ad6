import { SITE_MESSAGES, editableLogoSchema } from '@institute/shared/content/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import {
  allowOnly,
  errors,
  tags,
  uploadErrors,
  versionQuery,
  writeErrors,
} from './content-routes-kit';
import type { SiteLogoService } from './site-logo.service';
import { multipartBody } from '../../lib/openapi';

/** Under /api/dashboard/content/site/logo: the website's editors upload or remove the logo. */
export function siteLogoRoutes(
  logo: SiteLogoService,
  requireEditor: (user: AuthenticatedUser) => Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const editorsOnly = allowOnly(requireEditor);

    app.get(
      '/content/site/logo',
      {
        schema: {
          tags,
          summary: "The institute's logo (null: none) and its version",
          response: { 200: editableLogoSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return logo.editable(request.user!);
      },
    );

    app.put(
      '/content/site/logo',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Upload a new logo (multipart: image, version); 409 if changed since',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody({ version: z.string() }, { image: true }),
          response: { 200: editableLogoSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const form = await readMultipart(request, ['image'], { image: 'The logo' });
        const image = form.files.image;
        if (!image) {
          throw new AppError(400, 'VALIDATION_ERROR', SITE_MESSAGES.logoMissing, {
            image: [SITE_MESSAGES.logoMissing],
          });
        }
        const version = versionQuery.safeParse({ version: form.fields.version });
        if (!version.success) {
          throw new AppError(400, 'VALIDATION_ERROR', 'Reload the page and try again.');
        }
        return logo.upload(request.user!, image, version.data.version, request.ip);
      },
    );

    app.delete(
      '/content/site/logo',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Remove the logo (the site shows the name only)',
          querystring: versionQuery,
          response: { 200: editableLogoSchema, ...writeErrors },
        },
      },
      async (request) => logo.set(request.user!, null, request.query.version, request.ip),
    );
  };
}
