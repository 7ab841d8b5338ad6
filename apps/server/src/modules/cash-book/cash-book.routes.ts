import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  cashBookDaySchema,
  cashBookExportQuerySchema,
  cashBookParamsSchema,
  cashBookReopenSchema,
  revenueExportQuerySchema,
  revenueQuerySchema,
  revenueStatementSchema,
} from '@institute/shared/cash-book';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashBookPdf, cashBookWorkbook, revenuePdf, revenueWorkbook } from './cash-book.export';
import type { CashBookService } from './cash-book.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The cash book under /api/dashboard/cash-book (issue 36 point 6, decision 0083). */
export function cashBookRoutes(cashBook: CashBookService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/cash-book/centres/:centreId/days/:day',
      {
        schema: {
          tags: ['cash-book'],
          summary:
            "A centre's cash book of an India day: centre staff their centre, head office any centre",
          params: cashBookParamsSchema,
          response: { 200: cashBookDaySchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return cashBook.day(request.user!, request.params.centreId, request.params.day);
      },
    );

    app.post(
      '/cash-book/centres/:centreId/days/:day/close',
      {
        schema: {
          tags: ['cash-book'],
          summary: 'Closes the day: its figures are stored and it takes no payment or reversal',
          params: cashBookParamsSchema,
          response: { 200: cashBookDaySchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => cashBook.close(request.user!, request.params.centreId, request.params.day),
    );

    app.post(
      '/cash-book/centres/:centreId/days/:day/reopen',
      {
        schema: {
          tags: ['cash-book'],
          summary: 'Head office reopens a closed day, giving a reason (audited)',
          params: cashBookParamsSchema,
          body: cashBookReopenSchema.partial(),
          response: { 200: cashBookDaySchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        cashBook.reopen(request.user!, request.params.centreId, request.params.day, request.body),
    );

    app.get(
      '/cash-book/centres/:centreId/days/:day/export',
      {
        schema: {
          tags: ['cash-book'],
          summary: "The day's cash book as an Excel workbook (format=xlsx) or a PDF, in ?lang=",
          params: cashBookParamsSchema,
          querystring: cashBookExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { centreId, day } = request.params;
        const { format, lang } = request.query;
        const book = await cashBook.day(request.user!, centreId, day);
        reply
          .header('cache-control', 'private, no-store')
          .header(
            'content-disposition',
            `attachment; filename="cash-book-${book.centre.code}-${day}.${format}"`,
          );
        return format === 'pdf'
          ? reply.type('application/pdf').send(await cashBookPdf(book, lang))
          : reply.type(XLSX).send(await cashBookWorkbook(book, lang));
      },
    );

    app.get(
      '/cash-book/revenue',
      {
        schema: {
          tags: ['cash-book'],
          summary:
            "The month's revenue per centre by mode: centre staff their centre, head office every centre",
          querystring: revenueQuerySchema,
          response: { 200: revenueStatementSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return cashBook.revenue(request.user!, request.query.month);
      },
    );

    app.get(
      '/cash-book/revenue/export',
      {
        schema: {
          tags: ['cash-book'],
          summary: 'The centre-wise monthly revenue statement as Excel (format=xlsx) or PDF',
          querystring: revenueExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { month, format, lang } = request.query;
        const statement = await cashBook.revenue(request.user!, month);
        reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="revenue-${month}.${format}"`);
        return format === 'pdf'
          ? reply.type('application/pdf').send(await revenuePdf(statement, lang))
          : reply.type(XLSX).send(await revenueWorkbook(statement, lang));
      },
    );
  };
}
