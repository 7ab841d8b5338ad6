import { instituteDate } from '../../lib/time';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import { completionRequestSchema, studentProfileSchema } from '@institute/shared/student-profile';
import {
  completionSchema,
  FIELD_LABELS,
  FILE_FIELDS,
  REQUIRED_ON_ADD,
  setCompletionSchema,
  STUDENT_FIELDS,
  studentListItemSchema,
  studentListQuerySchema,
  studentRecordSchema,
  TOTAL_COUNT_HEADER,
  NEXT_CURSOR_HEADER,
  PREVIOUS_CURSOR_HEADER,
} from '@institute/shared/student';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { askerKey } from '../../lib/answer-cache';
import { isConfirmed } from './enrolments';
import { AppError } from '../../lib/errors';
import { answerOnce, idempotencyHeaders } from '../../lib/idempotency';
import { readMultipart } from '../../lib/multipart';
import { multipartBody } from '../../lib/openapi';
import { apiLocale, inLanguage } from '../../lib/request-language';
import { EXPORT_HEADER, importTemplate } from './students.csv';
import type { StudentsService } from './students.service';
import { extensionOf } from '../../lib/uploads';

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
        const { message } = await students.requestCompletionEdit(
          request.user!,
          request.params.registrationNumber,
          request.body.message,
        );
        return reply.status(201).send({ message });
      },
    );
  };
}

const recordParams = z.object({ registrationNumber: z.string().min(1).max(100) });
const fileParams = recordParams.extend({ kind: z.enum(FILE_FIELDS) });
const multipartNote =
  'multipart/form-data: every non-empty student field (the names of the specification) and the files photo, signature (images) and marksheet (image or PDF). One enrolment per Aadhaar number, course and option (409 DUPLICATE_ENROLMENT); another course needs confirmSecondEnrolment=true (else 409 SECOND_ENROLMENT_UNCONFIRMED, with the existing enrolments in details.enrolments).';

/** The Add Student form as the document describes it (the service checks it, with its messages). */
function studentFormBody(mode: 'add' | 'edit') {
  const fields: Record<string, z.ZodType> = {
    centreId: z.string().optional(),
    confirmSecondEnrolment: z.enum(['true', 'false']).optional(),
  };
  for (const field of STUDENT_FIELDS) {
    const text = z.string().describe(FIELD_LABELS[field]);
    fields[field] = mode === 'add' && REQUIRED_ON_ADD.includes(field) ? text : text.optional();
  }
  return multipartBody(fields, Object.fromEntries(FILE_FIELDS.map((name) => [name, false])));
}

