import { referenceDataSchema } from '@institute/shared/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReferenceRepository } from './reference.repository';
import { getReferenceData } from './reference.service';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createReferenceRepository(app.db);
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
      reply.header('cache-control', 'public, max-age=300');
      return getReferenceData(repository);
    },
  );
};
