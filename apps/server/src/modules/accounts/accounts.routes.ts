import {
  applyCourseFeeSchema,
  courseFeeSchema,
  discountFormSchema,
  fundFormSchema,
  goLiveFormSchema,
  paymentFormSchema,
  courseFeeItemSchema,
  dueItemSchema,
  feeChangePreviewSchema,
  goLiveSchema,
  FUND_STATUSES,
  fundItemSchema,
  reasonSchema,
  receiptSchema,
  studentFeesSchema,
  walletSchema,
  walletSummarySchema,
} from '@institute/shared/accounts';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/access';
import { documentLanguageQuery } from '../../lib/document-labels';
import { readMultipart } from '../../lib/multipart';
import { multipartBody } from '../../lib/openapi';
import { requireHeadOffice, type AccountsService } from './accounts.service';
import { receiptPdf } from './receipt.pdf';
import { duesCsv, type StudentFeesService } from './student-fees.service';
import { extensionOf } from '../../lib/uploads';

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const studentParams = z.object({ registrationNumber: z.string().min(1).max(100) });
const courseParams = z.object({ courseCode: z.string().min(1).max(20) });
const centreQuery = z.object({
  centreId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, ...errors };
const tags = ['accounts'];

/** onRequest of head office actions: answered before the body is read or a record looked up. */
async function headOfficeOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  requireHeadOffice(request.user);
}