/** The specification's /dashboard/AddStudent family, and the import and export of students. */
export function studentRecordRoutes(students: StudentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/AddStudent',
      {
        schema: {
          tags: ['students'],
          summary: 'Add a student; the server assigns the registration number',
          description: `${multipartNote} Head office may send centreId. An Idempotency-Key header (decision 0087) makes a form sent again answer as the first one did, without adding the student twice.`,
          consumes: ['multipart/form-data'],
          headers: idempotencyHeaders,
          bodyDoc: studentFormBody('add'),
          response: {
            201: studentRecordSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            422: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(request, FILE_FIELDS, FIELD_LABELS);
        return answerOnce(request.server.db, request, reply, form, async () => ({
          status: 201,
          body: await students.add(request.user!, {
            fields: form.fields,
            files: form.files,
            centreId: form.fields.centreId,
          }),
        }));
      },
    );

    app.get(
      '/AddStudent',
      {
        schema: {
          tags: ['students'],
          summary:
            'Students: an array; search, filter, sort and page (by number, or after/before a cursor from X-Next-Cursor/X-Previous-Cursor); total in X-Total-Count',
          querystring: studentListQuerySchema,
          response: { 200: z.array(studentListItemSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const user = request.user!;
        return app.answers.send(reply, `students|${askerKey(user)}|${request.url}`, async () => {
          const { items, total, previousCursor, nextCursor } = await students.list(
            user,
            request.query,
          );
          return {
            body: items,
            headers: {
              [TOTAL_COUNT_HEADER]: String(total),
              ...(previousCursor === undefined ? {} : { [PREVIOUS_CURSOR_HEADER]: previousCursor }),
              ...(nextCursor === undefined ? {} : { [NEXT_CURSOR_HEADER]: nextCursor }),
              'access-control-expose-headers': [
                TOTAL_COUNT_HEADER,
                PREVIOUS_CURSOR_HEADER,
                NEXT_CURSOR_HEADER,
              ].join(', '),
            },
          };
        });
      },
    );

    app.get(
      '/AddStudent/:registrationNumber',
      {
        schema: {
          tags: ['students'],
          summary: 'One student record',
          params: recordParams,
          response: { 200: studentRecordSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const user = request.user!;
        return app.answers.send(reply, `student|${askerKey(user)}|${request.url}`, async () => ({
          body: await students.get(user, request.params.registrationNumber),
        }));
      },
    );

    app.put(
      '/AddStudent/:registrationNumber',
      {
        schema: {
          tags: ['students'],
          summary: 'Update a student; files sent replace the old ones',
          description: multipartNote,
          consumes: ['multipart/form-data'],
          bodyDoc: studentFormBody('edit'),
          params: recordParams,
          response: {
            200: studentRecordSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        // Whether this user may edit this student (not archived) is known before a byte of upload
        // is read.
        await students.assertWritable(request.user!, request.params.registrationNumber);
        const form = await readMultipart(request, FILE_FIELDS, FIELD_LABELS);
        return students.update(request.user!, request.params.registrationNumber, {
          fields: form.fields,
          files: form.files,
        });
      },
    );

    app.delete(
      '/AddStudent/:registrationNumber',
      {
        schema: {
          tags: ['students'],
          summary: 'Archive a student (head office can restore); 409 STUDENT_ARCHIVED if already',
          params: recordParams,
          response: { 200: z.object({ message: z.string() }), 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        await students.archive(request.user!, request.params.registrationNumber);
        return { message: 'Student archived' };
      },
    );

    app.get(
      '/AddStudent/:registrationNumber/registration-fee',
      {
        schema: {
          tags: ['students'],
          summary:
            "What the centre's wallet paid at admission (not refunded on archive; decision 0058)",
          params: recordParams,
          response: { 200: z.object({ paidPaise: z.number().int() }), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return students.registrationFee(request.user!, request.params.registrationNumber);
      },
    );

    app.post(
      '/AddStudent/:registrationNumber/restore',
      {
        schema: {
          tags: ['students'],
          summary: 'Restore an archived student (head office)',
          params: recordParams,
          response: { 200: studentRecordSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => students.restore(request.user!, request.params.registrationNumber),
    );

    app.get(
      '/AddStudent/:registrationNumber/files/:kind',
      {
        // A teacher: the photo of a student of their batches only (decision 0069).
        config: { access: 'staff-or-own-student', teachers: true },
        schema: {
          tags: ['students'],
          summary: 'A stored photo, signature or marksheet',
          params: fileParams,
        },
      },
      async (request, reply) => {
        const { file, stream } = await students.getFile(
          request.user!,
          request.params.registrationNumber,
          request.params.kind,
        );
        return reply
          .header('cache-control', 'private, max-age=300')
          .header(
            'content-disposition',
            `inline; filename="${request.params.kind}.${extensionOf(file.content_type)}"`,
          )
          .type(file.content_type)
          .send(stream);
      },
    );

    app.get(
      '/AddStudent/:registrationNumber/completion',
      {
        schema: {
          tags: ['students'],
          summary: "Completion status and the student's open request to change it",
          params: recordParams,
          response: { 200: completionSchema, ...errors },
        },
      },
      async (request) => students.getCompletion(request.user!, request.params.registrationNumber),
    );

    app.put(
      '/AddStudent/:registrationNumber/completion',
      {
        // Who may change this student is settled before the body is looked at.
        preValidation: async (request) => {
          const { registrationNumber } = request.params as { registrationNumber: string };
          await students.assertWritable(request.user!, registrationNumber);
        },
        schema: {
          tags: ['students'],
          summary: "Set the completion status (resolves the student's request)",
          params: recordParams,
          body: setCompletionSchema,
          response: { 200: completionSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        students.setCompletion(
          request.user!,
          request.params.registrationNumber,
          request.body.status,
        ),
    );

    app.get(
      '/students/export.csv',
      {
        schema: {
          tags: ['students'],
          summary: 'The current selection of students as CSV (Aadhaar masked)',
          querystring: studentListQuerySchema,
          fileAnswer: 'text/csv',
        },
      },
      async (request, reply) => {
        const lines = students.exportCsv(request.user!, request.query);
        async function* csv() {
          yield `\uFEFF${EXPORT_HEADER.join(',')}\r\n`;
          yield* lines;
        }
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="students-${instituteDate()}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(Readable.from(csv()));
      },
    );

    app.get(
      '/students/import-template.csv',
      {
        schema: {
          tags: ['students'],
          summary: 'The CSV template for importing students',
          fileAnswer: 'text/csv',
        },
      },
      async (_request, reply) =>
        reply
          .header('content-disposition', 'attachment; filename="students-template.csv"')
          .type('text/csv; charset=utf-8')
          .send(importTemplate()),
    );

    app.post(
      '/students/import',
      {
        schema: {
          tags: ['students'],
          summary: 'Import students from CSV: good rows saved in one go, failed rows reported',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody(
            {
              centreId: z.string().optional(),
              confirmSecondEnrolment: z.enum(['true', 'false']).optional(),
            },
            { file: true },
          ),
          response: {
            200: z.object({
              imported: z.number().int(),
              failed: z.array(
                z.object({
                  row: z.number().int(),
                  errors: z.record(z.string(), z.array(z.string())),
                }),
              ),
            }),
            400: apiErrorSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const form = await readMultipart(request, ['file'], { file: 'The file' });
        const file = form.files.file;
        if (!file) {
          throw new AppError(400, 'VALIDATION_ERROR', 'Choose a CSV file', {
            file: ['Choose a CSV file'],
          });
        }
        const report = await students.importCsv(
          request.user!,
          file.data,
          form.fields.centreId,
          isConfirmed(form.fields.confirmSecondEnrolment),
        );
        // Each row's messages in the request's language, as the error handler answers a refusal
        // (decision 0032); the row numbers and field names stay as they are, for programs.
        const locale = apiLocale(request);
        if (locale === 'en') return report;
        return {
          imported: report.imported,
          failed: report.failed.map(({ row, errors }) => ({
            row,
            errors: Object.fromEntries(
              Object.entries(errors).map(([field, messages]) => [
                field,
                messages.map((message) => inLanguage(message, locale)),
              ]),
            ),
          })),
        };
      },
    );

    app.get(
      '/centres',
      {
        schema: {
          tags: ['centres'],
          summary: 'Centres the signed-in staff member can see',
          response: {
            200: z.array(
              z.object({
                id: z.number().int(),
                code: z.string(),
                name: z.string(),
                status: z.string(),
              }),
            ),
            ...errors,
          },
        },
      },
      async (request) => students.listCentres(request.user!),
    );
  };
}
