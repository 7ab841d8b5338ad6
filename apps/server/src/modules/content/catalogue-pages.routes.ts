import { ERROR_CODES } from '@institute/shared/api-error';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  courseCardInputSchema,
  courseOrderSchema,
  editableCourseCardSchema,
  saveCourseCardSchema,
} from '@institute/shared/content/catalogue-pages';
import { MEDIA_MESSAGES } from '@institute/shared/content/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { parsePictureFields, type CataloguePagesEditor } from './catalogue-pages.service';
import {
  allowOnly,
  errors as kitErrors,
  id,
  tags,
  uploadErrors,
  versionQuery,
} from './content-routes-kit';
import { multipartBody } from '../../lib/openapi';
import type { ContentKinds } from './kinds';
import { registerKindRoutes } from './kinds/kind-routes';

const errors = { ...kitErrors, 404: apiErrorSchema };
const writeErrors = uploadErrors;

/**
 * Under /api/dashboard: the editors of the website (site-editor.service.ts says who) edit the
 * catalogue pages and the course cards of every 'Our Courses' page.
 */
export function cataloguePagesRoutes(
  editor: CataloguePagesEditor,
  requireEditor: (user: AuthenticatedUser) => Promise<void>,
  kinds: Pick<ContentKinds, 'coursePages'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: the permission is checked before the body is read or validated.
    const editorsOnly = allowOnly(requireEditor);

    // ---- Pages: a declared kind (kinds/course-page.kind.ts, decision 0067) ----

    registerKindRoutes(app, kinds.coursePages, editorsOnly);

    // ---- Course cards ----

    app.get(
      '/content/course-pages/:id/cards',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'The courses of a page, in order (editors)',
          params: z.object({ id }),
          response: { 200: z.array(editableCourseCardSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return editor.listCards(request.user!, request.params.id);
      },
    );

    app.post(
      '/content/course-pages/:id/cards',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Add a course (title, semester, description) at the end of a page',
          params: z.object({ id }),
          body: courseCardInputSchema,
          response: { 201: editableCourseCardSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await editor.createCard(request.user!, request.params.id, request.body, request.ip),
          ),
    );

    app.put(
      '/content/course-pages/:id/cards/order',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Put every course of a page in a new order; 409 if one changed since',
          params: z.object({ id }),
          body: courseOrderSchema,
          response: { 200: z.array(editableCourseCardSchema), ...writeErrors },
        },
      },
      async (request) =>
        editor.reorderCards(request.user!, request.params.id, request.body, request.ip),
    );

    app.put(
      '/content/course-cards/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: "Save a course's words; 409 if someone else saved it since `version`",
          params: z.object({ id }),
          body: saveCourseCardSchema,
          response: { 200: editableCourseCardSchema, ...writeErrors },
        },
      },
      async (request) =>
        editor.updateCard(request.user!, request.params.id, request.body, request.ip),
    );

    app.delete(
      '/content/course-cards/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Remove a course at `version`',
          params: z.object({ id }),
          querystring: versionQuery,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await editor.deleteCard(
          request.user!,
          request.params.id,
          request.query.version,
          request.ip,
        );
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/content/course-cards/:id/picture',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Give a course its own picture (multipart: image, alt, version)',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody({ alt: z.string(), version: z.string() }, { image: true }),
          params: z.object({ id }),
          response: { 200: editableCourseCardSchema, ...writeErrors },
        },
      },
      async (request) => {
        const form = await readMultipart(request, ['image'], { image: 'The picture' });
        const fields = parsePictureFields(form.fields);
        const image = form.files.image;
        if (!image) {
          throw new AppError(400, ERROR_CODES.validation, MEDIA_MESSAGES.image, {
            image: [MEDIA_MESSAGES.image],
          });
        }
        return editor.setPicture(
          request.user!,
          request.params.id,
          { ...image, alt: fields.alt },
          fields.version,
          request.ip,
        );
      },
    );

    app.delete(
      '/content/course-cards/:id/picture',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Show the shared book picture again on a course, at `version`',
          params: z.object({ id }),
          querystring: versionQuery,
          response: { 200: editableCourseCardSchema, ...writeErrors },
        },
      },
      async (request) =>
        editor.setPicture(
          request.user!,
          request.params.id,
          null,
          request.query.version,
          request.ip,
        ),
    );
  };
}
