// GST invoices' routes (decision 0082), under /api/dashboard: session, role and centre are
// checked by the service (head office: everything; a centre's staff: their own invoices).
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  centreGstinSchema,
  gstSettingsSchema,
  gstSettingsViewSchema,
  invoiceExportQuerySchema,
  invoiceListQuerySchema,
  invoiceSchema,
} from '@institute/shared/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentLanguageQuery } from '../../lib/document-labels';
import { z } from 'zod';
import type { InvoicesService } from './invoices.service';

const tags = ['invoices'];
const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, ...errors };

export function invoiceRoutes(invoices: InvoicesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/invoices/settings',
      {
        schema: {
          tags,
          summary: "Head office's GST details: legal name, address, GSTIN, SAC, rate (head office)",
          response: { 200: gstSettingsViewSchema, ...errors },
        },
      },
      async (request) => invoices.settings(request.user!),
    );

    app.put(
      '/invoices/settings',
      {
        schema: {
          tags,
          summary:
            "Save head office's GST details (head office; the GSTIN's check character is checked)",
          bodyDoc: gstSettingsSchema,
          response: { 200: gstSettingsViewSchema, ...writeErrors },
        },
      },
      async (request) => invoices.saveSettings(request.user!, request.body),
    );

    app.put(
      '/invoices/centres/:id/gstin',
      {
        schema: {
          tags,
          summary: "Set or clear a centre's GSTIN (head office)",
          params: idParams,
          bodyDoc: centreGstinSchema,
          response: {
            200: z.object({ centreId: z.number(), gstin: z.string().nullable() }),
            ...writeErrors,
          },
        },
      },
      async (request) => invoices.setCentreGstin(request.user!, request.params.id, request.body),
    );

    app.get(
      '/invoices',
      {
        schema: {
          tags,
          summary:
            "A month's tax invoices and credit notes (head office: all, or ?centreId=; a centre: its own)",
          querystring: invoiceListQuerySchema,
          response: { 200: z.array(invoiceSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => invoices.list(request.user!, request.query),
    );

    app.get(
      '/invoices/export',
      {
        schema: {
          tags,
          summary:
            "The month's invoices and credit notes for filing, as CSV or Excel (head office)",
          querystring: invoiceExportQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await invoices.export(request.user!, request.query);
        reply.header('content-disposition', `attachment; filename="${file.name}.${file.format}"`);
        return reply
          .type(
            file.format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .send(file.body);
      },
    );

    app.get(
      '/invoices/:id/pdf',
      {
        schema: {
          tags,
          summary:
            "A tax invoice or credit note as a PDF; lang=en, hi or bilingual (default: head office's document language)",
          params: idParams,
          querystring: documentLanguageQuery,
        },
      },
      async (request, reply) => {
        const { number, pdf } = await invoices.pdf(
          request.user!,
          request.params.id,
          await request.server.documentLanguage(request.query.lang),
        );
        reply.header('content-disposition', `inline; filename="${number.replace(/\//g, '-')}.pdf"`);
        return reply.type('application/pdf').send(Buffer.from(pdf));
      },
    );
  };
}
