import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  approvalSettingsInputSchema,
  approvalSettingsSchema,
  queueItemSchema,
} from '@institute/shared/certificate-approval';
import {
  bulkResultSchema,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_NUMBER_PATTERN,
  bulkSchema,
  certificateListQuerySchema,
  certificateSchema,
  createRequestSchema,
  dispatchSchema,
  reasonSchema,
  requestItemSchema,
  requestListQuerySchema,
  trackingSchema,
  normalizeVerificationCode,
  verificationSchema,
  verifyBodySchema,
  verifyPath,
  verifyQuerySchema,
  zipSchema,
} from '@institute/shared/certificates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough, type Readable } from 'node:stream';
import { z } from 'zod';
import { forbidden, unauthenticated } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { renderCertificatePdf } from './certificates.pdf';
import type { CertificatesService } from './certificates.service';

/** Per client address: plenty for a person checking certificates, too few to walk numbers. */
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** How much of a ZIP may wait for a slow client before making the next PDF pauses. */
const ZIP_BUFFER_LIMIT = 2 * 1024 * 1024;

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const idParams = z.object({ id });
const numberParams = z.object({ number: z.string().trim().min(1).max(30) });
const studentParams = z.object({ registrationNumber: z.string().min(1).max(100) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, ...errors };
const tags = ['certificates'];

/** onRequest of head office's actions: answered before the body is read or validated. */
async function headOfficeOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'head_office') throw forbidden(CERTIFICATE_MESSAGES.headOfficeOnly);
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

