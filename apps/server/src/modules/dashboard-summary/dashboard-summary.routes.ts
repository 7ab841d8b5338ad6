import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  dashboardSummaryQuerySchema,
  dashboardSummarySchema,
  networkToday,
} from '@institute/shared/dashboard-summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askerKey } from '../../lib/answer-cache';
import type { DashboardSummaryService } from './dashboard-summary.service';

/** GET /api/dashboard/summary: the dashboard home's figures in one request. */
export function dashboardSummaryRoutes(summaries: DashboardSummaryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/summary',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Figures for the dashboard home: students, admissions, waiting applications, new enquiries, waiting certificate requests (centre staff: their centre; head office: all or ?centreId=)',
          querystring: dashboardSummaryQuerySchema,
          response: {
            200: dashboardSummarySchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const user = request.user!;
        // The figures count today's and this month's admissions: the day is part of the key.
        const key = `summary|${askerKey(user)}|${networkToday()}|${request.url}`;
        return app.answers.send(reply, key, async () => ({
          body: await summaries.summary(user, request.query.centreId),
        }));
      },
    );
  };
}
