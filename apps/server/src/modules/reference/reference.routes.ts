import { referenceDataSchema } from '@institute/shared/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReferenceRepository } from './reference.repository';
import { getReferenceData } from './reference.service';

/** The routes of the module, given its repository (wired in src/composition.ts). */
export const referenceRoutes =
  (repository: ReferenceRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reference',
      {
        schema: {
          tags: ['reference'],
          summary: 'Course catalogue, states and the option lists of the admission forms',
          response: { 200: referenceDataSchema },
        },
      },
      async (_request, reply) => {
        // Head office edits the catalogue: asked again each time, so a change counts at once.
        reply.header('cache-control', 'public, no-cache');
        return getReferenceData(repository);
      },
    );
  };
