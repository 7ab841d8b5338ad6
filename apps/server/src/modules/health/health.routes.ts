import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appliedMigration } from '../../db/migrator';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    migration: z.string().nullable(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the database answers and its newest applied migration',
        response: { 200: healthSchema },
      },
    },
    async () => ({
      status: 'ok' as const,
      database: { dialect: app.dialect, migration: await appliedMigration(app.db) },
    }),
  );
};
