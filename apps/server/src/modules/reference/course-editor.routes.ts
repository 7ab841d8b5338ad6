import {
  courseUpdateSchema,
  courseVersionSchema,
  editableCourseSchema,
  moveCourseSchema,
  newCourseSchema,
} from '@institute/shared/content/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowOnly, errors, tags, writeErrors } from '../content/content-routes-kit';
import type { CourseEditor } from './course-editor.service';

const params = z.object({
  code: z
    .string()
    .max(10)
    .transform((code) => code.toUpperCase()),
});

/**
 * Under /api/dashboard/content/courses: head office's course catalogue. Everyone else learns the
 * catalogue from GET /api/reference.
 */
export function courseEditorRoutes(courses: CourseEditor): FastifyPluginAsyncZod {
  return async (app) => {
    const headOfficeOnly = allowOnly(courses.requireHeadOffice);

    app.get(
      '/content/courses',
      {
        schema: {
          tags,
          summary: 'Every course with its options, use and fees (head office)',
          response: { 200: z.array(editableCourseSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return courses.list(request.user!);
      },
    );

    app.post(
      '/content/courses',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Add a course with its options (head office)',
          body: newCourseSchema,
          response: { 201: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await courses.create(request.user!, request.body, request.ip);
        return reply.status(201).send(null);
      },
    );

    app.put(
      '/content/courses/:code',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: "Save a course's name, duration and options at its version (head office)",
          params,
          body: courseUpdateSchema,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await courses.update(request.user!, request.params.code, request.body, request.ip);
        return reply.status(204).send(null);
      },
    );

    for (const [path, retired] of [
      ['retire', true],
      ['reopen', false],
    ] as const) {
      app.post(
        `/content/courses/:code/${path}`,
        {
          onRequest: headOfficeOnly,
          schema: {
            tags,
            summary: retired
              ? 'Retire a course: hidden from new admissions, kept for its students'
              : 'Open a retired course to new admissions again',
            params,
            body: courseVersionSchema,
            response: { 204: z.null(), ...writeErrors },
          },
        },
        async (request, reply) => {
          await courses.setRetired(
            request.user!,
            request.params.code,
            retired,
            request.body.version,
            request.ip,
          );
          return reply.status(204).send(null);
        },
      );
    }

    app.post(
      '/content/courses/:code/move',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Move a course one place up or down the list the forms show',
          params,
          body: moveCourseSchema,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        const { direction, version } = request.body;
        await courses.move(request.user!, request.params.code, direction, version, request.ip);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/content/courses/:code',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Delete a course nothing uses (one in use is retired instead)',
          params,
          querystring: z.object({ version: z.coerce.number().int().positive() }),
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await courses.remove(request.user!, request.params.code, request.query.version, request.ip);
        return reply.status(204).send(null);
      },
    );
  };
}
