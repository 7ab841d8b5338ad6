import { apiErrorSchema } from '@institute/shared/api-error-schema';
import { JOB_MESSAGES, jobListSchema } from '@institute/shared/jobs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, unauthenticated } from '../../lib/access';
import type { JobsService } from './jobs.service';

async function headOfficeOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'head_office') throw forbidden(JOB_MESSAGES.headOfficeOnly);
}

/** Head office: the background jobs and how their runs went. */
export function jobsRoutes(jobs: JobsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/jobs',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags: ['jobs'],
          summary: 'Background jobs: schedule, last run, failures in 24 hours, next run',
          response: { 200: jobListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return jobs.list();
      },
    );
  };
}
