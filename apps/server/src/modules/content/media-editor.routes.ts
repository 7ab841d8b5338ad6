import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { findMediaFile } from '../files/media-store';
import type { MediaEditorRepository } from './media-editor.repository';
import type { ContentKinds } from './kinds';
import { registerKindRoutes } from './kinds/kind-routes';
import type { SiteEditor } from './site-editor.service';
import { allowOnly, id, tags } from './content-routes-kit';

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
  kinds: Pick<ContentKinds, 'slides' | 'albums' | 'photos'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is read: strangers and plain staff upload nothing.
    const editorsOnly = allowOnly(editor.requireEditor);

    // The hero slides: a declared kind with a picture (kinds/slide.kind.ts, decision 0077).
    registerKindRoutes(app, kinds.slides, editorsOnly);

    // The gallery: albums, and the photos of each (kinds/gallery-*.kind.ts, decision 0091).
    registerKindRoutes(app, kinds.albums, editorsOnly);
    registerKindRoutes(app, kinds.photos, editorsOnly);
  };
}
