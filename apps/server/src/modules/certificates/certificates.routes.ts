import { instituteDate } from '../../lib/time';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  approvalSettingsInputSchema,
  approvalSettingsSchema,
  queueItemSchema,
} from '@institute/shared/certificate-approval';
import {
  bulkResultSchema,
  bulkSchema,
  certificateListQuerySchema,
  certificateSchema,
  createRequestSchema,
  dispatchSchema,
  reasonSchema,
  requestItemSchema,
  requestListQuerySchema,
  trackingSchema,
  zipSchema,
} from '@institute/shared/certificates';
import {
  certificateExamRuleSchema,
  certificatePreviewSchema,
  courseCertificateExamSchema,
} from '@institute/shared/certificate-exam';
import { documentLanguageQuery } from '../../lib/document-labels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { CertificatesService } from './certificates.service';

import {
  errors,
  headOfficeOnly,
  idParams,
  numberParams,
  originOf,
  sendPdf,
  tags,
  VERIFY_RATE_LIMIT,
  writeErrors,
} from './certificates.http';

export { VERIFY_RATE_LIMIT };

const courseCodeParams = z.object({ code: z.string().trim().min(1).max(40) });
export { certificateVerifyRoutes, studentCertificateRoutes } from './certificates.public.routes';

/** Under /api/dashboard: requests, the head office queue, issued certificates and PDFs. */
export function certificateStaffRoutes(certificates: CertificatesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/certificates/requests',
      {
        schema: {
          tags,
          summary:
            'Certificate requests, newest first (centre staff: their centre’s), with whether the signed-in user may approve or print each and why not',
          querystring: requestListQuerySchema,
          response: { 200: z.array(queueItemSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => certificates.listRequests(request.user!, request.query),
    );

    app.get(
      '/certificates/requests/:id',
      {
        schema: {
          tags,
          summary:
            'One certificate request, with whether the signed-in user may approve or print it',
          params: idParams,
          response: { 200: queueItemSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => certificates.requestDetail(request.user!, request.params.id),
    );

    app.get(
      '/certificates/approval-settings',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Certificate approval settings: the four-eyes rule (head office)',
          response: { 200: approvalSettingsSchema, ...errors },
        },
      },
      async (request) => certificates.approvalSettings(request.user!),
    );

    app.put(
      '/certificates/approval-settings',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary:
            'Turn the four-eyes rule on or off (head office): on, head office approves its own request only when no other head office account is active',
          body: approvalSettingsInputSchema,
          response: { 200: approvalSettingsSchema, ...writeErrors },
        },
      },
      async (request) => certificates.saveApprovalSettings(request.user!, request.body.fourEyes),
    );

    app.post(
      '/certificates/requests',
      {
        schema: {
          tags,
          summary:
            'Request a certificate for a student with a passing result (debits the certificate fee)',
          body: createRequestSchema,
          response: { 201: requestItemSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await certificates.createRequest(request.user!, request.body)),
    );

    app.post(
      '/certificates/requests/:id/approve',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Approve a request (head office)',
          params: idParams,
          response: { 200: requestItemSchema, ...writeErrors },
        },
      },
      async (request) => certificates.step(request.user!, request.params.id, 'approve'),
    );

    app.post(
      '/certificates/requests/:id/reject',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Reject a request with a reason (head office); the fee is refunded',
          params: idParams,
          body: reasonSchema,
          response: { 200: requestItemSchema, ...writeErrors },
        },
      },
      async (request) =>
        certificates.step(request.user!, request.params.id, 'reject', request.body),
    );

    app.post(
      '/certificates/requests/:id/print',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Mark printed (head office): assigns the certificate number',
          params: idParams,
          response: { 200: requestItemSchema, ...writeErrors },
        },
      },
      async (request) => certificates.step(request.user!, request.params.id, 'print'),
    );

    app.post(
      '/certificates/requests/:id/dispatch',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Mark dispatched with the courier and tracking number (head office)',
          params: idParams,
          body: dispatchSchema,
          response: { 200: requestItemSchema, ...writeErrors },
        },
      },
      async (request) =>
        certificates.step(request.user!, request.params.id, 'dispatch', request.body),
    );

    app.post(
      '/certificates/requests/:id/deliver',
      {
        schema: {
          tags,
          summary: 'Mark delivered (head office, or staff of the centre that received it)',
          params: idParams,
          response: { 200: requestItemSchema, ...writeErrors },
        },
      },
      async (request) => certificates.step(request.user!, request.params.id, 'deliver'),
    );

    app.post(
      '/certificates/requests/bulk',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'One action on many requests (head office); each succeeds or fails alone',
          body: bulkSchema,
          response: { 200: bulkResultSchema, ...writeErrors },
        },
      },
      async (request) => certificates.bulk(request.user!, request.body),
    );

    app.get(
      '/certificates/track',
      {
        schema: {
          tags,
          summary: "The timeline of a student's certificate requests and certificates",
          querystring: z.object({ registrationNumber: z.string().trim().min(1).max(100) }),
          response: { 200: trackingSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => certificates.track(request.user!, request.query.registrationNumber),
    );

    app.get(
      '/certificates/preview',
      {
        schema: {
          tags,
          summary:
            'What a certificate of the student would print now: the grade and percentage of the exam that counts for the course, and whether a request can be sent',
          querystring: z.object({ registrationNumber: z.string().trim().min(1).max(100) }),
          response: { 200: certificatePreviewSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => certificates.preview(request.user!, request.query.registrationNumber),
    );

    app.get(
      '/certificates/course-exam/:code',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary:
            "Which exam counts for a course's certificate, with the course's exams to choose from (head office)",
          params: courseCodeParams,
          response: { 200: courseCertificateExamSchema, ...errors },
        },
      },
      async (request) => certificates.courseCertificateExam(request.user!, request.params.code),
    );

    app.put(
      '/certificates/course-exam/:code',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary:
            "Set which exam counts for a course's certificate: a kind (offline final examination, online exam, any) or one exam (head office)",
          params: courseCodeParams,
          body: certificateExamRuleSchema,
          response: { 200: courseCertificateExamSchema, ...writeErrors },
        },
      },
      async (request) =>
        certificates.saveCourseCertificateExam(request.user!, request.params.code, request.body),
    );

    app.get(
      '/certificates',
      {
        schema: {
          tags,
          summary: 'Issued certificates, newest first; q: certificate or registration number, name',
          querystring: certificateListQuerySchema,
          response: { 200: z.array(certificateSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => certificates.listCertificates(request.user!, request.query),
    );

    app.post(
      '/certificates/zip',
      {
        schema: {
          tags,
          summary: 'A ZIP of the PDFs of chosen certificates, streamed',
          body: zipSchema,
          querystring: documentLanguageQuery,
        },
      },
      async (request, reply) => {
        const batch = await certificates.batch(request.user!, request.body.numbers);
        const { default: yazl } = await import('yazl');
        const zip = new yazl.ZipFile();
        const output = new PassThrough();
        const origin = originOf(request);
        const { renderCertificatePdf: render } = await import('./certificates.pdf');
        const lang = await request.server.documentLanguage(request.query.lang);
        // Each PDF is made only when the ZIP reaches its entry, and the ZIP is written only as
        // fast as the client reads (pipeline's back pressure): memory holds about one
        // certificate's bytes. A client that goes away stops the pipeline, and so the drawing.
        for (const certificate of batch) {
          const pdf = Readable.from(
            (async function* () {
              yield Buffer.from(
                await render(
                  certificate,
                  origin + certificate.verifyPath,
                  await certificates.photoForPdf(certificate.number),
                  lang,
                ),
              );
            })(),
          );
          zip.addReadStream(pdf, `${certificate.number}.pdf`, { compress: false });
        }
        zip.end();
        zip.on('error', (error: Error) => output.destroy(error));
        pipeline(zip.outputStream, output).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
          request.log.error(error, 'certificate zip failed');
        });
        const stamp = instituteDate();
        return reply
          .header('content-disposition', `attachment; filename="certificates-${stamp}.zip"`)
          .type('application/zip')
          .send(output);
      },
    );

    app.get(
      '/certificates/:number',
      {
        schema: {
          tags,
          summary: 'One certificate',
          params: numberParams,
          response: { 200: certificateSchema, ...errors },
        },
      },
      async (request) => certificates.certificateFor(request.user!, request.params.number),
    );

    app.get(
      '/certificates/:number/pdf',
      {
        schema: {
          tags,
          summary: 'The certificate as a PDF; lang=bilingual: labels in English and Hindi',
          params: numberParams,
          querystring: documentLanguageQuery,
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          request,
          await certificates.certificateFor(request.user!, request.params.number),
          certificates,
          request.query.lang,
        ),
    );

    app.post(
      '/certificates/:number/revoke',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Revoke a certificate with a reason (head office)',
          params: numberParams,
          body: reasonSchema,
          response: { 200: certificateSchema, ...writeErrors },
        },
      },
      async (request) =>
        certificates.revoke(request.user!, request.params.number, request.body.reason),
    );
  };
}
