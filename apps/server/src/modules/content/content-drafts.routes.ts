import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  DRAFT_MESSAGES,
  contentDraftSchema,
  draftPictureSchema,
  draftPreviewSchema,
  saveDraftSchema,
} from '@institute/shared/content/drafts';
import { MEDIA_MESSAGES } from '@institute/shared/content/media';
import { ERROR_CODES } from '@institute/shared/api-error';
import { PREVIEW_HEADER, previewIdOf } from '@institute/shared/content/preview';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import type { ContentDrafts } from './content-drafts.service';
import { allowOnly, errors, id, tags, uploadErrors, writeErrors } from './content-routes-kit';
import type { DraftPictures } from './draft-pictures';
import { multipartBody } from '../../lib/openapi';

/** Under /api/dashboard: the editors' drafts (list, keep, publish, discard). */
export function contentDraftRoutes(
  drafts: ContentDrafts,
  pictures: DraftPictures,
  requireEditor: (user: AuthenticatedUser) => Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest of every write: the permission is checked before the body is read or validated.
    const editorsOnly = allowOnly(requireEditor);

    app.post(
      '/content/draft-pictures',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary:
            'Upload a picture for a draft (multipart: image); no public page shows it until the draft naming it is published',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody({}, { image: true }),
          response: { 201: draftPictureSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(request, ['image'], { image: 'The picture' });
        const image = form.files.image;
        if (!image) {
          throw new AppError(400, ERROR_CODES.validation, MEDIA_MESSAGES.image, {
            image: [MEDIA_MESSAGES.image],
          });
        }
        const picture = await pictures.upload(request.user!, image.data, image.filename);
        return reply.status(201).send(picture);
      },
    );

    app.get(
      '/content/drafts',
      {
        schema: {
          tags,
          summary: "The website's drafts, newest first, with who saved each and when (editors)",
          response: { 200: z.array(contentDraftSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return drafts.list(request.user!);
      },
    );

    app.put(
      '/content/drafts',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: "Keep a form as the item's draft (one per item), checked like a save",
          body: saveDraftSchema,
          response: { 200: contentDraftSchema, ...writeErrors },
        },
      },
      async (request) => drafts.save(request.user!, request.body, request.ip),
    );

    app.get(
      '/content/drafts/:id',
      {
        schema: {
          tags,
          summary: 'One draft (editors)',
          params: z.object({ id }),
          response: { 200: contentDraftSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return drafts.get(request.user!, request.params.id);
      },
    );

    app.post(
      '/content/drafts/:id/publish',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary:
            'Publish a draft through its save; 409 if someone published the item since the draft began',
          params: z.object({ id }),
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await drafts.publish(request.user!, request.params.id, request.ip);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/content/drafts/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Discard a draft',
          params: z.object({ id }),
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await drafts.discard(request.user!, request.params.id, request.ip);
        return reply.status(204).send(null);
      },
    );
  };
}

/**
 * GET /api/content/preview/:id: the preview banner's text, and GET /api/content/draft-pictures/:id:
 * a draft's picture in one of its widths; for the website's editors only (404 otherwise).
 */
export function draftPreviewRoutes(
  drafts: ContentDrafts,
  pictures: DraftPictures,
  mayEdit: (user: AuthenticatedUser) => Promise<boolean>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content/draft-pictures/:fileId',
      {
        schema: {
          tags,
          summary:
            "A draft's picture in one of its widths (the website's editors; 404 for anyone else)",
          params: z.object({ fileId: id }),
        },
      },
      async (request, reply) => {
        const user = request.user;
        const file =
          user && (await mayEdit(user)) ? await pictures.file(request.params.fileId) : undefined;
        if (!file) throw notFound(DRAFT_MESSAGES.noSuchPicture);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-type', file.content_type)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          .send(app.storage.stream(file.storage_key));
      },
    );

    app.get(
      '/content/preview/:id',
      {
        schema: {
          tags,
          summary: 'What the preview of a draft says about it (editors; 404 for anyone else)',
          params: z.object({ id }),
          response: { 200: draftPreviewSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return drafts.preview(request.user, request.params.id);
      },
    );
  };
}

/** The public answers a draft may change: the content's, and the gallery's (decision 0039). */
const isContentAnswer = (url: string | undefined): url is string =>
  url !== undefined && (url.startsWith('/api/content/') || url === '/api/gallery');

/**
 * A preSerialization hook for the public content answers: with the preview header (which the
 * server renderer passes on for a `?preview=<id>` page) and an editor's session, the answer gets
 * the draft applied and becomes private and unstored; for anyone else it is the published one.
 */
export function draftPreviewHook(drafts: ContentDrafts) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const header = request.headers[PREVIEW_HEADER];
    if (request.method !== 'GET' || typeof header !== 'string') return payload;
    const route = request.routeOptions.url;
    if (reply.statusCode !== 200 || !isContentAnswer(route)) return payload;
    const draftId = previewIdOf(header);
    if (draftId === null) return payload;
    const overlaid = await drafts.overlay(request.user, draftId, route, payload);
    if (!overlaid) return payload;
    reply.header('cache-control', 'private, no-store');
    return overlaid.answer;
  };
}
