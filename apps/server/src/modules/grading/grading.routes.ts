import { apiErrorSchema } from '@institute/shared/api-error-schema';
import { DEFAULT_GRADING_SCALE, gradingScaleSchema } from '@institute/shared/grading';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/access';
import type { GradingService } from './grading.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const scaleResponse = z.object({
  bands: z.array(z.object({ grade: z.string(), minPercent: z.number() })),
  failGrade: z.string(),
  isDefault: z.boolean(),
  defaultScale: z.object({
    bands: z.array(z.object({ grade: z.string(), minPercent: z.number() })),
    failGrade: z.string(),
  }),
});
export const HEAD_OFFICE_ONLY = 'Only head office can change the grading scale.';

/** The network's one grading scale: staff read it, head office changes it. */
export function gradingRoutes(service: GradingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/grading-scale',
      {
        schema: {
          tags: ['grading'],
          summary: 'The grading scale applied to online and offline results',
          response: { 200: scaleResponse, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { ...(await service.get()), defaultScale: DEFAULT_GRADING_SCALE };
      },
    );

    app.put(
      '/grading-scale',
      {
        preValidation: async (request) => {
          if (request.user?.role !== 'head_office') throw forbidden(HEAD_OFFICE_ONLY);
        },
        schema: {
          tags: ['grading'],
          summary: 'Change the grading scale (head office); results recorded afterwards use it',
          body: gradingScaleSchema,
          response: { 200: scaleResponse, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => ({
        ...(await service.save(request.user!, request.body)),
        defaultScale: DEFAULT_GRADING_SCALE,
      }),
    );

    app.post(
      '/grading-scale/regrade',
      {
        preValidation: async (request) => {
          if (request.user?.role !== 'head_office') throw forbidden(HEAD_OFFICE_ONLY);
        },
        schema: {
          tags: ['grading'],
          summary: 'Grade every recorded result again with the current scale (head office)',
          response: {
            200: z.object({ results: z.number().int(), changed: z.number().int() }),
            ...errors,
          },
        },
      },
      async (request) => service.regradeAll(request.user!),
    );
  };
}
