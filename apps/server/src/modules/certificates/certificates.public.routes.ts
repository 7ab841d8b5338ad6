import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_NUMBER_PATTERN,
  normalizeVerificationCode,
  studentCertificateSchema,
  verificationSchema,
  verifyBodySchema,
  verifyPath,
  verifyQuerySchema,
} from '@institute/shared/certificates';
import { documentLanguageQuery } from '../../lib/document-labels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { CertificatesService } from './certificates.service';

import {
  errors,
  numberParams,
  originOf,
  sendPdf,
  studentParams,
  tags,
  VERIFY_RATE_LIMIT,
} from './certificates.http';

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
          response: { 200: z.array(studentCertificateSchema), ...errors },
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
          querystring: documentLanguageQuery,
        },
      },
      async (request, reply) => {
        const own = await certificates.studentCertificates(
          request.user!,
          request.params.registrationNumber,
        );
        const certificate = own.find((item) => item.number === request.params.number);
        if (!certificate) throw notFound(CERTIFICATE_MESSAGES.certificateNotFound);
        return sendPdf(reply, request, certificate, certificates, request.query.lang);
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
