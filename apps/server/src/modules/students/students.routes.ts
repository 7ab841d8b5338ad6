import { apiErrorSchema } from '@institute/shared/api-error';
import {
  COMPLETION_REQUEST_SENT,
  completionRequestSchema,
  studentProfileSchema,
} from '@institute/shared/student-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudentsService } from './students.service';

const params = z.object({ registrationNumber: z.string().min(1).max(100) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Routes under /api/dashboard that the student may reach for their own record. */
export function studentProfileRoutes(students: StudentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/student/:registrationNumber',
      {
        config: { access: 'staff-or-own-student' },
        schema: {
          tags: ['students'],
          summary: 'Student profile (staff of the centre, head office, or the student)',
          params,
          response: { 200: studentProfileSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return students.getProfile(request.user!, request.params.registrationNumber);
      },
    );

    app.get(
      '/student/:registrationNumber/photo',
      {
        config: { access: 'staff-or-own-student' },
        schema: { tags: ['students'], summary: 'The student photo', params },
      },
      async (request, reply) => {
        const { file, stream } = await students.getPhoto(
          request.user!,
          request.params.registrationNumber,
        );
        return reply
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .type(file.content_type)
          .send(stream);
      },
    );

    app.post(
      '/student/:registrationNumber/completion-request',
      {
        config: { access: 'staff-or-own-student' },
        schema: {
          tags: ['students'],
          summary: 'The student asks staff to edit the completion status',
          params,
          body: completionRequestSchema,
          response: { 201: z.object({ message: z.string() }), 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        await students.requestCompletionEdit(
          request.user!,
          request.params.registrationNumber,
          request.body.message,
        );
        return reply.status(201).send({ message: COMPLETION_REQUEST_SENT });
      },
    );
  };
}
