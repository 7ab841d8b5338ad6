import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  batchDetailSchema,
  batchFormSchema,
  batchItemSchema,
  enrolSchema,
  moveSchema,
  studentBatchSchema,
  timetableQuerySchema,
  timetableSchema,
} from '@institute/shared/batches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentLanguageQuery } from '../../lib/document-labels';
import type { BatchesService } from './batches.service';
import { timetablePdf } from './timetable.pdf';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const batchParams = z.object({ id });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, ...errors };
const tags = ['batches'];

/**
 * Batches (issue 35, decision 0066): staff see and run their own centre's batches, head office
 * every centre's. Students and applicants never reach them (the dashboard's guard).
 */
export function batchRoutes(batches: BatchesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/batches',
      {
        // A teacher: the batches assigned to them (decision 0069).
        config: { teachers: true },
        schema: {
          tags,
          summary:
            "The batches of the staff member's centre (head office: all, or one centre's; a teacher: those assigned to them)",
          querystring: z.object({ centreId: id.optional() }),
          response: { 200: z.array(batchItemSchema), ...errors },
        },
      },
      async (request) => batches.list(request.user!, request.query.centreId),
    );

    app.post(
      '/batches',
      {
        schema: {
          tags,
          summary: 'Create a batch; refused when it clashes with another in room or teacher',
          body: batchFormSchema,
          response: { 201: batchItemSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await batches.create(request.user!, request.body)),
    );

    app.get(
      '/batches/timetable',
      {
        schema: {
          tags,
          summary: "The week of a centre's running batches, for a room or a teacher if named",
          querystring: timetableQuerySchema,
          response: { 200: timetableSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => batches.timetable(request.user!, request.query),
    );

    app.get(
      '/batches/timetable.pdf',
      {
        schema: {
          tags,
          summary: 'The timetable as PDF, A4 landscape; lang=bilingual: English and Hindi',
          querystring: timetableQuerySchema.extend(documentLanguageQuery.shape),
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const view = await batches.timetable(request.user!, request.query);
        const pdf = await timetablePdf(
          view,
          await request.server.documentLanguage(request.query.lang),
        );
        return reply
          .headers({
            'cache-control': 'private, no-store',
            'content-disposition': 'attachment; filename="timetable.pdf"',
          })
          .type('application/pdf')
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      '/batches/:id',
      {
        // A teacher: only a batch assigned to them; another answers 404.
        config: { teachers: true },
        schema: {
          tags,
          summary: 'One batch with its students now and those who left it',
          params: batchParams,
          response: { 200: batchDetailSchema, ...errors },
        },
      },
      async (request) => batches.detail(request.user!, request.params.id),
    );

    app.put(
      '/batches/:id',
      {
        schema: {
          tags,
          summary: 'Change a batch; refused when it clashes with another in room or teacher',
          params: batchParams,
          body: batchFormSchema,
          response: { 200: batchItemSchema, ...writeErrors },
        },
      },
      async (request) => batches.update(request.user!, request.params.id, request.body),
    );

    app.post(
      '/batches/:id/enrolments',
      {
        schema: {
          tags,
          summary: 'Enrol one or more students in the batch (all of them or none)',
          params: batchParams,
          body: enrolSchema,
          response: { 200: batchDetailSchema, ...writeErrors },
        },
      },
      async (request) =>
        batches.enrol(request.user!, request.params.id, request.body.registrationNumbers),
    );

    app.post(
      '/batches/:id/move',
      {
        schema: {
          tags,
          summary: 'Move a student from this batch to another; the history is kept',
          params: batchParams,
          body: moveSchema,
          response: { 200: batchDetailSchema, ...writeErrors },
        },
      },
      async (request) =>
        batches.move(
          request.user!,
          request.params.id,
          request.body.registrationNumber,
          request.body.toBatchId,
        ),
    );

    app.get(
      '/batches/student/:registrationNumber',
      {
        schema: {
          tags,
          summary: "A student's batch now and the batches they were in",
          params: z.object({ registrationNumber: z.string().min(1).max(30) }),
          response: { 200: studentBatchSchema, ...errors },
        },
      },
      async (request) => batches.ofStudent(request.user!, request.params.registrationNumber),
    );
  };
}
