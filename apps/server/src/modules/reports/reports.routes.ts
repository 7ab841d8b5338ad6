import { apiErrorSchema } from '@institute/shared/api-error-schema';
import { instituteDate } from '@institute/shared/institute-time';
import {
  reportExportQuerySchema,
  reportParamsSchema,
  reportQuerySchema,
  reportChartQuerySchema,
  reportSchema,
} from '@institute/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { reportChartSvg } from './reports.chart';
import { reportCsv, reportWorkbook } from './reports.export';
import type { ReportsService } from './reports.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** GET /api/dashboard/reports/:report and its export (decision 0065). */
export function reportsRoutes(reports: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reports/:report',
      {
        schema: {
          tags: ['reports'],
          summary:
            'A report for a period (admissions, fees, wallet, funnel, results): centre staff their centre; head office all centres or ?centreId=',
          params: reportParamsSchema,
          querystring: reportQuerySchema,
          response: { 200: reportSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return reports.report(request.user!, request.params.report, request.query);
      },
    );

    app.get(
      '/reports/:report/export',
      {
        schema: {
          tags: ['reports'],
          summary: 'A report as an Excel workbook (format=xlsx) or CSV (format=csv), in ?lang=',
          params: reportParamsSchema,
          querystring: reportExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const report = await reports.report(request.user!, request.params.report, query);
        const name = `${report.report}-${report.from}-${report.to}-${instituteDate()}`;
        reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${name}.${format}"`);
        if (format === 'csv') {
          return reply.type('text/csv; charset=utf-8').send(reportCsv(report));
        }
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(await reportWorkbook(report, query.lang));
      },
    );

    app.get(
      '/reports/:report/chart',
      {
        schema: {
          tags: ['reports'],
          summary: 'One table of a report (?table=) as a bar chart in SVG, in ?lang=',
          params: reportParamsSchema,
          querystring: reportChartQuerySchema,
        },
      },
      async (request, reply) => {
        const { table: key, width, height, ...query } = request.query;
        const report = await reports.report(request.user!, request.params.report, query);
        const table = report.tables.find((candidate) => candidate.key === key);
        if (!table) throw notFound('No such table in this report');
        return reply
          .header('cache-control', 'private, no-store')
          .type('image/svg+xml; charset=utf-8')
          .send(await reportChartSvg(report, table, { width, height }));
      },
    );
  };
}