/** The Account Section: wallets and funds, course fees, student fees, receipts and dues. */
export function accountsRoutes(
  accounts: AccountsService,
  fees: StudentFeesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/accounts/wallet',
      {
        schema: {
          tags,
          summary:
            "A centre's wallet: balance and ledger (staff: their own; head office: centreId)",
          querystring: centreQuery,
          response: { 200: walletSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => accounts.wallet(request.user!, request.query.centreId),
    );

    app.get(
      '/accounts/wallets',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: "Every centre's balance and pending funds (head office)",
          response: { 200: z.array(walletSummarySchema), ...errors },
        },
      },
      async (request) => accounts.walletSummaries(request.user!),
    );

    app.get(
      '/accounts/funds',
      {
        schema: {
          tags,
          summary: 'Fund payments to head office (staff: their centre; head office: all)',
          querystring: centreQuery.extend({ status: z.enum(FUND_STATUSES).optional() }),
          response: { 200: z.array(fundItemSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => accounts.listFunds(request.user!, request.query),
    );

    app.post(
      '/accounts/funds',
      {
        schema: {
          tags,
          summary: 'Add Fund: record a payment made to head office, with its receipt',
          description:
            'multipart/form-data: amount (rupees), mode, reference, paidOn (YYYY-MM-DD), receipt (image or PDF); head office also sends centreId.',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody(fundFormSchema.shape, { receipt: true }),
          response: {
            201: fundItemSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            ...writeErrors,
          },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(request, ['receipt'], { receipt: 'Receipt image' });
        const fund = await accounts.addFund(request.user!, form.fields, form.files.receipt);
        return reply.status(201).send(fund);
      },
    );

    app.get(
      '/accounts/funds/:id/receipt',
      {
        schema: { tags, summary: "A fund payment's receipt image", params: idParams },
      },
      async (request, reply) => {
        const { file, stream } = await accounts.fundReceipt(request.user!, request.params.id);
        return reply
          .header(
            'content-disposition',
            `inline; filename="fund-receipt-${request.params.id}.${extensionOf(file.content_type)}"`,
          )
          .type(file.content_type)
          .send(stream);
      },
    );

    app.post(
      '/accounts/funds/:id/confirm',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: "Confirm a fund (head office): the centre's wallet is credited, once",
          params: idParams,
          response: { 200: fundItemSchema, ...writeErrors },
        },
      },
      async (request) => accounts.confirmFund(request.user!, request.params.id),
    );

    app.post(
      '/accounts/funds/:id/reject',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Reject a fund with a reason (head office)',
          params: idParams,
          body: reasonSchema,
          response: { 200: fundItemSchema, ...writeErrors },
        },
      },
      async (request) => accounts.rejectFund(request.user!, request.params.id, request.body.reason),
    );

    app.get(
      '/accounts/course-fees',
      {
        schema: {
          tags,
          summary: 'Fees of every course: wallet fees and the student course fee',
          response: { 200: z.array(courseFeeItemSchema), ...errors },
        },
      },
      async () => accounts.listCourseFees(),
    );

    app.put(
      '/accounts/course-fees/:courseCode',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: "Set a course's fees and instalments (head office)",
          params: courseParams,
          bodyDoc: courseFeeSchema,
          response: { 200: courseFeeItemSchema, ...writeErrors },
        },
      },
      async (request) =>
        accounts.saveCourseFee(request.user!, request.params.courseCode, request.body),
    );

    app.get(
      '/accounts/go-live',
      {
        schema: {
          tags,
          summary: "The institute's go-live date: nothing due before it is reminded",
          response: { 200: goLiveSchema, ...errors },
        },
      },
      async () => fees.goLive(),
    );

    app.put(
      '/accounts/go-live',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Set or clear the go-live date (head office)',
          description: 'JSON: goLiveDate (YYYY-MM-DD, or null to clear).',
          bodyDoc: goLiveFormSchema,
          response: { 200: goLiveSchema, ...writeErrors },
        },
      },
      async (request) => fees.setGoLive(request.user!, request.body),
    );

    app.post(
      '/accounts/course-fees/:courseCode/apply/preview',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: "Preview applying the course's current fee to existing students (head office)",
          description:
            'JSON: registrationNumbers (optional; without it every student of the course is listed).',
          params: courseParams,
          bodyDoc: applyCourseFeeSchema.partial(),
          response: { 200: feeChangePreviewSchema, ...writeErrors },
        },
      },
      async (request) =>
        fees.previewFeeChange(request.user!, request.params.courseCode, request.body),
    );

    app.post(
      '/accounts/course-fees/:courseCode/apply',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: "Apply the course's current fee to chosen existing students (head office)",
          description: `JSON: ${Object.keys(applyCourseFeeSchema.shape).join(', ')}.`,
          params: courseParams,
          bodyDoc: applyCourseFeeSchema,
          response: { 200: feeChangePreviewSchema, ...writeErrors },
        },
      },
      async (request) =>
        fees.applyFeeChange(request.user!, request.params.courseCode, request.body),
    );

    app.get(
      '/accounts/students/:registrationNumber/fees',
      {
        schema: {
          tags,
          summary: "A student's fee plan, payments, receipts and amount due",
          params: studentParams,
          response: { 200: studentFeesSchema, ...errors },
        },
      },
      async (request) => fees.studentFees(request.user!, request.params.registrationNumber),
    );

    app.post(
      '/accounts/students/:registrationNumber/payments',
      {
        schema: {
          tags,
          summary: 'Add Student Fee: record a payment; it gets the next receipt number',
          description: 'JSON: amount (rupees), mode (cash, upi, card, bank), reference, paidOn.',
          params: studentParams,
          bodyDoc: paymentFormSchema,
          response: {
            201: z.object({ id: z.number(), receiptNumber: z.string(), fees: studentFeesSchema }),
            ...writeErrors,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await fees.recordPayment(
              request.user!,
              request.params.registrationNumber,
              request.body,
            ),
          ),
    );

    app.put(
      '/accounts/students/:registrationNumber/discount',
      {
        schema: {
          tags,
          summary: "Set the student's discount with its reason",
          params: studentParams,
          bodyDoc: discountFormSchema,
          response: { 200: studentFeesSchema, ...writeErrors },
        },
      },
      async (request) =>
        fees.setDiscount(request.user!, request.params.registrationNumber, request.body),
    );

    app.post(
      '/accounts/payments/:id/reverse',
      {
        schema: {
          tags,
          summary: 'Reverse a payment with a reason (a reversing entry; nothing is deleted)',
          params: idParams,
          body: reasonSchema,
          response: { 200: studentFeesSchema, ...writeErrors },
        },
      },
      async (request) => fees.reversePayment(request.user!, request.params.id, request.body.reason),
    );

    app.get(
      '/accounts/payments/:id/receipt',
      {
        schema: {
          tags,
          summary: "A payment's receipt, for printing",
          params: idParams,
          response: { 200: receiptSchema, ...errors },
        },
      },
      async (request) => fees.receipt(request.user!, request.params.id),
    );

    app.get(
      '/accounts/payments/:id/receipt.pdf',
      {
        schema: {
          tags,
          summary: "A payment's receipt as PDF; lang=bilingual: labels in English and Hindi",
          params: idParams,
          querystring: documentLanguageQuery,
        },
      },
      async (request, reply) => {
        const receipt = await fees.receipt(request.user!, request.params.id);
        const pdf = await receiptPdf(
          receipt,
          await request.server.documentLanguage(request.query.lang),
        );
        const name = `receipt-${receipt.receiptNumber.replaceAll('/', '-')}.pdf`;
        return reply
          .header('content-disposition', `inline; filename="${name}"`)
          .type('application/pdf')
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      '/accounts/dues',
      {
        schema: {
          tags,
          summary: 'Students with an amount due: overdue first, then by amount',
          querystring: centreQuery,
          response: { 200: z.array(dueItemSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => fees.dues(request.user!, request.query),
    );

    app.get(
      '/accounts/dues.csv',
      {
        schema: {
          tags,
          summary: 'The students with dues, as CSV',
          fileAnswer: 'text/csv',
          querystring: centreQuery,
        },
      },
      async (request, reply) => {
        const items = await fees.dues(request.user!, request.query);
        return reply
          .header('content-disposition', 'attachment; filename="student-dues.csv"')
          .type('text/csv; charset=utf-8')
          .send(duesCsv(items));
      },
    );
  };
}

/** The student's own fee status, on their profile (staff of the centre and head office too). */
export function studentFeeRoutes(fees: StudentFeesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/student/:registrationNumber/fees',
      {
        config: { access: 'staff-or-own-student' },
        schema: {
          tags,
          summary: "The student's fee status: plan, payments and amount due",
          params: studentParams,
          response: { 200: studentFeesSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return fees.studentFees(request.user!, request.params.registrationNumber);
      },
    );
  };
}
