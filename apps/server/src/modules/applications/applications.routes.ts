import {
  applicationCentreSchema,
  applicationListItemSchema,
  applicationListQuerySchema,
  applicationSchema,
  approvalAnswerSchema,
  correctionRequestSchema,
  myApplicationSchema,
  rejectionSchema,
} from '@institute/shared/applications';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  FIELD_LABELS,
  FILE_FIELDS,
  REQUIRED_ON_ADD,
  STUDENT_FIELDS,
  type FileField,
} from '@institute/shared/student';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart';
import { requireUser } from '../../plugins/auth';
import type { ApplicationsService } from './applications.service';
import { multipartBody } from '../../lib/openapi';
import { extensionOf } from '../../lib/uploads';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, ...errors };
const multipartNote =
  'multipart/form-data: centreId, every student field of Add Student except email (the account gives it), and the files photo, signature (images) and marksheet (image or PDF).';
const kindParams = z.object({ kind: z.enum(FILE_FIELDS) });

/** The application form as the document describes it (the service checks it, with its messages). */
function applicationBody(mode: 'apply' | 'correct') {
  const fields: Record<string, z.ZodType> = { centreId: z.string() };
  for (const field of STUDENT_FIELDS) {
    if (field === 'email') continue;
    const text = z.string().describe(FIELD_LABELS[field]);
    fields[field] = mode === 'apply' && REQUIRED_ON_ADD.includes(field) ? text : text.optional();
  }
  return multipartBody(fields, Object.fromEntries(FILE_FIELDS.map((name) => [name, false])));
}
const idParams = z.object({ id: z.coerce.number().int().positive() });

function sendFile(
  reply: FastifyReply,
  kind: FileField,
  { file, stream }: { file: { content_type: string }; stream: NodeJS.ReadableStream },
) {
  return reply
    .header('cache-control', 'private, max-age=300')
    .header('content-disposition', `inline; filename="${kind}.${extensionOf(file.content_type)}"`)
    .type(file.content_type)
    .send(stream);
}

/** The applicant's side, under /api/applications: registered users apply from /newuser. */
export function applicantRoutes(applications: ApplicationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/applications/centres',
      {
        schema: {
          tags: ['applications'],
          summary: 'Centres taking admissions (the active ones)',
          response: { 200: z.array(applicationCentreSchema) },
        },
      },
      async () => applications.listCentres(),
    );

    app.get(
      '/applications/mine',
      {
        // A student still sees the application that made them one, with the registration number.
        onRequest: requireUser('registered', 'student'),
        schema: {
          tags: ['applications'],
          summary: "The signed-in user's latest application (null when none)",
          response: { 200: myApplicationSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { application: await applications.mine(request.user!) };
      },
    );

    app.post(
      '/applications/mine',
      {
        onRequest: requireUser('registered'),
        schema: {
          tags: ['applications'],
          summary: 'Apply for admission (one open application at a time)',
          description: multipartNote,
          consumes: ['multipart/form-data'],
          bodyDoc: applicationBody('apply'),
          response: { 201: applicationSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(request, FILE_FIELDS, FIELD_LABELS);
        const application = await applications.submit(request.user!, form);
        return reply.status(201).send(application);
      },
    );

    app.put(
      '/applications/mine',
      {
        onRequest: requireUser('registered'),
        schema: {
          tags: ['applications'],
          summary: 'Send the corrected application again; files not sent stay as they were',
          description: multipartNote,
          consumes: ['multipart/form-data'],
          bodyDoc: applicationBody('correct'),
          response: { 200: applicationSchema, ...writeErrors },
        },
      },
      async (request) => {
        const form = await readMultipart(request, FILE_FIELDS, FIELD_LABELS);
        return applications.resubmit(request.user!, form);
      },
    );

    app.post(
      '/applications/mine/withdraw',
      {
        onRequest: requireUser('registered'),
        schema: {
          tags: ['applications'],
          summary: 'Withdraw the open application',
          response: { 200: applicationSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => applications.withdraw(request.user!),
    );

    app.get(
      '/applications/mine/files/:kind',
      {
        onRequest: requireUser('registered', 'student'),
        schema: {
          tags: ['applications'],
          summary: "A photo, signature or marksheet of the user's latest application",
          params: kindParams,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          request.params.kind,
          await applications.myFile(request.user!, request.params.kind),
        ),
    );
  };
}

/** Manage Application, under /api/dashboard/applications: staff of the centre and head office. */
export function manageApplicationRoutes(applications: ApplicationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/applications',
      {
        schema: {
          tags: ['applications'],
          summary: "Applications (waiting ones by default); centre staff see their centre's",
          querystring: applicationListQuerySchema,
          response: { 200: z.array(applicationListItemSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return applications.list(request.user!, request.query);
      },
    );

    app.get(
      '/applications/:id',
      {
        schema: {
          tags: ['applications'],
          summary: 'One application with links to its files',
          params: idParams,
          response: { 200: applicationSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return applications.get(request.user!, request.params.id);
      },
    );

    app.get(
      '/applications/:id/files/:kind',
      {
        schema: {
          tags: ['applications'],
          summary: "An application's photo, signature or marksheet",
          params: idParams.extend(kindParams.shape),
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          request.params.kind,
          await applications.file(request.user!, request.params.id, request.params.kind),
        ),
    );

    app.post(
      '/applications/:id/correction',
      {
        schema: {
          tags: ['applications'],
          summary: 'Ask the applicant for a correction (they see the message)',
          params: idParams,
          body: correctionRequestSchema,
          response: { 200: applicationSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        applications.requestCorrection(request.user!, request.params.id, request.body.message),
    );

    app.post(
      '/applications/:id/approve',
      {
        schema: {
          tags: ['applications'],
          summary:
            'Approve: creates the student with a registration number and debits the registration fee',
          params: idParams,
          response: { 200: approvalAnswerSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => applications.approve(request.user!, request.params.id),
    );

    app.post(
      '/applications/:id/reject',
      {
        schema: {
          tags: ['applications'],
          summary: 'Reject with a reason (the applicant sees it)',
          params: idParams,
          body: rejectionSchema,
          response: { 200: applicationSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => applications.reject(request.user!, request.params.id, request.body.reason),
    );
  };
}