async function sendPdf(
  reply: FastifyReply,
  request: FastifyRequest,
  certificate: Parameters<typeof renderCertificatePdf>[0],
) {
  const bytes = await (
    await import('./certificates.pdf')
  ).renderCertificatePdf(certificate, originOf(request) + certificate.verifyPath);
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${certificate.number}.pdf"`)
    .type('application/pdf')
    .send(Buffer.from(bytes));
}

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
        },
      },
      async (request, reply) => {
        const batch = await certificates.batch(request.user!, request.body.numbers);
        const { default: yazl } = await import('yazl');
        const zip = new yazl.ZipFile();
        const output = new PassThrough();
        zip.outputStream.pipe(output);
        const origin = originOf(request);
        // One PDF at a time, each added once made: memory holds a single certificate's bytes
        // plus what the client has not read yet (back pressure through the stream).
        void (async () => {
          try {
            for (const certificate of batch) {
              const bytes = await (
                await import('./certificates.pdf')
              ).renderCertificatePdf(certificate, origin + certificate.verifyPath);
              zip.addBuffer(Buffer.from(bytes), `${certificate.number}.pdf`, { compress: false });
              // Back pressure: wait while what the client has not read yet passes the limit.
              while (
                (zip.outputStream as Readable).readableLength + output.readableLength >
                ZIP_BUFFER_LIMIT
              ) {
                if (output.destroyed) return;
                await new Promise((resolve) => setTimeout(resolve, 5));
              }
            }
            zip.end();
          } catch (error) {
            request.log.error(error, 'certificate zip failed');
            output.destroy(error as Error);
          }
        })();
        const stamp = new Date().toISOString().slice(0, 10);
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
      { schema: { tags, summary: 'The certificate as a PDF', params: numberParams } },
      async (request, reply) =>
        sendPdf(
          reply,
          request,
          await certificates.certificateFor(request.user!, request.params.number),
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

/** Under /api/dashboard: a student's own certificates (also for staff of the centre). */
export function studentCertificateRoutes(certificates: CertificatesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/student/:registrationNumber/certificates',
      {
        config: { access: 'staff-or-own-student' },
        schema: {
          tags,
          summary: "A student's certificates (staff of the centre, head office, or the student)",
          params: studentParams,
          response: { 200: z.array(certificateSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return certificates.studentCertificates(request.user!, request.params.registrationNumber);
      },
    );

    app.get(
      '/student/:registrationNumber/certificates/:number/pdf',
      {
        config: { access: 'staff-or-own-student' },
        schema: {
          tags,
          summary: "The PDF of one of a student's certificates",
          params: studentParams.extend({ number: numberParams.shape.number }),
        },
      },
      async (request, reply) => {
        const own = await certificates.studentCertificates(
          request.user!,
          request.params.registrationNumber,
        );
        const certificate = own.find((item) => item.number === request.params.number);
        if (!certificate) throw notFound(CERTIFICATE_MESSAGES.certificateNotFound);
        return sendPdf(reply, request, certificate);
      },
    );
  };
}

/** What the verification answers, for the OpenAPI document. */
const verifyResponses = {
  200: verificationSchema,
  400: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Public: anyone may check one certificate by its number; its verification code (or the
 * holder's date of birth) shows the details. Rate limited per client, lookups by GET and POST
 * counted together, whatever their answer (wrong codes included).
 */
export function certificateVerifyRoutes(certificates: CertificatesService): FastifyPluginAsyncZod {
  return async (app) => {
    const verifyLimit = app.rateLimit(VERIFY_RATE_LIMIT);

    app.get(
      '/certificates/verify/:number',
      {
        onRequest: verifyLimit,
        schema: {
          tags,
          summary: 'Verify a certificate by its number, and its verification code for the details',
          description:
            'By number alone: the status (valid, revoked, replaced), the replacing certificate and the holder’s initials. With `code` (as printed, XXXXX-XXXXX, any case): the details too when it matches; otherwise the same as the number alone with `proof: mismatch` and a message. The date of birth is accepted by POST only, to keep it out of addresses and logs.',
          params: numberParams,
          querystring: verifyQuerySchema,
          response: verifyResponses,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return certificates.verify(request.params.number, request.query);
      },
    );

    app.post(
      '/certificates/verify/:number',
      {
        onRequest: verifyLimit,
        schema: {
          tags,
          summary: 'Verify a certificate with its verification code or the holder’s date of birth',
          description:
            'The same answer as GET; `code` or `dateOfBirth` (YYYY-MM-DD) unlocks the details. After ten wrong dates of birth in an hour a certificate accepts only its code for the rest of that hour.',
          params: numberParams,
          body: verifyBodySchema,
          response: verifyResponses,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return certificates.verify(request.params.number, request.body);
      },
    );

    app.get(
      '/certificates/verify/:number/qr.svg',
      {
        schema: {
          tags,
          summary:
            "The QR code of a certificate's verification page, with the code given (for the printed page)",
          params: z.object({ number: z.string().regex(CERTIFICATE_NUMBER_PATTERN) }),
          querystring: z.object({
            code: z
              .string()
              .max(40)
              .optional()
              .refine((value) => value === undefined || normalizeVerificationCode(value) !== null, {
                message: 'Not a verification code',
              }),
          }),
        },
      },
      async (request, reply) => {
        const { default: QRCode } = await import('qrcode');
        const code = request.query.code ? normalizeVerificationCode(request.query.code) : null;
        // Draws whatever code it is given, without looking it up: it answers nothing about it.
        const svg = await QRCode.toString(
          originOf(request) + verifyPath(request.params.number, code),
          { type: 'svg', errorCorrectionLevel: 'M', margin: 1 },
        );
        return reply
          .header('cache-control', 'private, max-age=86400')
          .type('image/svg+xml')
          .send(svg);
      },
    );

    app.get(
      '/certificates/verify/:number/photo',
      {
        config: { rateLimit: VERIFY_RATE_LIMIT },
        schema: {
          tags,
          summary:
            "The student's photo on a certificate: by the link a matching verification gives",
          params: numberParams,
          querystring: z.object({ token: z.string().max(100).optional() }),
        },
      },
      async (request, reply) => {
        const { file, stream } = await certificates.verifyPhoto(
          request.params.number,
          request.query.token,
        );
        return reply
          .header('cache-control', 'private, max-age=300')
          .type(file.content_type)
          .send(stream);
      },
    );
  };
}
