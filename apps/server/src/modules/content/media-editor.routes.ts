import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  editableAlbumSchema,
  editablePhotoSchema,
  albumInputSchema,
  orderSchema,
  saveAlbumSchema,
  savePhotoSchema,
} from '@institute/shared/content/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import type { GalleryEditor } from './gallery-editor.service';
import { findMediaFile } from '../files/media-store';
import type { MediaEditorRepository } from './media-editor.repository';
import type { ContentKinds } from './kinds';
import { registerKindRoutes } from './kinds/kind-routes';
import type { SiteEditor } from './site-editor.service';
import {
  allowOnly,
  errors,
  id,
  tags,
  uploadErrors,
  versionQuery,
  writeErrors,
} from './content-routes-kit';
import { multipartBody } from '../../lib/openapi';

const LABELS = { image: 'The picture', photo: 'The photo' };

/** GET /api/media/:fileId: a processed website image (public; a stored file never changes). */
export function mediaRoutes(repository: MediaEditorRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/:fileId',
      {
        schema: {
          tags,
          summary: 'A website image in one of its widths (cached for a year)',
          params: z.object({ fileId: id }),
        },
      },
      async (request, reply) => {
        const file = await findMediaFile(repository.db, request.params.fileId);
        if (!file) throw notFound('No such image');
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-type', file.content_type)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          .send(app.storage.stream(file.storage_key));
      },
    );
  };
}

/** Under /api/dashboard/content: the hero slides and the gallery (website editors only). */
export function mediaEditorRoutes(
  editor: SiteEditor,
  slides: ContentKinds['slides'],
  gallery: GalleryEditor,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is read: strangers and plain staff upload nothing.
    const editorsOnly = allowOnly(editor.requireEditor);
    const privateList = { onRequest: editorsOnly };

    // The hero slides: a declared kind with a picture (kinds/slide.kind.ts, decision 0077).
    registerKindRoutes(app, slides, editorsOnly);

    app.get(
      '/content/gallery/albums',
      {
        ...privateList,
        schema: {
          tags,
          summary: 'The gallery albums in order, with their number of photos',
          response: { 200: z.array(editableAlbumSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return gallery.listAlbums(request.user!);
      },
    );

    app.post(
      '/content/gallery/albums',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Add an album',
          body: albumInputSchema,
          response: { 201: editableAlbumSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await gallery.createAlbum(request.user!, request.body, request.ip)),
    );

    app.put(
      '/content/gallery/albums/order',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Put the albums in this order (every album at its version)',
          body: orderSchema,
          response: { 200: z.array(editableAlbumSchema), ...writeErrors },
        },
      },
      async (request) => gallery.reorderAlbums(request.user!, request.body, request.ip),
    );

    app.put(
      '/content/gallery/albums/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Rename an album; 409 if someone else saved it since `version`',
          params: z.object({ id }),
          body: saveAlbumSchema,
          response: { 200: editableAlbumSchema, ...writeErrors },
        },
      },
      async (request) =>
        gallery.renameAlbum(request.user!, request.params.id, request.body, request.ip),
    );

    app.delete(
      '/content/gallery/albums/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Delete an empty album (409 with a message while it holds photos)',
          params: z.object({ id }),
          querystring: versionQuery,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await gallery.deleteAlbum(
          request.user!,
          request.params.id,
          request.query.version,
          request.ip,
        );
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/content/gallery/albums/:id/photos',
      {
        ...privateList,
        schema: {
          tags,
          summary: "An album's photos in order",
          params: z.object({ id }),
          response: { 200: z.array(editablePhotoSchema), 404: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return gallery.listPhotos(request.user!, request.params.id);
      },
    );

    app.post(
      '/content/gallery/albums/:id/photos',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Add one photo to an album (multipart: photo, alt, caption)',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody(
            { alt: z.string(), caption: z.string().optional() },
            { photo: true },
          ),
          params: z.object({ id }),
          response: { 201: editablePhotoSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(request, ['photo'], LABELS);
        const created = await gallery.addPhoto(
          request.user!,
          request.params.id,
          { caption: form.fields.caption ?? '', alt: form.fields.alt ?? '' },
          form.files.photo,
          request.ip,
        );
        return reply.status(201).send(created);
      },
    );

    app.put(
      '/content/gallery/albums/:id/photos/order',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: "Put an album's photos in this order (every photo at its version)",
          params: z.object({ id }),
          body: orderSchema,
          response: { 200: z.array(editablePhotoSchema), ...writeErrors },
        },
      },
      async (request) =>
        gallery.reorderPhotos(request.user!, request.params.id, request.body, request.ip),
    );

    app.put(
      '/content/gallery/photos/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: "Save a photo's caption and alt text; 409 if saved by someone else since",
          params: z.object({ id }),
          body: savePhotoSchema,
          response: { 200: editablePhotoSchema, ...writeErrors },
        },
      },
      async (request) =>
        gallery.updatePhoto(request.user!, request.params.id, request.body, request.ip),
    );

    app.delete(
      '/content/gallery/photos/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Delete a photo and its files (cannot be undone)',
          params: z.object({ id }),
          querystring: versionQuery,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await gallery.deletePhoto(
          request.user!,
          request.params.id,
          request.query.version,
          request.ip,
        );
        return reply.status(204).send(null);
      },
    );
  };
}
