import { galleryContentSchema } from '@institute/shared/content/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GalleryRepository } from './gallery.repository';
import { findGalleryImage, listGallery } from './gallery.service';

/** The routes of the module, given its repository (wired in src/composition.ts). */
export const galleryRoutes =
  (repository: GalleryRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/gallery',
      {
        schema: {
          tags: ['gallery'],
          summary: 'The captioned gallery images',
          response: { 200: galleryContentSchema },
        },
      },
      async (_request, reply) => {
        // Public, asked again each time: head office's edits show at once.
        reply.header('cache-control', 'public, no-cache');
        return listGallery(repository);
      },
    );

    app.get(
      '/gallery/images/:fileId',
      {
        schema: {
          tags: ['gallery'],
          summary: 'A gallery image (a stored file never changes: cached for a year)',
          fileAnswer: 'image/*',
          params: z.object({ fileId: z.coerce.number().int().positive() }),
        },
      },
      async (request, reply) => {
        const file = await findGalleryImage(repository, request.params.fileId);
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-type', file.content_type)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          .send(app.storage.stream(file.storage_key));
      },
    );
  };
