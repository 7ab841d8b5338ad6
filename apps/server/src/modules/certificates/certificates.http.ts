// What the certificate routes share: parameter schemas, error answers, sending a PDF.
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import { CERTIFICATE_MESSAGES } from '@institute/shared/certificates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, unauthenticated } from '../../lib/access';
import type { DocumentLanguage } from '../../lib/document-labels';
import type { renderCertificatePdf } from './certificates.pdf';

/** Per client address: plenty for a person checking certificates, too few to walk numbers. */
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
export const idParams = z.object({ id });
export const numberParams = z.object({ number: z.string().trim().min(1).max(30) });
export const studentParams = z.object({ registrationNumber: z.string().min(1).max(100) });
export const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
export const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, ...errors };
export const tags = ['certificates'];

/** onRequest of head office's actions: answered before the body is read or validated. */
export async function headOfficeOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'head_office') throw forbidden(CERTIFICATE_MESSAGES.headOfficeOnly);
}

export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function sendPdf(
  reply: FastifyReply,
  request: FastifyRequest,
  certificate: Parameters<typeof renderCertificatePdf>[0],
  certificates: { photoForPdf(number: string): Promise<Uint8Array | null> },
  asked?: DocumentLanguage,
) {
  const lang = await request.server.documentLanguage(asked);
  const bytes = await (
    await import('./certificates.pdf')
  ).renderCertificatePdf(
    certificate,
    originOf(request) + certificate.verifyPath,
    await certificates.photoForPdf(certificate.number),
    lang,
  );
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${certificate.number}.pdf"`)
    .type('application/pdf')
    .send(Buffer.from(bytes));
}
